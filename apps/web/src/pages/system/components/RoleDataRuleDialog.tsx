/**
 * 数据规则配置 of one menu in a role's grant: the menu's rules (GET /sys/role/datarule/{menu}/{role})
 * as checkboxes with those the role has checked; 保存 posts the chosen ids (POST /sys/role/datarule).
 * No rule checked: the role's rows of that menu are not limited. The server refuses a menu the
 * role does not hold yet (请先保存角色菜单权限!) and a menu without rules (未找到权限配置信息).
 */
import { Button, Checkbox, CloseButton, Dialog, Flex, Portal, Spinner, Stack, Text } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import { useEffect, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { client } from "../../../app/services";

type Rule = Schemas["SysPermissionDataRule"];

const idsOf = (text: string | undefined) => new Set((text ?? "").split(",").map((s) => s.trim()).filter(Boolean));

export function RoleDataRuleDialog({ roleId, menu, onClose }: { roleId: string; menu: { id: string; title: string }; onClose: () => void }) {
  const { t } = useI18n();
  const [rules, setRules] = useState<Rule[] | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    void client.unwrap(client.GET("/sys/role/datarule/{permissionId}/{roleId}", { params: { path: { permissionId: menu.id, roleId } } })).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setRules(outcome.result.datarule);
        setChosen(idsOf(outcome.result.drChecked));
        return;
      }
      if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      onClose();
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per menu; onClose is the caller's
  }, [menu.id, roleId]);

  const save = async () => {
    if (!rules) return;
    setSaving(true);
    // in the rules' order, whatever order they were clicked in
    const dataRuleIds = rules.filter((r) => chosen.has(r.id)).map((r) => r.id).join(",");
    const outcome = await client.unwrap(client.POST("/sys/role/datarule", { body: { permissionId: menu.id, roleId, dataRuleIds } }));
    setSaving(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("kit.saved"));
      onClose();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  const flip = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="role-datarule-dialog" maxW="480px">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{t("role.dataRuleTitle")}</Dialog.Title>
              <Text fontSize="sm" color="fg.muted">
                {menu.title}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t("app.cancel")}
              </Button>
              <Button size="sm" colorPalette="brand" disabled={!rules} loading={saving} onClick={() => void save()}>
                {t("role.save")}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("app.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
