/**
 * 数据字典 (/isystem/dict): dictionaries through the list kit — name, code, description — with
 * 字典配置 per row (the dictionary's items in a drawer) and 刷新缓存 (the server's dictionary cache,
 * then this browser's cached dictionaries replaced).
 */
import { Button, Flex } from "@chakra-ui/react";
import { sysDict } from "@qt/openapi/build";
import { refreshDictCache } from "@qt/sdk";
import { RefreshCw } from "lucide-react";
import { useMemo, useState } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { client } from "../../app/services";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import type { PageProps } from "../registry";
import { DictItemsDrawer, type DictRef } from "./components/DictItemsDrawer";

const NAME = l("字典名称", "Name");
const CODE = l("字典编码", "Code");
const DESCRIPTION = l("描述", "Description");

export function dictPage(openItems: (row: Row) => void, itemsLabel: string): ListPageDef {
  return {
    resource: sysDict,
    columns: [
      { key: "dictName", title: NAME },
      { key: "dictCode", title: CODE },
      { key: "description", title: DESCRIPTION },
      { key: "createTime", title: l("创建时间", "Created"), width: 170 },
    ],
    search: [
      { key: "dictName", label: NAME },
      { key: "dictCode", label: CODE },
    ],
    form: [
      { key: "dictName", label: NAME },
      { key: "dictCode", label: CODE, unique: true },
      { key: "description", label: DESCRIPTION, kind: "textarea" },
    ],
    detailColumns: 2,
    modalWidth: 640,
    rowActions: (row) => (
      <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => openItems(row)}>
        {itemsLabel}
      </Button>
    ),
  };
}

export default function DictList({ path }: PageProps) {
  const { t } = useI18n();
  const [items, setItems] = useState<DictRef | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const itemsLabel = t("dict.items");
  const def = useMemo(() => dictPage((row) => setItems({ id: String(row.id), dictName: String(row.dictName ?? ""), dictCode: String(row.dictCode ?? "") }), itemsLabel), [itemsLabel]);

  const refresh = async () => {
    setRefreshing(true);
    const outcome = await refreshDictCache(client);
    setRefreshing(false);
    // 刷新缓存完成！ in the console's language; HTTP failures are the SDK's to show, a refusal is the server's
    if (outcome.ok) notify("success", outcome.notice);
    else if (outcome.error.kind === "business") notify("warning", outcome.error.message || outcome.notice);
  };

  return (
    <>
      <Flex justify="flex-end" mb="3">
        <Button size="sm" variant="outline" loading={refreshing} onClick={() => void refresh()} data-testid="dict-refresh-cache">
          <RefreshCw size={14} aria-hidden /> {t("dict.refreshCache")}
        </Button>
      </Flex>
      <ListPage def={def} path={path} />
      {items ? <DictItemsDrawer dict={items} pagePath={path} onClose={() => setItems(null)} /> : null}
    </>
  );
}
