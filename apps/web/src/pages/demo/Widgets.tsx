/**
 * 表格与表单组件 (/demo/widgets, issue #7): every widget of widgets.md in each of its modes with
 * its live value. Each family is one file under ./components/gallery/ (found by glob, ordered by
 * its `section.order`), so adding a widget never touches this page.
 */
import { Box, Heading, Link, Stack, Wrap } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import type { GallerySectionModule } from "./components/gallery-kit";

const modules = import.meta.glob<GallerySectionModule>("./components/gallery/*.tsx", { eager: true });
const sections = Object.values(modules).sort((a, b) => a.section.order - b.section.order);

export default function Widgets() {
  const { tx } = useI18n();
  return (
    <Box p="4" data-testid="widgets-gallery">
      <Heading as="h1" size="lg" mb="3">
        {tx({ "zh-CN": "表格与表单组件", "en-US": "Widgets" })}
      </Heading>
      <Wrap as="nav" aria-label={tx({ "zh-CN": "组件目录", "en-US": "Widget index" })} gap="3" mb="6">
        {sections.map(({ section }) => (
          <Link key={section.id} href={`#gallery-${section.id}`} onClick={(e) => {
            // hash routing owns location.hash: scroll instead of navigating
            e.preventDefault();
            document.getElementById(`gallery-${section.id}`)?.scrollIntoView();
          }}>
            {tx(section.title)}
          </Link>
        ))}
      </Wrap>
      <Stack gap="10">
        {sections.map(({ default: Section, section }) => (
          <Section key={section.id} />
        ))}
      </Stack>
    </Box>
  );
}
