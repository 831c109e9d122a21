/**
 * 新增 / 编辑 / 详情 of a list page (widgets.md §2): a modal (800 wide unless declared) with a
 * fullscreen toggle that starts off each time it opens, destroyed on close, over a record-form
 * machine (@qt/machines listpage/record-form.ts: open, saving, saved or refused). The fields' kinds,
 * rules and the body sent are the machines' (listpage/form.ts); what is typed is the view's, kept as
 * a draft (page-state.ts) until the form is saved or closed. Add and edit validate with the
 * contract's rules, the declared ones and the duplicate check; a refusal keeps everything typed.
 * 详情 shows the record read-only in 1–4 columns (default 3).
 *
 * `RecordFormModal` runs on a form actor it is given (a list page's controller); `RecordModal`
 * brings its own, for screens that open the form themselves (tree lists, departments, menus).
 */
import { Button, Dialog, Field, Grid, Tabs } from "@chakra-ui/react";
import {
  listUrls,
  allErrors,
  checkedFields,
  createRecordFormMachine,
  fieldRules,
  formBody,
  formKind,
  initialValues,
  isEmpty,
  listPageApi,
  shownFields,
  type RecordFormMachine,
} from "@qt/machines";
import { columns as contractColumns } from "@qt/openapi/build";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import { useI18n } from "../../app/i18n";
import { notifyMessage } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { FieldControl } from "../form/FieldControl";
import { FullscreenModal } from "../overlay/FullscreenModal";
import { DetailList, type DetailItem } from "../widgets/DetailList";
import { valueText } from "./values";
import { pageState, type StoredForm } from "./page-state";
import type { FormField, ListPageDef, Row } from "./types";
import { listSpecOf } from "./list-spec";

export type RecordFormActor = ActorRefFrom<RecordFormMachine>;

/** The machines' view of the declared fields (a page's own control marks the field). */
const fieldDecls = (fields: readonly FormField[]) => fields.map((f) => ({ ...f, ownControl: !!f.control }));

export interface RecordFormModalProps {
  def: ListPageDef;
  pageKey: string;
  actor: RecordFormActor;
  /** The values the form starts with (a restored draft's, the record's, a new child's parent). */
  initial: Record<string, unknown>;
  /** After the form closed (saved or not). */
  onClose?: () => void;
}

/** The open form of `actor` (render it only while the actor is not closed). */
export function RecordFormModal({ def, pageKey, actor, initial, onClose }: RecordFormModalProps) {
  const { t, tx } = useI18n();
  const { api } = useServices();
  const contract = contractColumns(def.resource);
  const { mode, record, saving } = useSelector(
    actor,
    (s) => ({ mode: s.context.mode, record: s.context.record, saving: s.matches("saving") }),
    (a, b) => a.mode === b.mode && a.record === b.record && a.saving === b.saving,
  );
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const readOnly = mode === "detail";
  const fields = shownFields(fieldDecls(def.form), mode, values);
  const recordId = record?.id ? String(record.id) : null;

  // The draft follows every change (survives tab switches and reloads) until saved or closed.
  useEffect(() => {
    if (!readOnly) pageState.saveForm(pageKey, { mode, record, values });
  }, [values, pageKey, mode, record, readOnly]);
  useEffect(() => {
    const saved = actor.on("saved", () => pageState.saveForm(pageKey, null));
    return () => saved.unsubscribe();
  }, [actor, pageKey]);
  const close = () => {
    pageState.saveForm(pageKey, null);
    actor.send({ type: "CLOSE" });
    onClose?.();
  };

  const localError = (key: string, value: unknown): string | null => {
    const field = fields.find((f) => f.key === key)!;
    const first = allErrors(fieldRules(field, contract[key], formKind(field, contract[key])), value)[0];
    return first ? tx(first) : null;
  };
  const checks = useRef(new Map<string, Promise<string | null>>());
  const remoteError = (key: string, value: unknown): Promise<string | null> => {
    const field = fields.find((f) => f.key === key)!;
    if (!field.unique || isEmpty(value)) return Promise.resolve(null);
    const check = api.lists.checkDuplicate({ tableName: def.resource.table, fieldName: key, fieldVal: String(value), dataId: recordId }).then((v) => (v.valid ? null : v.message));
    checks.current.set(key, check);
    return check;
  };
  const validate = async (key: string, value: unknown) => {
    const error = localError(key, value) ?? (await remoteError(key, value));
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
    if (readOnly || saving) return;
    const found = await Promise.all(checkedFields(fields, mode).map((f) => validate(f.key, values[f.key])));
    if (found.some(Boolean)) return;
    actor.send({ type: "SAVE", body: formBody({ resource: def.resource, fields, mode, record, values, ...(def.fixedQuery ? { fixedQuery: def.fixedQuery } : {}) }) });
  };

  const title = mode === "add" ? t("kit.add") : mode === "edit" ? t("kit.edit") : t("kit.detail");
  return (
    <FullscreenModal onClose={close} width={def.modalWidth ?? 800} dismissible={def.modalDismissible ?? true} testId="record-modal" data={{ "data-mode": mode }}>
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: "contents" }}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body overflowY="auto">
          {readOnly ? (
            <RecordDetail def={def} record={record ?? {}} />
          ) : (
            <FieldGroups
              fields={fields}
              main={def.resource.title}
              columns={def.formColumns ?? 2}
              render={(field) => {
                const kind = formKind(field, contract[field.key]);
                const fixed = !!field.readOnly || (mode === "edit" && !!field.readOnlyOnEdit);
                return (
                  <Field.Root key={field.key} invalid={!!errors[field.key]} required={!!contract[field.key]?.required} gridColumn={kind === "textarea" || field.wide ? "1 / -1" : undefined}>
                    <Field.Label>{tx(field.label)}</Field.Label>
                    {field.control ? (
                      // rendered as a component (its own hooks), not called as a function
                      <field.control name={field.key} value={values[field.key]} onChange={(v: unknown) => set(field.key, v)} setValues={setMany} values={values} record={record} readOnly={fixed} />
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
              }}
            />
          )}
        </Dialog.Body>
        <Dialog.Footer>
          {/* no blur on pressing it: a field's blur check would show its message and move the button away before the click lands */}
          <Button variant="outline" type="button" onMouseDown={(e) => e.preventDefault()} onClick={close}>
            {readOnly ? t("app.close") : t("app.cancel")}
          </Button>
          {readOnly ? null : (
            <Button type="submit" colorPalette="brand" loading={saving} data-testid="record-submit">
              {t("app.ok")}
            </Button>
          )}
        </Dialog.Footer>
      </form>
    </FullscreenModal>
  );
}

/**
 * The form's fields in its grid; fields that name a tab (an online master's sub tables) go in
 * tabs after the first one, which holds the others.
 */
function FieldGroups({ fields, main, columns, render }: { fields: readonly FormField[]; main: string; columns: number; render: (field: FormField) => ReactNode }) {
  const { tx } = useI18n();
  const grid = (group: readonly FormField[]) => (
    <Grid templateColumns={{ base: "1fr", md: `repeat(${columns}, minmax(0, 1fr))` }} gap="4">
      {group.map(render)}
    </Grid>
  );
  const tabs = [...new Map(fields.filter((f) => f.tab).map((f) => [tx(f.tab!), f.tab!])).keys()];
  if (!tabs.length) return grid(fields);
  return (
    <Tabs.Root defaultValue="" variant="line" data-testid="record-tabs">
      <Tabs.List>
        <Tabs.Trigger value="">{main}</Tabs.Trigger>
        {tabs.map((title) => (
          <Tabs.Trigger key={title} value={title}>
            {title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="">{grid(fields.filter((f) => !f.tab))}</Tabs.Content>
      {tabs.map((title) => (
        <Tabs.Content key={title} value={title}>
          {grid(fields.filter((f) => f.tab && tx(f.tab) === title))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export interface RecordModalProps {
  def: ListPageDef;
  pageKey: string;
  form: StoredForm;
  onClose: () => void;
  onSaved: () => void;
}

/** The form on a record-form actor of its own, saving to the page's add / edit urls. */
export function RecordModal({ def, pageKey, form, onClose, onSaved }: RecordModalProps) {
  const { client } = useServices();
  const machine = useMemo(() => createRecordFormMachine(listPageApi(client).save), [client]);
  const { add, edit } = listUrls(listSpecOf(def));
  const actor = useActorRef(machine, {
    input: { urls: { ...(add ? { add } : {}), ...(edit ? { edit } : {}) }, open: { mode: form.mode, record: form.record } },
  });
  const latest = useRef({ onSaved });
  latest.current = { onSaved };
  useEffect(() => {
    const subscriptions = [actor.on("notice", notifyMessage), actor.on("saved", () => latest.current.onSaved())];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);
  return <RecordFormModal def={def} pageKey={pageKey} actor={actor} initial={form.values} onClose={onClose} />;
}

/** A form's starting values: the page's restored draft of that form, else the record's. */
export function startingValues(def: ListPageDef, pageKey: string, mode: StoredForm["mode"], record: Row | null): Record<string, unknown> {
  const draft = pageState.form(pageKey);
  return draft && draft.mode === mode ? draft.values : initialValues(def.form, record);
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
