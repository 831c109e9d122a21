/**
 * The two article screens (新闻资讯, 帮助中心) are one definition over qtArticle, each fixed to its
 * kind: every list and export carries it, every added article gets it. The body is written in the
 * rich-text editor; publishing stamps the time (the server's).
 */
import { qtArticle } from "@qt/openapi/build";
import { l, type ListPageDef } from "../../../kit/list/types";
import { imageField, richTextField, shown, T } from "../../components/biz-fields";

export type ArticleKind = "news" | "help";

const SUMMARY = l("摘要", "Summary");
const VIEWS = l("阅读次数", "Views");

export function articlePage(kind: ArticleKind): ListPageDef {
  return {
    resource: qtArticle,
    fixedQuery: { kind },
    columns: [
      { key: "cover", title: T.cover, width: 70, image: true },
      { key: "title", title: T.title },
      { key: "summary", title: SUMMARY, ellipsis: 30 },
      { key: "sort", title: T.sort, width: 70 },
      { key: "viewCount", title: VIEWS, width: 80 },
      { key: "publishStatus", title: T.publishStatus, width: 90 },
      { key: "publishTime", title: T.publishTime, width: 170 },
    ],
    search: [
      { key: "title", label: T.title },
      { key: "publishStatus", label: T.publishStatus },
      { key: "publishTime", label: T.publishTime },
    ],
    form: [
      { key: "title", label: T.title },
      { key: "sort", label: T.sort },
      { key: "publishStatus", label: T.publishStatus, kind: "radio" },
      { key: "publishTime", label: T.publishTime },
      { key: "summary", label: SUMMARY, kind: "textarea" },
      imageField("cover", T.cover, 1, "cover"),
      richTextField("content", T.content),
      shown("viewCount", VIEWS),
    ],
    detailColumns: 2,
    modalWidth: 960,
  };
}
