/**
 * The business component picker (widgets.md §2, §9): an input with the chosen records' names and
 * a 选择 button opening '<name>选择' (900 wide) over a list url, searched by name, 5 rows a page
 * (5/10/20/30), cells cut at 12 characters; one record or several. The field stores the records'
 * `valueKey` (comma-joined) and shows their `displayKey`; a stored value's names come from a table
 * dictionary (`labelDict`, `table,text,code`).
 */
import { wrapSearchValue, type LocalizedText } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { Ellipsis } from "../ellipsis/Ellipsis";
import type { Row } from "../list/types";
import { PickerField, type PickerFieldProps } from "../pickers/PickerField";
import { TablePickerDialog, type PickerColumn, type PickerPage } from "../pickers/TablePickerDialog";
import { dictLabels } from "../pickers/usePickedLabels";
import { POPUP_TEXTS } from "./texts";

export const BIZ_PICKER_WIDTH = 900;
export const BIZ_PAGE_SIZES = [5, 10, 20, 30] as const;
export const BIZ_ELLIPSIS = 12;

export interface BizPickerProps extends PickerFieldProps {
  /** The component's name: the dialog is titled '<name>选择'. */
  componentName: LocalizedText;
  /** The list call (paged: pageNo, pageSize; answers records and total). */
  listUrl: string;
  columns: readonly { key: string; title: LocalizedText }[];
  /** The name search: the list's parameter (searched as 'contains') and its label. */
  search: { key: string; label: LocalizedText };
  /** What is stored of a record (default id). */
  valueKey?: string;
  /** What the input shows of a record. */
  displayKey: string;
  /** A table dictionary naming stored values (`sys_dict,dict_name,dict_code`). */
  labelDict: string;
  multi?: boolean;
}

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));

export function BizPicker({ componentName, listUrl, columns, search, valueKey = "id", displayKey, labelDict, multi = false, ...field }: BizPickerProps) {
  const { tx } = useI18n();
  const title = tx({ "zh-CN": `${componentName["zh-CN"]}选择`, "en-US": `Select ${componentName["en-US"]}` });
  const tableColumns: PickerColumn<Row>[] = columns.map((c) => ({ ...c, render: (row) => <Ellipsis text={text(row[c.key])} length={BIZ_ELLIPSIS} /> }));
  return (
    <PickerField
      field={field}
      title={title}
      chooseText={tx(POPUP_TEXTS.choose)}
      resolve={dictLabels(labelDict)}
      testId="biz-picker"
      dialog={(hooks) => (
        <TablePickerDialog<Row>
          title={title}
          width={BIZ_PICKER_WIDTH}
          testId="biz-picker"
          multi={multi}
          rowKey={(row) => text(row[valueKey])}
          rowLabel={(row) => text(row[displayKey])}
          columns={tableColumns}
          search={[search]}
          source={["records", listUrl]}
          load={(api, typed, page, _sort, signal) => {
            const name = typed[search.key];
            return api.generic.get<PickerPage<Row>>(listUrl, { ...page, ...(name ? { [search.key]: wrapSearchValue("like", name) } : {}) }, signal);
          }}
          pageSizes={BIZ_PAGE_SIZES}
          {...hooks}
        />
      )}
    />
  );
}
