/** 广告素材 (/ads/qtAdItemList): the creatives of the ad slots — picture (a thumbnail), link, order and showing period. */
import { qtAdItem } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { imageField, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const SLOT = l("广告位", "Slot");
const IMAGE = l("图片", "Picture");
const LINK = l("链接", "Link");

export const adItemPage: ListPageDef = {
  resource: qtAdItem,
  columns: [
    { key: "image", title: IMAGE, width: 80, image: true },
    { key: "title", title: T.title },
    { key: "adId", title: SLOT, width: 120 },
    { key: "linkUrl", title: LINK, ellipsis: 30 },
    { key: "sort", title: T.sort, width: 70 },
    { key: "startTime", title: T.startTime, width: 170 },
    { key: "endTime", title: T.endTime, width: 170 },
    { key: "status", title: T.status, width: 80 },
  ],
  search: [
    { key: "title", label: T.title },
    { key: "adId", label: SLOT },
    { key: "status", label: T.status },
    { key: "startTime", label: T.startTime },
    { key: "endTime", label: T.endTime },
  ],
  form: [
    { key: "title", label: T.title },
    { key: "adId", label: SLOT },
    { key: "linkUrl", label: LINK },
    { key: "sort", label: T.sort },
    { key: "startTime", label: T.startTime },
    // the server refuses an end before the start
    { key: "endTime", label: T.endTime },
    { key: "status", label: T.status, kind: "radio" },
    imageField("image", IMAGE, 1, "ad"),
  ],
  detailColumns: 2,
};

export default function QtAdItemList({ path }: PageProps) {
  return <ListPage def={adItemPage} path={path} />;
}
