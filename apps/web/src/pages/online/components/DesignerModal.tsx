/**
 * The form designer's dialog (新增 / 编辑, JeecgBoot's 表单开发 modal): the head's properties above
 * (table name — the shared rules and 表名已存在 from checkOnlyTable as it is left —, description,
 * table type with a sub table's relation and order, tree settings, form layout, list options, a
 * master's theme, id type) and the fields in the editable grid below, split into JeecgBoot's tabs
 * over the same rows (数据库属性 adds, deletes and moves rows; the others edit their properties),
 * plus the index grid. 确定 runs the shared definition check first (rules/online-definition.ts:
 * its problems listed, the first one's tab shown) and then saves the whole definition in one call
 * (api/addAll, api/editAll); the server's refusal is shown as it says it, and the dialog stays.
 * A copy view edits its page settings only: its table and columns are its original's.
 */
import { Box, Button, Center, Dialog, Field, Flex, Grid, Input, NativeSelect, Spinner, Stack, Tabs, Text } from "@chakra-ui/react";
import {
  checkDesigner,
  defaultFieldRows,
  definitionBody,
  DESIGNER_TABS,
  fieldNames,
  fieldRowOf,
  headOf,
  headProblems,
  indexRowOf,
  mergeRows,
  NEW_HEAD,
  TAB_KEYS,
  tabOf,
  type DesignerHead,
  type DesignerRow,
  type DesignerTab,
} from "@qt/machines";
import type { OnlineDefinitionProblem } from "@qt/openapi/rules";
import { useMemo, useRef, useState, type ReactNode } from "react";
import { useI18n, type TextId } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import type { OnlineDefinitionBody } from "../../../data/system/onlineForms";
import { useLoad } from "../../../data/query";
import { EditableGrid } from "../../../kit/grid/EditableGrid";
import type { Row } from "../../../kit/list/types";
import { FullscreenModal } from "../../../kit/overlay/FullscreenModal";
import { designerColumns, indexColumns } from "./designer-columns";

export interface DesignerModalProps {
  /** The form edited (a row of the head list), or null for 新增. */
  record: Row | null;
  onClose: () => void;
  /** Saved: the list reloads. */
  onSaved: () => void;
}

export function DesignerModal({ record, onClose, onSaved }: DesignerModalProps) {
  const { t } = useI18n();
  const id = record ? String(record.id) : "";
  const fields = useLoad(["online", "designer", "fields", id], (api, signal) => api.system.onlineForms.fields(id, signal), { enabled: id !== "" });
  const indexes = useLoad(["online", "designer", "indexes", id], (api, signal) => api.system.onlineForms.indexes(id, signal), { enabled: id !== "" });
  const loaded = record === null || (fields.data !== undefined && indexes.data !== undefined);
  const failed = record !== null && (fields.error || indexes.error);

  const title = record ? t("onlineForm.editTitle", { table: String(record.tableName ?? "") }) : t("onlineForm.addTitle");
  return (
    <FullscreenModal onClose={onClose} width={1200} dismissible={false} testId="online-designer">
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      {loaded ? (
        <DesignerForm
          record={record}
          fields={record ? (fields.data ?? []).map((f) => fieldRowOf(f as Row)) : defaultFieldRows()}
          indexes={record ? (indexes.data ?? []).map((i) => indexRowOf(i as Row)) : []}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : (
        <Dialog.Body>
          <Center py="10">
            {failed ? (
              <Stack align="center">
                <Text color="fg.error">{t("onlineForm.loadFailed")}</Text>
                <Button size="sm" variant="outline" onClick={() => (fields.refresh(), indexes.refresh())}>
                  {t("app.retry")}
                </Button>
              </Stack>
            ) : (
              <Spinner aria-label={t("app.loading")} />
            )}
          </Center>
        </Dialog.Body>
      )}
    </FullscreenModal>
  );
}

type FieldTab = Exclude<DesignerTab, "indexes">;

const TAB_TITLES: Readonly<Record<DesignerTab, TextId>> = {
  db: "onlineForm.tab.db",
  page: "onlineForm.tab.page",
  check: "onlineForm.tab.check",
  query: "onlineForm.tab.query",
  foreign: "onlineForm.tab.foreign",
  indexes: "onlineForm.tab.indexes",
};

function DesignerForm({ record, fields, indexes, onClose, onSaved }: { record: Row | null; fields: DesignerRow[]; indexes: DesignerRow[]; onClose: () => void; onSaved: () => void }) {
  const { t, tx } = useI18n();
  const calls = useApi().system.onlineForms;
  const copy = record !== null && Number(record.copyType) === 1;
  const [head, setHead] = useState<DesignerHead>(() => (record ? headOf(record) : NEW_HEAD));
  const set = (key: string, value: unknown) => setHead((h) => ({ ...h, [key]: value }));

  // the rows: one list the tabs' grids edit; each grid is given the rows when its tab shows
  const rowsRef = useRef<DesignerRow[]>(fields);
  const [rows, setRows] = useState<DesignerRow[]>(fields);
  const indexesRef = useRef<DesignerRow[]>(indexes);
  // the saved fields and indexes (a new form's default fields are new rows)
  const saved = useMemo(() => (record ? { fields: fields.map((r) => r.id), indexes: indexes.map((r) => r.id) } : { fields: [], indexes: [] }), [record, fields, indexes]);
  const [tab, setTab] = useState<DesignerTab>("db");
  const [snapshots, setSnapshots] = useState<Record<FieldTab, DesignerRow[]>>(() => ({ db: fields, page: fields, check: fields, query: fields, foreign: fields }));
  const show = (next: DesignerTab) => {
    setTab(next);
    if (next !== "indexes") setSnapshots((s) => (s[next] === rowsRef.current ? s : { ...s, [next]: rowsRef.current }));
  };
  const edited = (pane: FieldTab) => (values: ReadonlyArray<Readonly<Record<string, unknown>>>) => {
    rowsRef.current = mergeRows(rowsRef.current, values, TAB_KEYS[pane], pane === "db");
    setRows(rowsRef.current);
  };

  // the table name another form has (checkOnlyTable as the name is left)
  const [taken, setTaken] = useState<string | null>(null);
  const checkName = async () => {
    const name = String(head.tableName ?? "").trim();
    if (copy || name === "") return;
    const outcome = await calls.checkOnlyTable(name, record ? String(record.id) : undefined);
    if (outcome.ok) setTaken(outcome.result === -1 ? name.toLowerCase() : null);
  };

  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const body = () => definitionBody({ head, fields: rowsRef.current, indexes: indexesRef.current, savedFieldIds: saved.fields, savedIndexIds: saved.indexes });
  const ctx = { tableTaken: (name: string) => taken !== null && taken === name.toLowerCase(), copy };
  const problems: OnlineDefinitionProblem[] = attempted ? checkDesigner(body(), ctx) : [];
  const headError = (key: string) => headProblems(problems, key)[0];

  const save = async () => {
    setAttempted(true);
    setServerError(null);
    const current = body();
    const found = checkDesigner(current, ctx);
    if (found.length > 0) {
      const where = found.map(tabOf).find((x) => x !== null);
      if (where) show(where);
      return;
    }
    setBusy(true);
    const payload = current as unknown as OnlineDefinitionBody;
    const outcome = record ? await calls.editAll(payload) : await calls.addAll(payload);
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("onlineForm.saved"));
      onSaved();
      onClose();
    } else if (outcome.error.kind === "business") setServerError(outcome.error.message);
  };

  // the grids' columns, made once per language (a new column list re-lays a grid out)
  const columns = useMemo(() => {
    const panes = Object.keys(TAB_KEYS) as FieldTab[];
    return { ...(Object.fromEntries(panes.map((p) => [p, designerColumns(p, tx, copy)])) as Record<FieldTab, ReturnType<typeof designerColumns>>), indexes: indexColumns(tx) };
  }, [tx, copy]);
  const names = fieldNames(rows);
  const tableType = Number(head.tableType ?? 1);
  const str = (key: string) => (head[key] === null || head[key] === undefined ? "" : String(head[key]));

  const select = (key: string, label: string, options: ReadonlyArray<readonly [string, string]>, extra: { disabled?: boolean; empty?: string } = {}) => (
    <HeadField label={label} problem={headError(key)} disabled={extra.disabled}>
      <NativeSelect.Root disabled={extra.disabled} size="sm">
        <NativeSelect.Field name={key} value={str(key)} onChange={(e) => set(key, e.currentTarget.value)} data-testid={`designer-${key}`}>
          {extra.empty !== undefined ? <option value="">{extra.empty}</option> : null}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HeadField>
  );
  const yesNo: ReadonlyArray<readonly [string, string]> = [
    ["Y", t("onlineForm.yes")],
    ["N", t("onlineForm.no")],
  ];
  const fieldOptions = names.map((n) => [n, n] as const);

  return (
    <>
      <Dialog.Body>
        <Grid templateColumns={{ base: "1fr", md: "repeat(4, 1fr)" }} gap="3" mb="4" data-testid="designer-head">
          <HeadField label={t("onlineForm.tableName")} problem={headError("tableName")} required>
            <Input
              size="sm"
              name="tableName"
              value={str("tableName")}
              readOnly={copy}
              autoComplete="off"
              onChange={(e) => set("tableName", e.currentTarget.value)}
              onBlur={() => void checkName()}
              data-testid="designer-tableName"
            />
            {taken !== null && taken === str("tableName").trim().toLowerCase() && !attempted ? (
              <Text fontSize="xs" color="fg.error" role="alert">
                {t("onlineForm.tableTaken", { table: str("tableName") })}
              </Text>
            ) : null}
          </HeadField>
          <HeadField label={t("onlineForm.tableTxt")} problem={headError("tableTxt")} required>
            <Input size="sm" name="tableTxt" value={str("tableTxt")} autoComplete="off" onChange={(e) => set("tableTxt", e.currentTarget.value)} data-testid="designer-tableTxt" />
          </HeadField>
          {select(
            "tableType",
            t("onlineForm.tableType"),
            [
              ["1", t("onlineForm.type.1")],
              ["2", t("onlineForm.type.2")],
              ["3", t("onlineForm.type.3")],
            ],
            { disabled: copy },
          )}
          {select("idType", t("onlineForm.idType"), [
            ["UUID", "UUID"],
            ["SEQUENCE", "SEQUENCE"],
          ])}
          {str("idType") === "SEQUENCE" ? (
            <HeadField label={t("onlineForm.idSequence")} problem={headError("idSequence")}>
              <Input size="sm" name="idSequence" value={str("idSequence")} onChange={(e) => set("idSequence", e.currentTarget.value)} />
            </HeadField>
          ) : null}
          {tableType === 3 ? (
            <>
              {select(
                "relationType",
                t("onlineForm.relationType"),
                [
                  ["0", t("onlineForm.relation.0")],
                  ["1", t("onlineForm.relation.1")],
                ],
                { empty: t("onlineForm.choose") },
              )}
              <HeadField label={t("onlineForm.tabOrderNum")} problem={headError("tabOrderNum")}>
                <Input size="sm" type="number" name="tabOrderNum" value={str("tabOrderNum")} onChange={(e) => set("tabOrderNum", e.currentTarget.value === "" ? null : Number(e.currentTarget.value))} />
              </HeadField>
            </>
          ) : null}
          {tableType === 2
            ? select("themeTemplate", t("onlineForm.theme"), [
                ["normal", t("onlineForm.theme.normal")],
                ["erp", t("onlineForm.theme.erp")],
                ["innerTable", t("onlineForm.theme.innerTable")],
                ["tab", t("onlineForm.theme.tab")],
              ])
            : null}
          {select(
            "formTemplate",
            t("onlineForm.formTemplate"),
            (["1", "2", "3", "4"] as const).map((n) => [n, t(`onlineForm.columns.${n}`)] as const),
          )}
          {select("isCheckbox", t("onlineForm.isCheckbox"), yesNo)}
          {select("isPage", t("onlineForm.isPage"), yesNo)}
          {select("scroll", t("onlineForm.scroll"), [
            ["1", t("onlineForm.yes")],
            ["0", t("onlineForm.no")],
          ])}
          {tableType === 1 ? select("isTree", t("onlineForm.isTree"), yesNo) : null}
          {tableType === 1 && str("isTree") === "Y" ? (
            <>
              {select("treeParentIdField", t("onlineForm.treeParentIdField"), fieldOptions, { empty: t("onlineForm.choose") })}
              {select("treeIdField", t("onlineForm.treeIdField"), fieldOptions, { empty: t("onlineForm.choose") })}
              {select("treeFieldname", t("onlineForm.treeFieldname"), fieldOptions, { empty: t("onlineForm.choose") })}
            </>
          ) : null}
        </Grid>

        {problems.length > 0 || serverError ? (
          <Box role="alert" mb="3" px="3" py="2" rounded="md" borderWidth="1px" borderColor="red.muted" bg="red.subtle" data-testid="designer-problems">
            {serverError ? (
              <Text color="red.fg" fontSize="sm" data-testid="designer-server-error">
                {serverError}
              </Text>
            ) : null}
            {problems.slice(0, 8).map((p, i) => (
              <Text key={i} color="red.fg" fontSize="sm">
                {tx(p.message)}
              </Text>
            ))}
            {problems.length > 8 ? (
              <Text color="red.fg" fontSize="sm">
                {t("onlineForm.moreProblems", { n: problems.length - 8 })}
              </Text>
            ) : null}
          </Box>
        ) : null}

        <Tabs.Root value={tab} onValueChange={(e) => show(e.value as DesignerTab)} variant="line" lazyMount={false} unmountOnExit={false} data-testid="designer-tabs">
          <Tabs.List>
            {DESIGNER_TABS.map((pane) => {
              const count = problems.filter((p) => tabOf(p) === pane).length;
              return (
                <Tabs.Trigger key={pane} value={pane} data-testid={`designer-tab-${pane}`}>
                  {t(TAB_TITLES[pane])}
                  {count > 0 ? (
                    <Text as="span" color="fg.error" fontSize="xs" aria-label={t("onlineForm.tabProblems", { n: count })}>
                      ({count})
                    </Text>
                  ) : null}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {(Object.keys(TAB_KEYS) as FieldTab[]).map((pane) => (
            <Tabs.Content key={pane} value={pane} data-testid={`designer-pane-${pane}`}>
              <EditableGrid
                columns={columns[pane]}
                value={snapshots[pane]}
                onChange={edited(pane)}
                label={`${t(TAB_TITLES[pane])}`}
                rowActions={pane === "db" && !copy}
                disabled={pane === "db" && copy}
                tableKey={`online-designer-${pane}`}
                data-testid={`designer-grid-${pane}`}
              />
            </Tabs.Content>
          ))}
          <Tabs.Content value="indexes" data-testid="designer-pane-indexes">
            <EditableGrid
              columns={columns.indexes}
              value={indexes}
              onChange={(values) => void (indexesRef.current = values as DesignerRow[])}
              label={t(TAB_TITLES.indexes)}
              rowActions={!copy}
              disabled={copy}
              tableKey="online-designer-indexes"
              data-testid="designer-grid-indexes"
            />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex gap="2">
          <Button variant="outline" onClick={onClose}>
            {t("app.cancel")}
          </Button>
          <Button colorPalette="brand" loading={busy} onClick={() => void save()} data-testid="designer-save">
            {t("app.ok")}
          </Button>
        </Flex>
      </Dialog.Footer>
    </>
  );
}

function HeadField({ label, problem, required, disabled, children }: { label: string; problem?: OnlineDefinitionProblem; required?: boolean; disabled?: boolean; children: ReactNode }) {
  const { tx } = useI18n();
  return (
    <Field.Root invalid={problem !== undefined} required={required} disabled={disabled}>
      <Field.Label fontSize="sm">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {problem ? <Field.ErrorText>{tx(problem.message)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
