/**
 * 选择职务: positions from /sys/position/list (paged, searched by name), the rank shown as its
 * dictionary text (postRank_dictText). The field stores position codes (comma-joined, as a user's
 * `post` holds them) and shows their names (echoed through the sys_position table dictionary).
 */
import type { Schemas } from "@qt/openapi";
import { recordPicker } from "./RecordPicker";
import { PICKER_TEXTS } from "./texts";
import { dictLabels } from "./usePickedLabels";

type Position = Schemas["SysPosition"];

export const { Dialog: PositionPickerDialog, Field: PositionPicker } = recordPicker<Position>({
  title: PICKER_TEXTS.positionTitle,
  testId: "position-picker",
  list: "/sys/position/list",
  search: { key: "name", label: PICKER_TEXTS.positionName },
  columns: [
    { key: "name", title: PICKER_TEXTS.positionName },
    { key: "code", title: PICKER_TEXTS.positionCode },
    { key: "postRank", title: PICKER_TEXTS.positionRank, render: (p) => String(p.postRank_dictText ?? p.postRank ?? "") },
  ],
  rowKey: (p) => p.code ?? "",
  rowLabel: (p) => p.name ?? "",
  resolve: dictLabels("sys_position,name,code"),
});
