/** 安全设置: the account password (changed in the change-password dialog), the bound mobile and email. */
import { Button, Flex, Stack, Text } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { lazy, Suspense, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { navigate } from "../../../router/hash-location";
import { SettingsLayout } from "./components/SettingsLayout";

const ChangePasswordDialog = lazy(() => import("../../../layouts/user/ChangePasswordDialog"));

function Row({ title, detail, action }: { title: string; detail: string; action: React.ReactNode }) {
  return (
    <Flex justify="space-between" align="center" py="4" borderBottomWidth="1px" gap="4">
      <Stack gap="1">
        <Text fontWeight="medium">{title}</Text>
        <Text color="fg.muted" fontSize="sm">
          {detail}
        </Text>
      </Stack>
      {action}
    </Flex>
  );
}

const mask = (text: string) => (text.length > 7 ? `${text.slice(0, 3)}****${text.slice(-4)}` : text);

export default function Security() {
  const { t } = useI18n();
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const [changing, setChanging] = useState(false);
  return (
    <SettingsLayout current="/account/settings/security">
      <Stack gap="0">
        <Row
          title={t("account.password")}
          detail={t("account.passwordHint")}
          action={
            <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
              {t("account.change")}
            </Button>
          }
        />
        <Row
          title={t("account.phone")}
          detail={user?.phone ? t("account.bound", { value: mask(user.phone) }) : t("account.notBound")}
          action={
            <Button variant="outline" size="sm" onClick={() => navigate("/account/settings/base")}>
              {t("account.change")}
            </Button>
          }
        />
        <Row
          title={t("account.email")}
          detail={user?.email ? t("account.bound", { value: user.email }) : t("account.notBound")}
          action={
            <Button variant="outline" size="sm" onClick={() => navigate("/account/settings/base")}>
              {t("account.change")}
            </Button>
          }
        />
      </Stack>
      <Suspense fallback={null}>{changing ? <ChangePasswordDialog username={user?.username ?? ""} onClose={() => setChanging(false)} /> : null}</Suspense>
    </SettingsLayout>
  );
}
