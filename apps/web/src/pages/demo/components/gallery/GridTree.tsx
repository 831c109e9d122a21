/**
 * Gallery: the editable grid's tree-table variant and live sync (kit/grid TreeGrid and LiveGrid,
 * issue #8, widgets.md §3 / §4 "Tree-table node", "Live table update", "Reload effect"):
 * - the categories as a tree: children load on expansion from /sys/category/childList (the parent
 *   id under pid), 加载中… meanwhile;
 * - a grid shared live by every page showing this gallery: an edit here appears there with the
 *   reload effect, and a cell being edited there gets the conflict marker.
 */
import type { GridRow } from "@qt/machines";
import { useState } from "react";
import { LiveGrid } from "../../../../kit/grid/LiveGrid";
import { TreeGrid } from "../../../../kit/grid/TreeGrid";
import type { GridColumn } from "../../../../kit/grid/types";
import { l } from "../../../../kit/list/types";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "grid-tree", title: l("树形表格与实时同步", "Tree grid and live sync"), order: 72 };

const TREE_COLUMNS: readonly GridColumn[] = [
  { key: "name", title: l("分类名称", "Category"), type: "input", width: 220 },
  { key: "code", title: l("分类编码", "Code"), type: "input" },
];

const LIVE_COLUMNS: readonly GridColumn[] = [
  { key: "name", title: l("名称", "Name"), type: "input", validateRules: [{ required: true }] },
  { key: "amount", title: l("金额", "Amount"), type: "inputNumber" },
  { key: "note", title: l("备注", "Note"), type: "input" },
];

const LIVE_ROWS: readonly GridRow[] = [
  { id: "1", name: "海报模板", amount: 10, note: "" },
  { id: "2", name: "名片模板", amount: 20, note: "" },
  { id: "3", name: "封面模板", amount: 30, note: "" },
];

/** The key the live grid's pages share. */
const LIVE_SOCKET_KEY = "demo-grid-live";

export default function GridTreeGallery() {
  const [tree, setTree] = useState<readonly GridRow[]>([]);
  const [live, setLive] = useState<readonly GridRow[]>(LIVE_ROWS);
  return (
    <GallerySection meta={section}>
      <Demo id="grid-tree" title={l("树形表格（子节点按需加载）", "Tree grid (children load on demand)")} value={tree.map((row) => row.name)}>
        <TreeGrid
          url="/sys/category/childList"
          queryKey="pid"
          hasChildrenKey="hasChild"
          columns={TREE_COLUMNS}
          onChange={setTree}
          label={l("分类树", "Category tree")}
          data-testid="grid-tree"
        />
      </Demo>
      <Demo id="grid-live" title={l("实时同步（在两个页面中打开本页试试）", "Live sync (open this page in two windows)")} value={live}>
        <LiveGrid socketKey={LIVE_SOCKET_KEY} columns={LIVE_COLUMNS} value={live} onChange={setLive} label={l("实时同步表格", "Live grid")} data-testid="grid-live" />
      </Demo>
    </GallerySection>
  );
}
