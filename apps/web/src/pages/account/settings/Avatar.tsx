/**
 * 修改头像: choose an image (png, jpeg, gif, webp; at most 2 MB), see it, upload it with progress
 * (POST /sys/common/upload, folder avatar), then save it as the user's avatar.
 */
import { Avatar as ChakraAvatar, Box, Button, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { fileAccessUrl } from "@qt/sdk";
import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { SettingsLayout } from "./components/SettingsLayout";
import { useProfileSave } from "./components/useProfileSave";

const TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
const MAX_BYTES = 2 * 1024 * 1024;

export default function Avatar() {
  const { t } = useI18n();
  const { api, client, session } = useServices();
  const identity = useSelector(session, (s) => s.context.identity);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { save, saving } = useProfileSave();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    setProblem(null);
    if (!chosen) return;
    if (!TYPES.includes(chosen.type)) return setProblem(t("account.avatarType"));
    if (chosen.size > MAX_BYTES) return setProblem(t("account.avatarSize"));
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const upload = async () => {
    if (!file) return;
    setPercent(0);
    const outcome = await api.account.uploadAvatar(file, (p) => setPercent(p.percent));
    if (!outcome.ok || !outcome.result) {
      setPercent(null);
      return setProblem(outcome.ok ? t("upload.failed") : outcome.error.message);
    }
    if (await save({ avatar: outcome.result.path })) {
      setFile(null);
      setPreview(null);
    }
    setPercent(null);
  };

  const current = preview ?? (identity.avatar ? fileAccessUrl(client, identity.avatar) : undefined);
  return (
    <SettingsLayout current="/account/settings/avatar">
      <Stack gap="5" maxW="md">
        <HStack gap="5">
          <ChakraAvatar.Root size="2xl">
            <ChakraAvatar.Fallback name={identity.realname || identity.username} />
            {current ? <ChakraAvatar.Image src={current} alt={t("page.settings.avatar")} data-testid="avatar-preview" /> : null}
          </ChakraAvatar.Root>
          <Stack gap="2">
            <input ref={input} type="file" accept={TYPES.join(",")} hidden onChange={(e) => choose(e.currentTarget.files?.[0])} data-testid="avatar-file" />
            <Button variant="outline" onClick={() => input.current?.click()}>
              {t("account.chooseImage")}
            </Button>
            <Text color="fg.muted" fontSize="sm">
              {t("account.avatarHint")}
            </Text>
          </Stack>
        </HStack>
        {problem ? (
          <Text color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
        {percent !== null ? (
          <Box>
            <Progress.Root value={percent} aria-label={t("upload.uploading", { percent })}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" mt="1">
              {t("upload.uploading", { percent })}
            </Text>
          </Box>
        ) : null}
        <HStack>
          <Button colorPalette="brand" disabled={!file} loading={saving || percent !== null} onClick={() => void upload()}>
            {t("account.saveAvatar")}
          </Button>
        </HStack>
      </Stack>
    </SettingsLayout>
  );
}
