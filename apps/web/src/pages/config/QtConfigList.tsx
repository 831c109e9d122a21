/** 系统配置 (/config/qtConfigList): the site settings the flows read (share ratio, withdrawal minimum and fee, free downloads), by key. */
import { qtConfig } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn } from "../components/biz-fields";
import type { PageProps } from "../registry";

const KEY = l("键", "Key");
const VALUE = l("值", "Value");
const DESCRIPTION = l("说明", "Description");

export const configPage: ListPageDef = {
  resource: qtConfig,
  columns: [{ key: "configKey", title: KEY, width: 220 }, { key: "configValue", title: VALUE }, { key: "description", title: DESCRIPTION }, createTimeColumn],
  search: [
    { key: "configKey", label: KEY },
    { key: "description", label: DESCRIPTION },
  ],
  form: [
    { key: "configKey", label: KEY, unique: true, readOnlyOnEdit: true },
    { key: "description", label: DESCRIPTION },
    { key: "configValue", label: VALUE },
  ],
  detailColumns: 1,
  modalWidth: 640,
};

export default function QtConfigList({ path }: PageProps) {
  return <ListPage def={configPage} path={path} />;
}
