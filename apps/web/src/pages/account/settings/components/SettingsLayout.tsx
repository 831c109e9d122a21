/**
 * The account settings frame (shell.md §2 "Account centre and account settings"): the sections on
 * the left (a navigation list, the current one marked), the section's content on the right.
 */
import { Box, Card, Flex, Heading, Link, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useI18n, type TextId } from "../../../../app/i18n";

const SECTIONS: { path: string; title: TextId }[] = [
  { path: "/account/settings/base", title: "page.settings.base" },
  { path: "/account/settings/avatar", title: "page.settings.avatar" },
  { path: "/account/settings/security", title: "page.settings.security" },
  { path: "/account/settings/custom", title: "page.settings.custom" },
  { path: "/account/settings/binding", title: "page.settings.binding" },
  { path: "/account/settings/notification", title: "page.settings.notification" },
];

export function SettingsLayout({ current, children }: { current: string; children: ReactNode }) {
  const { t } = useI18n();
  const section = SECTIONS.find((s) => s.path === current);
  return (
    <Card.Root>
      <Flex direction={{ base: "column", md: "row" }}>
        <Box as="nav" aria-label={t("page.settings")} w={{ base: "full", md: "56" }} borderEndWidth={{ md: "1px" }} borderBottomWidth={{ base: "1px", md: "0" }} py="2">
          <Stack as="ul" gap="0" listStyleType="none">
            {SECTIONS.map((s) => (
              <li key={s.path}>
                <Link
                  href={`#${s.path}`}
                  display="block"
                  px="5"
                  py="2.5"
                  aria-current={s.path === current ? "page" : undefined}
                  color={s.path === current ? "brand.fg" : "fg"}
                  bg={s.path === current ? "brand.subtle" : undefined}
                  borderEndWidth={s.path === current ? "3px" : "0"}
                  borderColor="brand.solid"
                  _hover={{ textDecoration: "none", color: "brand.fg" }}
                >
                  {t(s.title)}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
        <Box flex="1" p="6" minW="0">
          <Heading as="h2" size="md" mb="5">
            {section ? t(section.title) : null}
          </Heading>
          {children}
        </Box>
      </Flex>
    </Card.Root>
  );
}
