/**
 * 新增 / 编辑 / 详情 of a list page (widgets.md §2): a modal (800 wide unless declared) with a
 * fullscreen toggle that starts off each time it opens, destroyed on close. Add and edit validate
 * with the contract's rules (required, maximum length), the declared ones and the duplicate check;
 * a refusal keeps everything typed. 详情 shows the record read-only in 1–4 columns (default 3).
 * What is typed is kept as a draft (page-state.ts) until the form is saved or closed.
 */
import { Button, Dialog, Field, Grid } from "@chakra-ui/react";
import { allErrors, isEmpty, requiredRule, textOf, type FieldRule, type LocalizedText } from "@qt/machines";
import { columns as contractColumns, type FieldDef } from "@qt/openapi/build";
import { checkDuplicate, plainPost, plainPut } from "@qt/sdk";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { client } from "../../app/services";
import { CHOICE_KINDS, FieldControl, type ControlKind } from "../form/FieldControl";
import { FullscreenModal } from "../overlay/FullscreenModal";
import { DetailList, type DetailItem } from "../widgets/DetailList";
import { valueText } from "./values";
import { pageState, type StoredForm } from "./page-state";
import type { FormField, ListPageDef, Row } from "./types";

export function formKind(field: FormField, contract: FieldDef | undefined): ControlKind {
  if (field.kind) return field.kind;
  if (contract?.dict || field.dictCode) return "dict";
  if (contract?.kind === "integer" || contract?.kind === "number" || contract?.kind === "money") return "number";
  if (contract?.kind === "date") return "date";
  if (contract?.kind === "datetime") return "datetime";
  if (contract?.kind === "text") return "textarea";
  return "text";
}

/** The wire's money: at most 12 digits and 2 decimals (the contract's pattern). */
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;

/** The field's rules: required and maximum length from the contract, then the declared ones. */
export function fieldRules(field: FormField, contract: FieldDef | undefined, kind: ControlKind): FieldRule[] {
  const rules: FieldRule[] = [];
  if (contract?.required) {
    const choose = CHOICE_KINDS.has(kind);
    const message: LocalizedText = {
      "zh-CN": `${choose ? "请选择" : "请输入"}${field.label["zh-CN"]}!`,
      "en-US": `Please ${choose ? "choose" : "enter"} ${field.label["en-US"].toLowerCase()}!`,
    };
    rules.push(requiredRule(message, choose ? "change" : "blur"));
  }
  if (contract?.kind === "money") rules.push({ message: textOf("rule.grid.money"), trigger: "change", test: (v) => isEmpty(v) || MONEY.test(String(v)) });
  const max = contract?.maxLength;
  if (max) rules.push({ message: textOf("rule.maxLength", { n: max }), trigger: "change", test: (v) => isEmpty(v) || Array.from(String(v)).length <= max });
  return [...rules, ...(field.rules ?? [])];
}

export interface RecordModalProps {
  def: ListPageDef;
  pageKey: string;
  form: StoredForm;
  onClose: () => void;
  onSaved: () => void;
}

export function RecordModal({ def, pageKey, form, onClose, onSaved }: RecordModalProps) {
  const { t, tx } = useI18n();
  const contract = contractColumns(def.resource);
  const [values, setValues] = useState<Record<string, unknown>>(form.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const readOnly = form.mode === "detail";
  const fields = def.form.filter((f) => !f.detailOnly && (form.mode === "add" || !f.addOnly) && (f.visible?.(values) ?? true));
  const recordId = form.record?.id ? String(form.record.id) : null;

  // The draft follows every change (survives tab switches and reloads) until saved or closed.
  useEffect(() => {
    if (!readOnly) pageState.saveForm(pageKey, { ...form, values });
  }, [values, pageKey, form, readOnly]);
  const close = () => {
    pageState.saveForm(pageKey, null);
    onClose();
  };

  const localErrors = (key: string, value: unknown): string | null => {
    const field = fields.find((f) => f.key === key)!;
    const first = allErrors(fieldRules(field, contract[key], formKind(field, contract[key])), value)[0];
    return first ? tx(first) : null;
  };
  const checks = useRef(new Map<string, Promise<string | null>>());
  const remoteError = (key: string, value: unknown): Promise<string | null> => {
    const field = fields.find((f) => f.key === key)!;
    if (!field.unique || isEmpty(value)) return Promise.resolve(null);
    const check = checkDuplicate(client, { tableName: def.resource.table, fieldName: key, fieldVal: String(value), dataId: recordId }).then((v) => (v.valid ? null : v.message));
    checks.current.set(key, check);
    return check;
  };
  const validate = async (key: string, value: unknown) => {
    const error = localErrors(key, value) ?? (await remoteError(key, value));
    setErrors((e) => {
      const next = { ...e };
      if (error) next[key] = error;
      else delete next[key];
      return next;
    });
    return error;
  };
  const set = (key: string, value: unknown) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) void validate(key, value);
  };
  const setMany = (partial: Readonly<Record<string, unknown>>) => {
    for (const [key, value] of Object.entries(partial)) set(key, value);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || busy) return;
    const editable = fields.filter((f) => !(form.mode === "edit" && f.readOnlyOnEdit));
    const found = await Promise.all(editable.map((f) => validate(f.key, values[f.key])));
    if (found.some(Boolean)) return;
    setBusy(true);
    // a sub-list's fixed parameters are the record's too (an item's dictId, required on edit as well)
    const body: Record<string, unknown> = { ...def.fixedQuery };
    // read-only fields go back as they were read (the server checks the record whole)
    for (const f of fields) {
      // a page's own control that was not touched (or has not loaded the record's value yet) is left
      // alone, unless the contract asks for the field with every edit
      if (form.mode === "edit" && f.control && !contract[f.key]?.required && sameValue(values[f.key], initialValue(form.record, f.key))) continue;
      const value = wireValue(contract[f.key], values[f.key]);
      if (value !== undefined) body[f.key] = value;
    }
    const outcome =
      form.mode === "add"
        ? await plainPost(client, def.calls?.add?.url ?? `${def.resource.base}/add`, body)
        : // the record's id and version (optimistic locking) go back with the changes
          await plainPut(client, def.calls?.edit?.url ?? `${def.resource.base}/edit`, { ...lockOf(form.record ?? {}), ...body });
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("kit.saved"));
      pageState.saveForm(pageKey, null);
      onSaved();
    } else if (outcome.error.kind === "business") {
      // HTTP failures are the SDK's to show; either way what was typed stays
      notify("warning", outcome.error.message);
    }
  };

  const title = form.mode === "add" ? t("kit.add") : form.mode === "edit" ? t("kit.edit") : t("kit.detail");
  return (
    <FullscreenModal onClose={close} width={def.modalWidth ?? 800} testId="record-modal" data={{ "data-mode": form.mode }}>
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: "contents" }}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body overflowY="auto">
          {readOnly ? (
            <RecordDetail def={def} record={form.record ?? {}} />
          ) : (
            <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
              {fields.map((field) => {
                const kind = formKind(field, contract[field.key]);
                const fixed = form.mode === "edit" && !!field.readOnlyOnEdit;
                return (
                  <Field.Root key={field.key} invalid={!!errors[field.key]} required={!!contract[field.key]?.required} gridColumn={kind === "textarea" || field.wide ? "1 / -1" : undefined}>
                    <Field.Label>{tx(field.label)}</Field.Label>
                    {field.control ? (
                      // rendered as a component (its own hooks), not called as a function
                      <field.control name={field.key} value={values[field.key]} onChange={(v: unknown) => set(field.key, v)} setValues={setMany} record={form.record} readOnly={fixed} />
                    ) : (
                    <FieldControl
                      kind={kind}
                      name={field.key}
                      value={values[field.key]}
                      onChange={(v) => set(field.key, v)}
                      onBlur={() => void validate(field.key, values[field.key])}
                      dictCode={field.dictCode ?? contract[field.key]?.dict}
                      readOnly={fixed}
                      placeholder={field.placeholder ? tx(field.placeholder) : undefined}
                    />
                    )}
                    <Field.ErrorText>{errors[field.key]}</Field.ErrorText>
                  </Field.Root>
                );
              })}
            </Grid>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {/* no blur on pressing it: a field's blur check would show its message and move the button away before the click lands */}
          <Button variant="outline" type="button" onMouseDown={(e) => e.preventDefault()} onClick={close}>
            {readOnly ? t("app.close") : t("app.cancel")}
          </Button>
          {readOnly ? null : (
            <Button type="submit" colorPalette="brand" loading={busy} data-testid="record-submit">
              {t("app.ok")}
            </Button>
          )}
        </Dialog.Footer>
      </form>
    </FullscreenModal>
  );
}

/**
 * A form value as the contract takes it: numbers for numeric fields (dictionary selects and radios
 * give their values as text), money as its exact decimal text, an empty value as null where the field may be null and left out
 * otherwise (the server keeps or defaults it).
 */
export function wireValue(field: FieldDef | undefined, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return field?.nullable ? null : undefined;
  if (field?.kind === "money") return String(value).trim();
  const numeric = field?.kind === "integer" || field?.kind === "number";
  if (numeric && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** A form field's starting value: the record's (null when adding or absent). */
export function initialValue(record: Row | null, key: string): unknown {
  return record?.[key] ?? null;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What identifies the version an edit was made on: the id and `version` (business resources) or
 * the `updateTime` read (null for a record never edited), so the server refuses a stale edit.
 */
function lockOf(row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  if (row.version !== undefined && row.version !== null) out.version = row.version;
  else if ("updateTime" in row) out.updateTime = row.updateTime ?? null;
  return out;
}

/** 详情: the record's fields in the detail-list layout (1 to 4 columns, default 3), dictionary texts shown. */
export function RecordDetail({ def, record }: { def: ListPageDef; record: Row }) {
  const { tx } = useI18n();
  const contract = contractColumns(def.resource);
  const fields = def.form.filter((f) => !f.addOnly && formKind(f, contract[f.key]) !== "password");
  const items: DetailItem[] = fields.map((field) => {
    const text = valueText(contract[field.key], record, field.key);
    const value = field.detail ? <field.detail value={record[field.key]} record={record} /> : text === "" ? null : text;
    return { key: field.key, label: tx(field.label), value, wide: !!field.detail };
  });
  return <DetailList items={items} columns={def.detailColumns} />;
}
