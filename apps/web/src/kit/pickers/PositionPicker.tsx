/**
 * 选择职务: positions from /sys/position/list (paged, searched by name), the rank shown as its
 * dictionary text (postRank_dictText). The field stores position codes (comma-joined, as a user's
 * `post` holds them) and shows their names (echoed through the sys_position table dictionary).
 */
import type { Schemas } from "@qt/openapi";
import { wrapSearchValue } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { client } from "../../app/services";
import { PickerField, type PickerDialogHooks, type PickerFieldProps } from "./PickerField";
import { RECORD_PICKER_WIDTH } from "./RolePicker";
import { TablePickerDialog, type PickerColumn } from "./TablePickerDialog";
import { PICKER_TEXTS } from "./texts";
import { dictLabels } from "./usePickedLabels";

type Position = Schemas["SysPosition"];

const COLUMNS: readonly PickerColumn<Position>[] = [
  { key: "name", title: PICKER_TEXTS.positionName },
  { key: "code", title: PICKER_TEXTS.positionCode },
  { key: "postRank", title: PICKER_TEXTS.positionRank, render: (p) => String(p.postRank_dictText ?? p.postRank ?? "") },
];
const SEARCH = [{ key: "name", label: PICKER_TEXTS.positionName }];
const positionNames = dictLabels("sys_position,name,code");

export function PositionPickerDialog({ multi, ...hooks }: PickerDialogHooks & { multi: boolean }) {
  const { tx } = useI18n();
  return (
    <TablePickerDialog<Position>
      title={tx(PICKER_TEXTS.positionTitle)}
      width={RECORD_PICKER_WIDTH}
      testId="position-picker"
      multi={multi}
      rowKey={(p) => p.code ?? ""}
      rowLabel={(p) => p.name ?? ""}
      columns={COLUMNS}
      search={SEARCH}
      load={async (search, page) => {
        const query = { ...page, ...(search.name ? { name: wrapSearchValue("like", search.name) } : {}) };
        const outcome = await client.unwrap(client.GET("/sys/position/list", { params: { query } }));
        return outcome.ok ? { records: outcome.result.records, total: outcome.result.total } : { records: [], total: 0 };
      }}
      {...hooks}
    />
  );
}

export interface PositionPickerProps extends PickerFieldProps {
  /** Several positions (default one). */
  multi?: boolean;
}

/** The field: position codes comma-joined, names shown; usable as a list-kit form or search control. */
export function PositionPicker({ multi = false, ...field }: PositionPickerProps) {
  const { tx } = useI18n();
  return <PickerField field={field} title={tx(PICKER_TEXTS.positionTitle)} resolve={positionNames} testId="position-picker" dialog={(hooks) => <PositionPickerDialog multi={multi} {...hooks} />} />;
}
