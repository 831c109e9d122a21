/**
 * The widgets gallery's building blocks (issue #7): a section per widget family, and a `Demo` per
 * mode that shows the widget beside its live value, so people can try it and browser tests can
 * read what it produced (`data-testid="demo-<id>"`, value in `demo-<id>-value`).
 */
import { Box, Code, Field, Heading, Stack, Text } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useState, type ComponentType, type ReactNode } from "react";
import { useI18n } from "../../../app/i18n";
import type { WidgetValueProps } from "../../../kit/form/as-control";

/** What each file under ./gallery/ exports beside its default component. */
export interface GallerySectionMeta {
  /** Anchor and test id: `gallery-<id>`. */
  id: string;
  title: LocalizedText;
  /** Position on the page (ascending). */
  order: number;
}

export interface GallerySectionModule {
  default: () => ReactNode;
  section: GallerySectionMeta;
}

const shown = (value: unknown) => (value === undefined ? "undefined" : JSON.stringify(value));

/** One widget in one mode, with its current value. */
export function Demo({ id, title, value, children }: { id: string; title: LocalizedText; value: unknown; children: ReactNode }) {
  const { tx } = useI18n();
  return (
    <Box data-testid={`demo-${id}`} borderWidth="1px" borderRadius="md" p="4" role="group" aria-labelledby={`demo-${id}-title`}>
      <Text id={`demo-${id}-title`} fontWeight="semibold" mb="2">
        {tx(title)}
      </Text>
      <Box mb="3">{children}</Box>
      <Text fontSize="sm" color="fg.muted">
        {tx({ "zh-CN": "当前值：", "en-US": "Value: " })}
        <Code data-testid={`demo-${id}-value`} wordBreak="break-all">
          {shown(value)}
        </Code>
      </Text>
    </Box>
  );
}

/** A section's frame: heading and a grid of demos. */
export function GallerySection({ meta, children }: { meta: GallerySectionMeta; children: ReactNode }) {
  const { tx } = useI18n();
  return (
    <Box as="section" id={`gallery-${meta.id}`} data-testid={`gallery-${meta.id}`} aria-labelledby={`gallery-${meta.id}-title`}>
      <Heading as="h2" size="md" id={`gallery-${meta.id}-title`} mb="3">
        {tx(meta.title)}
      </Heading>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

/** A form widget (value / onChange) with its settings, in a field labelled `label`, with its value. */
export function FieldDemo<P extends object>(props: {
  id: string;
  title: LocalizedText;
  label: LocalizedText;
  Widget: ComponentType<P & WidgetValueProps>;
  settings: P;
  initial?: string;
}) {
  const { id, title, label, Widget, settings } = props;
  const { tx } = useI18n();
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <Demo id={id} title={title} value={value}>
      <Field.Root maxW="24rem">
        <Field.Label>{tx(label)}</Field.Label>
        <Widget {...settings} name={id} value={value} onChange={setValue} />
      </Field.Root>
    </Demo>
  );
}
