/**
 * 数据字典 (/isystem/dict): dictionaries through the list kit — name, code, description — with
 * 字典配置 per row (the dictionary's items in a drawer), 表格维护 per row (the items in the editable
 * grid, saved together: components/DictItemsGridDialog) and 刷新缓存 (the server's dictionary cache,
 * then this browser's cached dictionaries replaced). A dictionary has a Chinese name and an English
 * one (英文名称, optional); the list shows the one of the console's language.
 */
import { Button, Flex } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { sysDict } from "@qt/openapi/build";
import { RefreshCw } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { useApi } from "../../app/ServicesContext";
import { refreshDictCacheNotified } from "../../kit/dict/refreshCache";
import { ListPage } from "../../kit/list/ListPage";
import { localName } from "../../kit/list/local-name";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import type { Locale } from "@qt/machines";
import type { PageProps } from "../registry";
import { DictItemsDrawer, type DictRef } from "./components/DictItemsDrawer";
import { RecycleBinButton } from "./components/RecycleBinDialog";

// the grid's chunk loads when 表格维护 opens
const DictItemsGridDialog = lazy(() => import("./components/DictItemsGridDialog").then((m) => ({ default: m.DictItemsGridDialog })));

const NAME = l("字典名称", "Name");
const NAME_EN = l("英文名称", "English name");
const CODE = l("字典编码", "Code");
const DESCRIPTION = l("描述", "Description");

/** 表格维护: the items in the editable grid (with the permission to edit items). */
function ItemsGridButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  if (!useHasAuth(PERMISSIONS.system.dictItem.edit)) return null;
  return (
    <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={onClick} data-testid="dict-items-grid-open">
      {t("dict.itemsGrid")}
    </Button>
  );
}

const BIN_COLUMNS = [
  { key: "dictName", label: NAME },
  { key: "dictCode", label: CODE },
  { key: "description", label: DESCRIPTION },
] as const;

/** 回收站: deleted dictionaries, brought back with their items or removed for good. */
function DictRecycleBin({ reload }: { reload: () => void }) {
  const { t } = useI18n();
  const { dicts } = useApi().system;
  return (
    <RecycleBinButton
      permission={PERMISSIONS.system.dict.recycleBin}
      purgePermission={PERMISSIONS.system.dict.deleteRecycleBin}
      testId="dict-recycle-bin-open"
      title={t("recycleBin.dictTitle")}
      columns={BIN_COLUMNS}
      load={dicts.deleted}
      restore={dicts.restore}
      purge={dicts.purge}
      onChanged={reload}
    />
  );
}

export function dictPage(openItems: (row: Row) => void, itemsLabel: string, openGrid?: (row: Row) => void, locale: Locale = "zh-CN"): ListPageDef {
  return {
    resource: sysDict,
    columns: [
      { key: "dictName", title: NAME, render: (row) => localName(row, "dictName", locale) },
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
      { key: "dictNameEn", label: NAME_EN, placeholder: l("英文界面显示；不填则显示字典名称", "Shown in English; the name when empty") },
      { key: "dictCode", label: CODE, unique: true },
      { key: "description", label: DESCRIPTION, kind: "textarea" },
    ],
    detailColumns: 2,
    modalWidth: 640,
    toolbar: (reload) => <DictRecycleBin reload={reload} />,
    rowActions: (row) => (
      <>
        <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => openItems(row)}>
          {itemsLabel}
        </Button>
        {openGrid ? <ItemsGridButton onClick={() => openGrid(row)} /> : null}
      </>
    ),
  };
}

export default function DictList({ path }: PageProps) {
  const { t, locale } = useI18n();
  const { dicts } = useApi().system;
  const [items, setItems] = useState<DictRef | null>(null);
  const [gridOf, setGridOf] = useState<DictRef | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const itemsLabel = t("dict.items");
  const def = useMemo(() => {
    const ref = (row: Row): DictRef => ({ id: String(row.id), dictName: localName(row, "dictName", locale), dictCode: String(row.dictCode ?? "") });
    return dictPage((row) => setItems(ref(row)), itemsLabel, (row) => setGridOf(ref(row)), locale);
  }, [itemsLabel, locale]);

  const refresh = async () => {
    setRefreshing(true);
    await refreshDictCacheNotified(dicts);
    setRefreshing(false);
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
      {gridOf ? (
        <Suspense fallback={null}>
          <DictItemsGridDialog dict={gridOf} onClose={() => setGridOf(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
