/**
 * The user menu (shell.md §2 "User menu"): avatar, 欢迎您，<nickname> (desktop only), and the
 * dropdown: account centre and settings, system settings (drawer), change password (dialog),
 * switch department (users with several), clear cache (刷新缓存完成！ or the warning 刷新缓存失败！), language, logout after
 * 真的要注销登录吗 ? (then the page reloads; a failure shows its message).
 */
import { Avatar, Button, Menu, Portal, Text } from "@chakra-ui/react";
import { fileAccessUrl } from "@qt/sdk";
import { textOf } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { lazy, Suspense, useState } from "react";
import { useI18n } from "../../app/i18n";
import { confirm } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import { refreshDictCacheNotified } from "../../kit/dict/refreshCache";
import { navigate } from "../../router/hash-location";

const SettingsDrawer = lazy(() => import("./SettingsDrawer"));
const ChangePasswordDialog = lazy(() => import("./ChangePasswordDialog"));
const DepartSwitchDialog = lazy(() => import("./DepartSwitchDialog"));

type Dialog = "settings" | "password" | null;

export function UserMenu({ mobile }: { mobile: boolean }) {
  const { t, locale, setLocale } = useI18n();
  const { api, client, session } = useServices();
  const identity = useSelector(session, (s) => s.context.identity);
  const switching = useSelector(session, (s) => s.matches({ authenticated: "choosingDepart" }) || s.matches({ authenticated: "switchingDepart" }));
  const [dialog, setDialog] = useState<Dialog>(null);
  // The department switch is offered to users in several departments (asked when the menu opens).
  const [several, setSeveral] = useState(false);
  const checkDeparts = async () => {
    const outcome = await api.account.departs();
    setSeveral(outcome.ok && (outcome.result?.list?.length ?? 0) > 1);
  };
  const name = identity.realname || identity.username;

  const logout = async () => {
    const ok = await confirm({ title: textOf("session.logoutConfirmTitle"), text: textOf("session.logoutConfirm") });
    if (ok) session.send({ type: "LOGOUT" });
  };
  const clearCache = () => void refreshDictCacheNotified(api.system.dicts);
  // the services follow the switch: the client's Accept-Language, the menu and dictionaries read again
  const switchLocale = () => setLocale(locale === "zh-CN" ? "en-US" : "zh-CN");

  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }} onOpenChange={(e) => e.open && void checkDeparts()}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm" gap="2" px="2" data-testid="user-menu-trigger" aria-label={mobile ? t("user.menu", { name }) : undefined}>
            <Avatar.Root size="xs">
              <Avatar.Fallback name={name} />
              {identity.avatar ? <Avatar.Image src={fileAccessUrl(client, identity.avatar)} alt="" /> : null}
            </Avatar.Root>
            {mobile ? null : <Text as="span">{t("user.welcome", { name })}</Text>}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44" data-testid="user-menu">
              <Menu.Item value="center" onClick={() => navigate("/account/center")}>
                {t("page.accountCenter")}
              </Menu.Item>
              <Menu.Item value="account" onClick={() => navigate("/account/settings/base")}>
                {t("user.accountSettings")}
              </Menu.Item>
              <Menu.Item value="settings" onClick={() => setDialog("settings")}>
                {t("user.systemSettings")}
              </Menu.Item>
              <Menu.Item value="password" onClick={() => setDialog("password")}>
                {t("user.changePassword")}
              </Menu.Item>
              {several ? (
                <Menu.Item value="depart" onClick={() => session.send({ type: "SWITCH_DEPART" })}>
                  {t("user.switchDepart")}
                </Menu.Item>
              ) : null}
              <Menu.Item value="cache" onClick={clearCache}>
                {t("user.clearCache")}
              </Menu.Item>
              <Menu.Item value="language" onClick={switchLocale}>
                {t("app.language")}: {t(locale === "zh-CN" ? "app.language.en-US" : "app.language.zh-CN")}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="logout" onClick={() => void logout()} color="fg.error">
                {t("user.logout")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Suspense fallback={null}>
        {dialog === "settings" ? <SettingsDrawer onClose={() => setDialog(null)} /> : null}
        {dialog === "password" ? <ChangePasswordDialog username={identity.username} onClose={() => setDialog(null)} /> : null}
        {switching ? <DepartSwitchDialog /> : null}
      </Suspense>
    </>
  );
}
