/**
 * 数据规则配置 of one menu in a grant (a role's, a department role's): the menu's rules offered to
 * the grant as checkboxes with those it has checked; 保存 posts the chosen ids. No rule checked:
 * the rows of that menu are not limited through this grant. The caller names the calls (角色管理:
 * /sys/role/datarule, 部门角色: /sys/sysDepartRole/datarule — only the department's own rules).
 * The server refuses a menu the grant does not hold yet (请先保存角色菜单权限!) and a menu without
 * rules to offer (未找到权限配置信息): the refusal shows and the dialog closes.
 */
import { Checkbox, Flex, Spinner, Stack, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import type { Outcome } from "@qt/sdk";
import { useEffect, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useLoad } from "../../../data/query";
import { ModalDialog } from "../../../kit/overlay/ModalDialog";

type Rule = Schemas["SysPermissionDataRule"];

/** A grant's data-rule calls, by menu id; keep them stable (useMemo on what they read). */
export interface DataRuleCalls {
  /** What the grant's reads depend on (the query key; the menu id is added). */
  key: readonly unknown[];
  load: (menuId: string, signal?: AbortSignal) => Promise<Outcome<Schemas["DataRuleAssignment"]>>;
  /** Replaces the grant's rules of the menu by `dataRuleIds` (comma-joined, empty: none). */
  save: (menuId: string, dataRuleIds: string) => Promise<Outcome<unknown>>;
}

const idsOf = (text: string | undefined) => new Set((text ?? "").split(",").map((s) => s.trim()).filter(Boolean));

export function DataRuleDialog({ calls, menu, onClose }: { calls: DataRuleCalls; menu: { id: string; title: string }; onClose: () => void }) {
  const { t } = useI18n();
  const assigned = useLoad([...calls.key, menu.id], (_api, signal) => calls.load(menu.id, signal));
  const rules: Rule[] | null = assigned.data?.datarule ?? null;
  // the rules the grant holds until the user changes them
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const chosen = picked ?? idsOf(assigned.data?.drChecked);
  const [saving, setSaving] = useState(false);

  // a refusal shows and the dialog closes (HTTP failures: the client showed them)
  const failure = assigned.error;
  useEffect(() => {
    if (!failure) return;
    if (failure.kind === "business") notify("warning", failure.message);
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure; onClose is the caller's
  }, [failure]);

  const save = async () => {
    if (!rules) return;
    setSaving(true);
    // in the rules' order, whatever order they were clicked in
    const dataRuleIds = rules.filter((r) => chosen.has(r.id)).map((r) => r.id).join(",");
    const outcome = await calls.save(menu.id, dataRuleIds);
    setSaving(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("kit.saved"));
      onClose();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const flip = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current ?? chosen);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <ModalDialog
      title={t("role.dataRuleTitle")}
      width={480}
      testId="role-datarule-dialog"
      onClose={onClose}
      onOk={() => void save()}
      okText={t("role.save")}
      okDisabled={!rules}
      busy={saving}
      buttonSize="sm"
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {menu.title}
      </Text>
      {!rules ? (
        <Flex justify="center" py="6">
          <Spinner aria-label={t("kit.loading")} color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="2" role="group" aria-label={t("role.dataRuleTitle")}>
          {rules.map((rule) => (
            <Checkbox.Root key={rule.id} size="sm" checked={chosen.has(rule.id)} onCheckedChange={(e) => flip(rule.id, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {rule.ruleName}
                <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                  {rule.ruleColumn} {rule.ruleConditions_dictText ?? rule.ruleConditions} {rule.ruleValue}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
          <Text fontSize="xs" color="fg.muted">
            {t("role.dataRuleHint")}
          </Text>
        </Stack>
      )}
    </ModalDialog>
  );
}
