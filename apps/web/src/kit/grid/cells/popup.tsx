/**
 * The popup column (widgets.md §3 popup, §4 "Popup modal"): the cell shows its value; editing it
 * opens the online report's dialog (code: the column's popupCode, or props.code), whose chosen
 * row(s) map `orgFields` onto the row's `destFields` (column props; several cells, one change).
 * A misconfigured column (no code or fields, unequal counts) shows why in a tooltip and does not open.
 */
import { checkPopupSettings, textOfValue } from "@qt/machines";
import { useLayoutEffect } from "react";
import { useI18n } from "../../../app/i18n";
import { ReportPopupDialog, useReportConfig } from "../../popup/ReportPopup";
import type { GridCellProps, GridCellType } from "../types";
import { CellDialog } from "./CellPopup";
import { CellText } from "./CellText";
import { useDialogEdit } from "./useDialogEdit";

const str = (v: unknown) => (typeof v === "string" ? v : "");

function PopupCell(props: GridCellProps) {
  const { value, column, placeholder, setRow } = props;
  const { tx } = useI18n();
  const settings = column.props ?? {};
  const code = column.popupCode ?? str(settings.code);
  const check = checkPopupSettings({ code, orgFields: str(settings.orgFields), destFields: str(settings.destFields) });
  const report = useReportConfig(code);
  const { open, close } = useDialogEdit(props);

  useLayoutEffect(() => {
    if (!open) return;
    if (!check.valid) return close();
    void report.open().then((loaded) => loaded || close());
    // opened once per edit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const end = () => {
    report.close();
    close();
  };
  return (
    <>
      <span className="qt-grid-text" title={check.valid ? undefined : tx(check.problem)} aria-busy={report.loading || undefined}>
        <CellText text={textOfValue(value)} placeholder={placeholder} />
      </span>
      {open && report.config && check.valid ? (
        <CellDialog>
          <ReportPopupDialog
            config={report.config}
            pairs={check.pairs}
            multi={settings.multi === true}
            spliter={str(settings.spliter) || undefined}
            param={settings.param as Record<string, unknown> | undefined}
            onPick={(values) => {
              setRow(values);
              end();
            }}
            onClose={end}
          />
        </CellDialog>
      ) : null}
    </>
  );
}

export const popup: GridCellType = { Cell: PopupCell, ownKeys: true };
