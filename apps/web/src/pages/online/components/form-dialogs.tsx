/**
 * The form list's small dialogs (issue #20): 添加到菜单 (an optional parent menu — the folders and
 * menus of the menu tree — and the menu's name, the description by default), 删除 (one or several
 * forms: remove the definition and keep the table, or delete the table too — said before it is
 * done), 导入数据库表 (tables of the online schema no form uses yet, imported as forms). Each shows
 * the server's refusal as it says it and stays open.
 */
import { Box, Checkbox, Field, Input, NativeSelect, RadioGroup, Spinner, Stack, Text } from "@chakra-ui/react";
import type { Ok, Outcome } from "@qt/sdk";
import { useMemo, useState } from "react";
import { useI18n, type TextId } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { useLoad } from "../../../data/query";
import type { MenuNode } from "../../../data/system/permissions";
import type { Row } from "../../../kit/list/types";
import { ModalDialog } from "../../../kit/overlay/ModalDialog";

/**
 * A dialog's call: busy while it runs; a success notified (the server's words, else `done`) and
 * handed on; a business refusal kept to show in the dialog (other failures the client shows).
 */
export function useDialogCall() {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async <T,>(call: () => Promise<Outcome<T>>, done: TextId, then: (outcome: Ok<T>) => void) => {
    setBusy(true);
    setRefusal(null);
    const outcome = await call();
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message || t(done));
      then(outcome);
    } else if (outcome.error.kind === "business") setRefusal(outcome.error.message);
  };
  return { busy, refusal, setRefusal, run };
}

export function Refusal({ text }: { text: string | null }) {
  return text ? (
    <Box role="alert" mt="3" px="3" py="2" rounded="md" borderWidth="1px" borderColor="red.muted" bg="red.subtle" data-testid="dialog-refusal">
      <Text color="red.fg" fontSize="sm">
        {text}
      </Text>
    </Box>
  ) : null;
}

/** Folders and menus of the tree, indented by depth (buttons left out). */
function menuChoices(nodes: readonly MenuNode[], depth = 0, out: Array<{ id: string; label: string }> = []) {
  for (const node of nodes) {
    const n = node as MenuNode & { menuType?: number; name?: string; children?: MenuNode[] };
    if (n.menuType === 2) continue;
    out.push({ id: String(n.id), label: `${"　".repeat(depth)}${n.name ?? ""}` });
    if (n.children?.length) menuChoices(n.children, depth + 1, out);
  }
  return out;
}

export function AddToMenuDialog({ record, onClose }: { record: Row; onClose: () => void }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const tree = useLoad(["online", "menuTree"], (api, signal) => api.system.permissions.tree(signal));
  const choices = useMemo(() => menuChoices(tree.data ?? []), [tree.data]);
  const [parentId, setParentId] = useState("");
  const [name, setName] = useState(String(record.tableTxt ?? ""));
  const { busy, refusal, run } = useDialogCall();
  const submit = () => run(() => calls.addToMenu({ id: String(record.id), ...(parentId ? { parentId } : {}), ...(name.trim() ? { name: name.trim() } : {}) }), "onlineForm.menu.done", onClose);

  return (
    <ModalDialog title={t("onlineForm.menu.title")} onClose={onClose} onSubmit={() => void submit()} busy={busy} okTestId="add-to-menu-ok" testId="add-to-menu">
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{t("onlineForm.menu.parent")}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="parentId" value={parentId} onChange={(e) => setParentId(e.currentTarget.value)}>
              <option value="">{t("onlineForm.menu.defaultParent")}</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t("onlineForm.menu.name")}</Field.Label>
          <Input size="sm" name="name" value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
          <Field.HelperText>{t("onlineForm.menu.nameHelp")}</Field.HelperText>
        </Field.Root>
      </Stack>
      <Refusal text={refusal} />
    </ModalDialog>
  );
}

/**
 * 删除 of one or several forms: 移除 keeps the table (the definition goes), 删除 drops it as well.
 * A copy view never drops its original's table (the server's rule), so it is only removed.
 */
export function DeleteFormsDialog({ rows, onClose, onDeleted }: { rows: readonly Row[]; onClose: () => void; onDeleted: () => void }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const [flag, setFlag] = useState<"0" | "1">("0");
  const { busy, refusal, run } = useDialogCall();
  const names = rows.map((r) => String(r.tableName ?? "")).join("、");
  const ids = rows.map((r) => String(r.id));
  const call = () => (ids.length === 1 ? (flag === "1" ? calls.remove(ids[0]!) : calls.removeRecord(ids[0]!)) : calls.deleteBatch(ids, flag));
  const submit = () =>
    run(call, "onlineForm.delete.done", () => {
      onDeleted();
      onClose();
    });

  return (
    <ModalDialog title={t("onlineForm.delete.title")} onClose={onClose} onOk={() => void submit()} busy={busy} okTestId="delete-forms-ok" testId="delete-forms">
      <Text mb="3">{t("onlineForm.delete.text", { tables: names })}</Text>
      <RadioGroup.Root value={flag} onValueChange={(e) => setFlag(e.value === "1" ? "1" : "0")} aria-label={t("onlineForm.delete.how")}>
        <Stack gap="2">
          <RadioGroup.Item value="0">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t("onlineForm.delete.keep")}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="1" data-testid="delete-drop-table">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t("onlineForm.delete.drop")}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </Stack>
      </RadioGroup.Root>
      {flag === "1" ? (
        <Text mt="3" color="fg.error" fontSize="sm" role="status">
          {t("onlineForm.delete.dropWarning")}
        </Text>
      ) : null}
      <Refusal text={refusal} />
    </ModalDialog>
  );
}

export function ImportTablesDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const [filter, setFilter] = useState("");
  const tables = useLoad(["online", "queryTables", filter], (api, signal) => api.system.onlineForms.queryTables(filter || undefined, signal), { keepPrevious: true });
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const { busy, refusal, setRefusal, run } = useDialogCall();
  const submit = async () => {
    if (chosen.length === 0) setRefusal(t("onlineForm.importTables.none"));
    else
      await run(() => calls.transTables(chosen), "onlineForm.importTables.done", () => {
        onImported();
        onClose();
      });
  };

  return (
    <ModalDialog title={t("onlineForm.importTables.title")} onClose={onClose} onOk={() => void submit()} busy={busy} okTestId="import-tables-ok" testId="import-tables">
      <Field.Root mb="3">
        <Field.Label>{t("onlineForm.tableName")}</Field.Label>
        <Input size="sm" name="tableFilter" value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      </Field.Root>
      {tables.loading ? (
        <Spinner aria-label={t("app.loading")} />
      ) : (tables.data ?? []).length === 0 ? (
        <Text color="fg.muted">{t("onlineForm.importTables.empty")}</Text>
      ) : (
        <Stack gap="1" role="group" aria-label={t("onlineForm.importTables.title")}>
          {(tables.data ?? []).map(({ id }) => (
            <Checkbox.Root key={id} size="sm" checked={chosen.includes(id)} onCheckedChange={(e) => setChosen((c) => (e.checked === true ? [...c, id] : c.filter((x) => x !== id)))}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{id}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Refusal text={refusal} />
    </ModalDialog>
  );
}
