/**
 * 字段权限 of a form (issue #20): a role chosen, each field of the form set to 可编辑 (no rule),
 * 只读 or 隐藏 for it; saved as the role's rules in one call. The engine's fields (id, audit
 * columns) and a sub table's link are not offered: no rule may take them. The server enforces the
 * rules on every data call; it refuses hiding a required field without a default, in its words.
 */
import { Field, NativeSelect, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import type { OnlineFieldAuthMode } from "@qt/openapi/rules";
import { useEffect, useMemo, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
import { useLoad } from "../../../data/query";
import type { Row } from "../../../kit/list/types";
import { ModalDialog } from "../../../kit/overlay/ModalDialog";
import { Refusal, useDialogCall } from "./form-dialogs";

/** The engine's columns: no rule may take them. */
const SYSTEM_FIELDS = new Set(["id", "create_by", "create_time", "update_by", "update_time", "sys_org_code", "tenant_id"]);

type Choice = "" | OnlineFieldAuthMode;

export function FieldAuthDialog({ record, onClose }: { record: Row; onClose: () => void }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const code = String(record.id);
  const roles = useLoad(["online", "roles"], (api, signal) => api.system.onlineForms.roles(signal));
  const fields = useLoad(["online", "fields", code], (api, signal) => api.system.onlineForms.fields(code, signal));
  const [roleId, setRoleId] = useState("");
  const rules = useLoad(["online", "fieldAuth", code, roleId], (api, signal) => api.system.onlineForms.fieldAuth(code, roleId, signal), { enabled: !!roleId });
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  // a role's stored rules become the choices shown
  useEffect(() => {
    if (rules.data) setChoices(Object.fromEntries(rules.data.map((r) => [r.fieldName, r.mode])));
  }, [rules.data]);
  const offered = useMemo(
    () => (fields.data ?? []).flatMap((f) => (f.dbFieldName && !SYSTEM_FIELDS.has(f.dbFieldName) && !f.mainTable ? [{ name: f.dbFieldName, label: `${f.dbFieldTxt || f.dbFieldName}（${f.dbFieldName}）` }] : [])),
    [fields.data],
  );
  const { busy, refusal, run } = useDialogCall();
  const submit = () => {
    const list = offered.flatMap((f) => (choices[f.name] ? [{ fieldName: f.name, mode: choices[f.name] as OnlineFieldAuthMode }] : []));
    void run(() => calls.saveFieldAuth(code, roleId, list), "onlineForm.auth.saved", onClose);
  };

  return (
    <ModalDialog title={t("onlineForm.auth.title", { table: String(record.tableName ?? "") })} width={720} onClose={onClose} onSubmit={submit} busy={busy} okDisabled={!roleId} okTestId="field-auth-ok" testId="field-auth">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t("onlineForm.auth.role")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="roleId" value={roleId} onChange={(e) => setRoleId(e.currentTarget.value)}>
              <option value="">{t("onlineForm.choose")}</option>
              {(roles.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {r.roleName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t("onlineForm.auth.help")}</Field.HelperText>
        </Field.Root>
        {!roleId ? null : rules.loading || fields.loading ? (
          <Spinner size="sm" aria-label={t("kit.loading")} />
        ) : (
          <Table.Root size="sm" variant="outline" data-testid="field-auth-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("onlineForm.auth.field")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("onlineForm.auth.access")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {offered.map(({ name, label }) => {
                return (
                  <Table.Row key={name} data-field={name}>
                    <Table.Cell>
                      <Text>{label}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <NativeSelect.Root size="xs">
                        <NativeSelect.Field aria-label={label} value={choices[name] ?? ""} onChange={(e) => setChoices((c) => ({ ...c, [name]: e.currentTarget.value as Choice }))}>
                          <option value="">{t("onlineForm.auth.editable")}</option>
                          <option value="readonly">{t("onlineForm.auth.readonly")}</option>
                          <option value="hidden">{t("onlineForm.auth.hidden")}</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <Refusal text={refusal} />
    </ModalDialog>
  );
}
