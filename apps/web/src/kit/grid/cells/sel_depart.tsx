/** The department column (widgets.md §3 sel_depart): department ids, names shown, chosen in 选择部门 (one, or several with `multi`). */
import { DepartPickerDialog } from "../../pickers/DepartPicker";
import { departNames } from "../../pickers/useDepartTree";
import type { GridCellProps, GridCellType } from "../types";
import { PickerCell } from "./PickerCell";
import { pickerSettings } from "./settings";

function DepartCell(props: GridCellProps) {
  const { multi } = pickerSettings(props.column);
  return <PickerCell props={props} resolve={departNames} dialog={(args) => <DepartPickerDialog multi={multi} {...args} />} />;
}

export const sel_depart: GridCellType = { Cell: DepartCell, ownKeys: true };
