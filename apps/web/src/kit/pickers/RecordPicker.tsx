/**
 * A picker over a resource's paged list (`<base>/list`, the search text matched as contains):
 * its dialog (TablePickerDialog) and its field. The role and position pickers are two of these.
 */
import { wrapSearchValue, type LocalizedText } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import type { Api } from "../../data/api";
import { PickerField, type PickerDialogHooks, type PickerFieldProps } from "./PickerField";
import { TablePickerDialog, type PickerColumn, type PickerPage, type PickerSearchField, type PickerSort } from "./TablePickerDialog";
import type { LabelResolver } from "./usePickedLabels";

/** Width of the record pickers' dialogs. */
export const RECORD_PICKER_WIDTH = 800;

export interface RecordPickerConfig<R> {
  title: LocalizedText;
  /** data-testid of the dialog, and of the field (`<testId>-<name>`). */
  testId: string;
  /** The list call, e.g. /sys/role/list. */
  list: string;
  /** The one search field (a `like` field of the list). */
  search: PickerSearchField;
  columns: readonly PickerColumn<R>[];
  /** What the field stores of a record, and what it shows. */
  rowKey: (row: R) => string;
  rowLabel: (row: R) => string;
  /** Labels of stored keys. */
  resolve: LabelResolver;
  /** Several records unless the field says (default one). */
  multi?: boolean;
  /** What onPick gets of a chosen record (default: nothing but its key). */
  returns?: (row: R) => Readonly<Record<string, unknown>>;
}

export interface RecordPickerProps extends PickerFieldProps {
  multi?: boolean;
}

export function recordPicker<R>(config: RecordPickerConfig<R>) {
  const search = [config.search];
  const source = ["records", config.list];
  const load = (api: Api, typed: Readonly<Record<string, string>>, page: { pageNo: number; pageSize: number }, _sort: PickerSort, signal: AbortSignal) => {
    const text = typed[config.search.key];
    return api.generic.get<PickerPage<R>>(config.list, { ...page, ...(text ? { [config.search.key]: wrapSearchValue("like", text) } : {}) }, signal);
  };

  function Dialog({ multi, ...hooks }: PickerDialogHooks & { multi: boolean }) {
    const { tx } = useI18n();
    return (
      <TablePickerDialog<R>
        title={tx(config.title)}
        width={RECORD_PICKER_WIDTH}
        testId={config.testId}
        multi={multi}
        rowKey={config.rowKey}
        rowLabel={config.rowLabel}
        columns={config.columns}
        search={search}
        source={source}
        load={load}
        {...hooks}
      />
    );
  }

  function Field({ multi = config.multi ?? false, ...field }: RecordPickerProps) {
    const { tx } = useI18n();
    return <PickerField field={field} returns={config.returns} title={tx(config.title)} resolve={config.resolve} testId={config.testId} dialog={(hooks) => <Dialog multi={multi} {...hooks} />} />;
  }

  return { Dialog, Field };
}
