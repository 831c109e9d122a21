/** Gallery: the cron expression field with its 选择 dialog (kit/cron), empty and with a schedule. */
import { Field } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { CronInput } from "../../../../kit/cron/CronInput";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "cron", title: { "zh-CN": "Cron 表达式", "en-US": "Cron expression" }, order: 80 };

function CronDemo({ id, title, initial }: { id: string; title: LocalizedText; initial: string }) {
  const { t } = useI18n();
  const [value, setValue] = useState(initial);
  return (
    <Demo id={id} title={title} value={value}>
      <Field.Root maxW="32rem">
        <Field.Label>{t("cron.dialogTitle")}</Field.Label>
        <CronInput value={value} onChange={setValue} />
      </Field.Root>
    </Demo>
  );
}

export default function CronGallery() {
  return (
    <GallerySection meta={section}>
      <CronDemo id="cron" title={{ "zh-CN": "表达式与选择", "en-US": "Expression and Select" }} initial="" />
      <CronDemo id="cron-noon" title={{ "zh-CN": "每天中午十二点", "en-US": "Every day at noon" }} initial="0 0 12 * * ? *" />
    </GallerySection>
  );
}
