/**
 * The online report popup (widgets.md §2, §4 "Popup modal", §5, §7, §8): a field whose 选择 loads
 * the report's columns, then its query items (both kept 30000 ms), then opens a 1200-wide dialog
 * of the report's rows (searched by the query items, sortable, paged) to choose one (radio) or
 * several (check boxes). 确定 maps the chosen rows' `orgFields` into the host form's `destFields`:
 * this field's own value through `onChange`, the others through `setValues` (the list kit's forms
 * pass it). Without a code or fields, or with unequal counts, it shows why and is disabled; a
 * report that cannot be loaded shows 出错了.
 */
import { Spinner, Stack, Text } from "@chakra-ui/react";
import {
  checkPopupSettings,
  confirmProblem,
  dictTextOf,
  initFailureText,
  initialQuery,
  mapRows,
  POPUP_WIDTH,
  sameText,
  shownQueryItems,
  textOf,
  type ReportConfig,
  type ReportQueryItem,
  type ReportRow,
} from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { Ellipsis } from "../ellipsis/Ellipsis";
import type { WidgetValueProps } from "../form/as-control";
import { l } from "../list/types";
import { PickerInput } from "../pickers/PickerField";
import { TablePickerDialog, type PickerColumn, type PickerSearchField } from "../pickers/TablePickerDialog";
import { POPUP_TEXTS } from "./texts";

export interface ReportPopupProps extends WidgetValueProps {
  /** The report's code (onl_cgreport_head.code). */
  code: string;
  /** Fields of a row, comma separated (`username,realname`). */
  orgFields: string;
  /** Form fields they go into, in the same order (`account,name`). */
  destFields: string;
  /** Which target field this input shows (default its `name`). */
  field?: string;
  /** Several rows, their values joined with `spliter` (default one row). */
  multi?: boolean;
  spliter?: string;
  /** The report's own parameters, sent as `self_<name>`. */
  param?: Readonly<Record<string, unknown>>;
  placeholder?: string;
  "aria-label"?: string;
}

const VIEW_KINDS: Readonly<Record<string, PickerSearchField["kind"]>> = { list: "dict", radio: "dict", date: "date", datetime: "datetime" };

/** The search form: one field per shown query item, two (from / to) for a range. */
function searchFields(items: readonly ReportQueryItem[]): PickerSearchField[] {
  return shownQueryItems(items).flatMap((item): PickerSearchField[] => {
    const kind = item.dictCode || item.view === "date" || item.view === "datetime" ? (VIEW_KINDS[item.view ?? ""] ?? "text") : "text";
    const base = { kind, dictCode: item.dictCode ?? undefined };
    if (item.mode !== "group") return [{ ...base, key: item.field, label: sameText(item.label) }];
    return [
      { ...base, key: `${item.field}_begin`, label: l(`${item.label}开始`, `${item.label} from`) },
      { ...base, key: `${item.field}_end`, label: l(`${item.label}结束`, `${item.label} to`) },
    ];
  });
}

function reportColumns(config: ReportConfig): PickerColumn<ReportRow>[] {
  return config.columns.map((c) => {
    const options = config.dictOptions[c.dataIndex];
    const text = (row: ReportRow) => (options ? dictTextOf(options, row[c.dataIndex]) : String(row[c.dataIndex] ?? ""));
    return { key: c.dataIndex, title: sameText(c.title), sortable: !!c.sorter, render: (row) => <Ellipsis text={text(row)} /> };
  });
}

/** A report's configuration, loaded when its dialog opens (cached 30000 ms by the loader); a failure is the 出错了 dialog. */
export function useReportConfig(code: string) {
  const { pickers } = useApi();
  const [config, setConfig] = useState<ReportConfig | null>(null);
  const [loading, setLoading] = useState(false);
  const open = async (): Promise<boolean> => {
    setLoading(true);
    try {
      setConfig(await pickers.reportConfig(code));
      return true;
    } catch (error) {
      void confirm({ title: textOf("popup.initFailedTitle"), text: initFailureText(error), cancel: false });
      return false;
    } finally {
      setLoading(false);
    }
  };
  return { config, loading, open, close: () => setConfig(null) };
}

export interface ReportPopupDialogProps {
  config: ReportConfig;
  /** orgFields → destFields (checkPopupSettings). */
  pairs: readonly { org: string; dest: string }[];
  multi: boolean;
  spliter?: string;
  param?: Readonly<Record<string, unknown>>;
  /** The target fields' values from the chosen rows (destField → value). */
  onPick: (values: Record<string, string>) => void;
  onClose: () => void;
}

/** The report's rows to choose from (1200 wide): one (radio) or several (check boxes), else 请选择一条记录. */
export function ReportPopupDialog({ config, pairs, multi, spliter, param, onPick, onClose }: ReportPopupDialogProps) {
  const hidden = initialQuery(config.queryItems.filter((i) => i.hidden === "1"));
  const pick = (rows: ReportRow[]) => {
    const problem = confirmProblem(rows.length, multi);
    if (problem) return notify("warning", problem);
    onPick(mapRows(rows, pairs, spliter));
  };
  return (
    <TablePickerDialog<ReportRow>
      title={config.name}
      width={POPUP_WIDTH}
      testId="report-popup"
      multi={multi}
      rowKey={(row) => String(row.id ?? JSON.stringify(row))}
      rowLabel={(row) => String(row[pairs[0]!.org] ?? "")}
      columns={reportColumns(config)}
      search={searchFields(config.queryItems)}
      initialSearch={initialQuery(shownQueryItems(config.queryItems))}
      source={["report", config.id, param]}
      load={async (api, search, page, sort, signal) => {
        const outcome = await api.pickers.reportRows(config.id, { query: { ...hidden, ...search }, dynamic: param, sort, ...page }, signal);
        // a read dropped for a newer one says nothing
        if (!outcome.ok && !signal.aborted) notify("warning", outcome.error.text);
        return outcome;
      }}
      initial={[]}
      onOk={(picked) => pick(picked.map((p) => p.row!))}
      onClose={onClose}
    />
  );
}

export function ReportPopup({ code, orgFields, destFields, field, multi = false, spliter, param, name, value, onChange, setValues, readOnly, placeholder, ...rest }: ReportPopupProps) {
  const { t, tx } = useI18n();
  const report = useReportConfig(code);
  const { config, loading } = report;
  const check = checkPopupSettings({ code, orgFields, destFields });
  const own = field ?? name ?? "";
  const shown = value === null || value === undefined || value === "" ? [] : [String(value)];

  const open = () => {
    if (!check.valid || loading) return;
    void report.open();
  };
  /** Writes the target fields: this one through onChange, the others through the host's setValues. */
  const write = (values: Record<string, string>) => {
    const { [own]: mine, ...others } = values;
    if (Object.keys(others).length > 0) setValues?.(others);
    if (mine !== undefined) onChange(mine);
  };

  return (
    <Stack gap="1" w="full" aria-busy={loading}>
      <PickerInput
        name={name ?? own}
        labels={shown}
        chooseLabel={tx(POPUP_TEXTS.choose)}
        placeholder={placeholder ?? tx(POPUP_TEXTS.placeholder)}
        readOnly={readOnly || loading}
        disabled={!check.valid}
        onOpen={open}
        onClear={() => check.valid && write(mapRows([], check.pairs))}
        aria-label={rest["aria-label"]}
        testId={`report-popup-${own}`}
      />
      {loading ? <Spinner size="xs" aria-label={t("kit.loading")} /> : null}
      {check.valid ? null : (
        <Text role="alert" fontSize="sm" color="fg.error" data-testid="report-popup-problem">
          {tx(check.problem)}
        </Text>
      )}
      {config && check.valid ? (
        <ReportPopupDialog
          config={config}
          pairs={check.pairs}
          multi={multi}
          spliter={spliter}
          param={param}
          onPick={(values) => {
            write(values);
            report.close();
          }}
          onClose={report.close}
        />
      ) : null}
    </Stack>
  );
}
