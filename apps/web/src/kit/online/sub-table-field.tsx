/**
 * A master's sub table as one field of its record form (the tab and inner-table pages, issue #20):
 * a one-to-many table edited in the editable grid, a one-to-one table as the fields of its one
 * row. Editing a record reads its sub rows first; the form sends them with the master in one call
 * (the server saves them as differences: rows kept by id are updated, new rows added, missing
 * rows deleted). 详情 shows the rows read-only.
 */
import { Box, Field, Grid, Spinner } from "@chakra-ui/react";
import { onlineGridColumns, subRowsForSave, subRowsRule, type OnlineSubTable } from "@qt/machines";
import { useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useI18n } from "../../app/i18n";
import { useLoad } from "../../data/query";
import { FieldControl } from "../form/FieldControl";
import { EditableGrid } from "../grid/EditableGrid";
import type { GridColumn } from "../grid/types";
import type { CustomControlProps, FormField, Row } from "../list/types";
import { onlineFormFields } from "./online-list-def";
import { InlineSubRows } from "./SubTables";

type Rows = readonly Row[];

/** The sub rows stored for the record being edited (none when adding). */
function useStoredRows(sub: OnlineSubTable, record: Row | null) {
  const id = record?.id ? String(record.id) : "";
  const loaded = useLoad(["online-sub-rows", sub.table, id], (api, signal) => api.onlineForms.subRows(sub.table, id, signal), { enabled: !!id });
  return { rows: id ? loaded.data : [], loading: !!id && loaded.loading };
}

function subControl(sub: OnlineSubTable): ComponentType<CustomControlProps> {
  const columns = onlineGridColumns(sub) as GridColumn[];
  const fields = onlineFormFields(sub.fields);
  function SubTableControl({ value, onChange, record, readOnly }: CustomControlProps) {
    const { tx } = useI18n();
    const stored = useStoredRows(sub, record);
    const storedIds = useMemo(() => new Set((stored.rows ?? []).map((r) => String(r.id))), [stored.rows]);
    // the rows shown: those typed so far, else the stored ones once read
    const [rows, setRows] = useState<Rows | null>(Array.isArray(value) ? (value as Rows) : null);
    const shown = rows ?? stored.rows ?? null;
    const report = useRef(onChange);
    report.current = onChange;
    const change = (next: Rows) => {
      setRows(next);
      report.current(subRowsForSave(next, storedIds));
    };
    useEffect(() => {
      if (rows === null && stored.rows) setRows(stored.rows);
    }, [rows, stored.rows]);
    if (!shown) return <Spinner size="sm" />;
    if (sub.oneToOne) {
      const row = shown[0] ?? {};
      const set = (key: string, v: unknown) => change([{ ...row, [key]: v }]);
      return (
        <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="3" data-testid="sub-one" data-table={sub.table}>
          {fields.map((f) => (
            <Field.Root key={f.key}>
              <Field.Label>{tx(f.label)}</Field.Label>
              {f.control ? (
                <f.control name={`${sub.table}.${f.key}`} value={row[f.key]} onChange={(v) => set(f.key, v)} record={record} readOnly={readOnly || !!f.readOnly} />
              ) : (
                <FieldControl kind={f.kind ?? "text"} name={`${sub.table}.${f.key}`} value={row[f.key]} onChange={(v) => set(f.key, v)} dictCode={f.dictCode} readOnly={readOnly || !!f.readOnly} />
              )}
            </Field.Root>
          ))}
        </Grid>
      );
    }
    return (
      // Enter in a cell commits it: it does not submit the record's form (an input's implicit submission)
      <Box data-testid="sub-grid" data-table={sub.table} onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}>
        <EditableGrid columns={columns} value={shown} onChange={change} label={sub.title} disabled={readOnly} rowActions maxHeight={320} data-testid={`sub-grid-${sub.table}`} />
      </Box>
    );
  }
  SubTableControl.displayName = `SubTable(${sub.table})`;
  return SubTableControl;
}

/** A sub table as a form field: in a tab of its own (the tab page) or below the master's fields. */
export function subTableField(sub: OnlineSubTable, inTab: boolean): FormField {
  const label = sub.title;
  return {
    key: sub.table,
    label,
    control: subControl(sub),
    wide: true,
    ...(inTab ? { tab: label } : {}),
    rules: [subRowsRule(sub)],
    detail: ({ record }) => <InlineSubRows subs={[sub]} master={record} />,
  };
}
