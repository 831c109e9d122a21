/**
 * 基本信息 of the selected department: its name, type, order, phone, fax, address and notes,
 * validated with the contract's rules, and its org code (set by the server from the tree) shown
 * read-only. 保存 sends the record whole with the changes; a refusal keeps what was typed.
 */
import { Button, Field, Flex, Grid, Input } from "@chakra-ui/react";
import { allErrors, fieldRules, formKind, type DepartRecord } from "@qt/machines";
import { columns as contractColumns, sysDepart } from "@qt/openapi/build";
import { useState, type FormEvent } from "react";
import { PERMISSIONS } from "@qt/openapi";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { FieldControl } from "../../../kit/form/FieldControl";
import { DEPART_FORM, departEditBody, ORG_CODE } from "./depart-form";

const contract = contractColumns(sysDepart);

const valuesOf = (record: DepartRecord): Record<string, unknown> => Object.fromEntries(DEPART_FORM.map((f) => [f.key, (record as Record<string, unknown>)[f.key] ?? null]));

/** Mount with `key={record.id + record.updateTime}` so that another department (or a fresh read) starts over. */
export function DepartBasicForm({ record, onSaved }: { record: DepartRecord; onSaved: () => void }) {
  const { t, tx } = useI18n();
  const { departs } = useApi().system;
  const canEdit = useHasAuth(PERMISSIONS.system.depart.edit);
  const [values, setValues] = useState(() => valuesOf(record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const errorOf = (key: string, value: unknown): string | null => {
    const field = DEPART_FORM.find((f) => f.key === key)!;
    const first = allErrors(fieldRules(field, contract[key], formKind(field, contract[key])), value)[0];
    return first ? tx(first) : null;
  };
  const validate = (key: string, value: unknown) => {
    const error = errorOf(key, value);
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
    if (errors[key]) validate(key, value);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !canEdit) return;
    if (DEPART_FORM.map((f) => validate(f.key, values[f.key])).some(Boolean)) return;
    setBusy(true);
    const outcome = await departs.edit(departEditBody(record, values));
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("kit.saved"));
      onSaved();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="depart-basic-form">
      <Grid templateColumns={{ base: "1fr", md: "1fr 1fr" }} gap="4">
        <Field.Root gridColumn="1 / -1">
          <Field.Label>{tx(ORG_CODE)}</Field.Label>
          <Input name="orgCode" value={record.orgCode} readOnly variant="subtle" data-testid="depart-org-code" />
        </Field.Root>
        {DEPART_FORM.map((field) => {
          const kind = formKind(field, contract[field.key]);
          return (
            <Field.Root key={field.key} invalid={!!errors[field.key]} required={!!contract[field.key]?.required} gridColumn={kind === "textarea" || kind === "radio" ? "1 / -1" : undefined}>
              <Field.Label>{tx(field.label)}</Field.Label>
              <FieldControl
                kind={kind}
                name={field.key}
                value={values[field.key]}
                onChange={(v) => set(field.key, v)}
                onBlur={() => validate(field.key, values[field.key])}
                dictCode={contract[field.key]?.dict}
                readOnly={!canEdit}
              />
              <Field.ErrorText>{errors[field.key]}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </Grid>
      {canEdit ? (
        <Flex justify="flex-end" mt="4">
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="depart-save">
            {t("depart.save")}
          </Button>
        </Flex>
      ) : null}
    </form>
  );
}
