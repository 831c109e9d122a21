/** Gallery: the ellipsis helper (kit/ellipsis) — width 25 by default, non-ASCII counting 2, the whole text in a tooltip. */
import { Field, Input, Stack, Text } from "@chakra-ui/react";
import { charWidth } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../../../app/i18n";
import { Ellipsis } from "../../../../kit/ellipsis/Ellipsis";
import { l } from "../../../../kit/list/types";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "ellipsis", title: l("文本省略", "Ellipsis"), order: 40 };

export default function EllipsisGallery() {
  const { tx } = useI18n();
  const [text, setText] = useState("青藤设计素材平台的运营部负责活动策划与素材推广");
  const [length, setLength] = useState(25);
  return (
    <GallerySection meta={section}>
      <Demo id="ellipsis" title={l("按宽度截断（中文算 2）", "Cut by width (Chinese counts 2)")} value={{ text, width: charWidth(text), length }}>
        <Stack gap="3" maxW="32rem">
          <Field.Root>
            <Field.Label>{tx(l("文本", "Text"))}</Field.Label>
            <Input name="ellipsis-text" value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{tx(l("长度", "Length"))}</Field.Label>
            <Input name="ellipsis-length" type="number" min={0} value={length} onChange={(e) => setLength(Number(e.currentTarget.value) || 0)} />
          </Field.Root>
          <Text data-testid="ellipsis-shown">
            <Ellipsis text={text} length={length} />
          </Text>
          <Text fontSize="sm" data-testid="ellipsis-ascii">
            <Ellipsis text="Short English text" />
          </Text>
        </Stack>
      </Demo>
    </GallerySection>
  );
}
