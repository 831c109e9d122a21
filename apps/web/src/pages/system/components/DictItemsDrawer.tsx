/**
 * 字典配置 of 数据字典: one dictionary's items in a right-side drawer (700 wide), a second list-kit
 * instance over sysDictItem with the dictionary's id as fixed query (sent with every list call,
 * set on every add). Items are read in their order (sortOrder ascending).
 */
import { Box } from "@chakra-ui/react";
import { DEFAULT_PAGE_SIZE } from "@qt/machines";
import { sysDictItem } from "@qt/openapi/build";
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { ListPage } from "../../../kit/list/ListPage";
import { pageState } from "../../../kit/list/page-state";
import { localName } from "../../../kit/list/local-name";
import { l, type ListPageDef } from "../../../kit/list/types";
import type { Locale } from "@qt/machines";
import { SideDrawer } from "../../../kit/overlay/SideDrawer";

const TEXT = l("名称", "Name");
const TEXT_EN = l("英文名称", "English name");
const VALUE = l("数据值", "Value");
const DESCRIPTION = l("描述", "Description");
const ORDER = l("排序", "Order");
const STATUS = l("状态", "Status");

/**
 * The item list of dictionary `dictId`; `key` keeps its query and draft apart from other
 * dictionaries'. An item's text shows in the console's language (its English text when it has one).
 */
export function dictItemsPage(dictId: string, key: string, locale: Locale = "zh-CN"): ListPageDef {
  return {
    resource: sysDictItem,
    key,
    fixedQuery: { dictId },
    columns: [
      { key: "itemText", title: TEXT, render: (row) => localName(row, "itemText", locale) },
      { key: "itemValue", title: VALUE },
      { key: "description", title: DESCRIPTION },
      { key: "sortOrder", title: ORDER, width: 80 },
      { key: "status", title: STATUS, width: 80 },
    ],
    search: [
      { key: "itemText", label: TEXT },
      { key: "status", label: STATUS },
    ],
    form: [
      { key: "itemText", label: TEXT },
      { key: "itemTextEn", label: TEXT_EN, placeholder: l("英文界面显示；不填则显示名称", "Shown in English; the name when empty") },
      { key: "itemValue", label: VALUE },
      { key: "sortOrder", label: ORDER },
      // left unchosen, the server's default applies (启用)
      { key: "status", label: STATUS, kind: "radio" },
      { key: "description", label: DESCRIPTION, kind: "textarea" },
    ],
    // a dictionary's items are not imported or exported on their own; the advanced query's
    // non-modal builder would sit outside the drawer's focus trap
    actions: { import: false, export: false },
    superQuery: false,
    detailColumns: 2,
    modalWidth: 640,
  };
}

export interface DictRef {
  id: string;
  dictName: string;
  dictCode: string;
}

export function DictItemsDrawer({ dict, pagePath, onClose }: { dict: DictRef; pagePath: string; onClose: () => void }) {
  const { t, locale } = useI18n();
  const key = `${pagePath}/items/${dict.id}`;
  const def = useMemo(() => {
    // the kit starts on the resource's default column descending; items read in their order
    if (!pageState.query(key)) pageState.saveQuery(key, { search: {}, sort: { column: "sortOrder", order: "asc" }, current: 1, pageSize: DEFAULT_PAGE_SIZE, superQuery: null });
    return dictItemsPage(dict.id, key, locale);
  }, [dict.id, key, locale]);
  return (
    <SideDrawer title={t("dict.items")} subtitle={`${dict.dictName}（${dict.dictCode}）`} width={700} onClose={onClose} bodyProps={{ bg: "bg.subtle" }} data={{ "data-testid": "dict-items-drawer", "data-dict-code": dict.dictCode }}>
      <Box pt="2">
        <ListPage def={def} path={key} />
      </Box>
    </SideDrawer>
  );
}
