/**
 * Gallery: validate-all over editable grids in tabs (kit/grid GridTabs, issue #8, widgets.md §5):
 * 订单明细 and 收货人, each a grid with required rules; 校验全部 validates both, activates the
 * first invalid one's tab with its failed cell, and shows the result (index, pane, error map).
 */
import { Button, Stack } from "@chakra-ui/react";
import type { GridRow } from "@qt/machines";
import { useMemo, useRef, useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { EditableGrid } from "../../../../kit/grid/EditableGrid";
import { GridTabs, type GridPane, type GridTabsHandle } from "../../../../kit/grid/GridTabs";
import type { GridColumn } from "../../../../kit/grid/types";
import { l } from "../../../../kit/list/types";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "grid-tabs", title: l("可编辑表格：多表校验", "Editable grids: validate all"), order: 73 };

const ORDER_COLUMNS: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "product", title: l("商品", "Product"), type: "input", validateRules: [{ required: true }] },
  { key: "quantity", title: l("数量", "Quantity"), type: "inputNumber", validateRules: [{ required: true }] },
];
const ORDER_ROWS: readonly GridRow[] = [
  { id: "o1", product: "键盘", quantity: 2 },
  { id: "o2", product: "鼠标", quantity: 1 },
];

const RECEIVER_COLUMNS: readonly GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "name", title: l("收货人", "Receiver"), type: "input", validateRules: [{ required: true }] },
  { key: "phone", title: l("电话", "Phone"), type: "input", validateRules: [{ required: true }, { pattern: "m" }] },
];
const RECEIVER_ROWS: readonly GridRow[] = [
  { id: "c1", name: "张三", phone: "13800000000" },
  { id: "c2", name: "李四", phone: "" },
];

/** The result as the demo shows it: the error map's messages in this language. */
type Shown = { valid: true } | { valid: false; index: number; pane: string; errors: Record<string, Record<string, string>> } | null;

export default function GridTabsGallery() {
  const { tx } = useI18n();
  const tabs = useRef<GridTabsHandle>(null);
  const [orders, setOrders] = useState<readonly GridRow[]>(ORDER_ROWS);
  const [receivers, setReceivers] = useState<readonly GridRow[]>(RECEIVER_ROWS);
  const [result, setResult] = useState<Shown>(null);
  const panes = useMemo<GridPane[]>(
    () => [
      {
        value: "orders",
        title: l("订单明细", "Order lines"),
        grid: (ref) => <EditableGrid ref={ref} columns={ORDER_COLUMNS} value={orders} onChange={setOrders} label={l("订单明细", "Order lines")} data-testid="grid-tabs-orders" maxHeight={260} />,
      },
      {
        value: "receivers",
        title: l("收货人", "Receivers"),
        grid: (ref) => <EditableGrid ref={ref} columns={RECEIVER_COLUMNS} value={receivers} onChange={setReceivers} label={l("收货人", "Receivers")} data-testid="grid-tabs-receivers" maxHeight={260} />,
      },
    ],
    [orders, receivers],
  );
  const validateAll = () => {
    const r = tabs.current?.validateAll();
    if (!r) return;
    setResult(
      r.valid
        ? r
        : {
            valid: false,
            index: r.index,
            pane: r.pane,
            errors: Object.fromEntries([...r.errors].map(([rowId, cells]) => [rowId, Object.fromEntries(Object.entries(cells).map(([key, message]) => [key, tx(message)]))])),
          },
    );
  };
  return (
    <GallerySection meta={section}>
      <Demo id="grid-tabs" title={l("两个表格，一次校验", "Two grids, one validation")} value={result}>
        <Stack gap="3">
          <GridTabs ref={tabs} panes={panes} data-testid="grid-tabs" />
          <Button size="sm" alignSelf="start" onClick={validateAll} data-testid="grid-tabs-validate">
            {tx(l("校验全部", "Validate all"))}
          </Button>
        </Stack>
      </Demo>
    </GallerySection>
  );
}
