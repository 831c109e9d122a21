/**
 * 新消息通知: whether new messages are read aloud by the browser (Web Speech API; off by default,
 * per browser), with a button to hear how it sounds.
 */
import { Button, Stack, Switch, Text } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import { useI18n } from "../../../app/i18n";
import { isSpeechEnabled, isSpeechSupported, setSpeechEnabled, speak, subscribeSpeech } from "../../../app/speech";
import { SettingsLayout } from "./components/SettingsLayout";

export default function Notification() {
  const { t } = useI18n();
  const enabled = useSyncExternalStore(subscribeSpeech, isSpeechEnabled, () => false);
  const supported = isSpeechSupported();
  return (
    <SettingsLayout current="/account/settings/notification">
      <Stack gap="4" maxW="lg">
        <Switch.Root checked={enabled} disabled={!supported} onCheckedChange={(e) => setSpeechEnabled(e.checked)} justifyContent="space-between" w="full">
          <Switch.HiddenInput />
          <Switch.Label>{t("account.speech")}</Switch.Label>
          <Switch.Control />
        </Switch.Root>
        <Text color="fg.muted" fontSize="sm">
          {supported ? t("account.speechHint") : t("account.speechUnsupported")}
        </Text>
        <Button variant="outline" size="sm" alignSelf="flex-start" disabled={!supported || !enabled} onClick={() => speak(t("account.speechSample"))}>
          {t("account.speechTry")}
        </Button>
      </Stack>
    </SettingsLayout>
  );
}
