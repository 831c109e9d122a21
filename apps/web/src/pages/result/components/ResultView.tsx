/**
 * A result page (JeecgBoot's views/result): an icon, the title, the description, what the page adds
 * below, and its actions. The title and description may come from the location (`?title=`,
 * `?description=`), so a flow can say what succeeded or failed.
 */
import { Box, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";

export interface ResultViewProps {
  status: "success" | "error";
  title: string;
  description: string;
  children?: ReactNode;
  actions: ReactNode;
}

export function ResultView({ status, title, description, children, actions }: ResultViewProps) {
  const Icon = status === "success" ? CircleCheck : CircleX;
  return (
    <Stack align="center" textAlign="center" py="12" px="4" gap="4" bg="bg" rounded="md" borderWidth="1px" data-testid={`result-${status}`}>
      <Box color={status === "success" ? "green.500" : "red.500"} aria-hidden>
        <Icon size={72} />
      </Box>
      <Heading as="h2" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="2xl">
        {description}
      </Text>
      {children ? (
        <Box bg="bg.subtle" rounded="md" p="6" w="full" maxW="3xl" textAlign="start">
          {children}
        </Box>
      ) : null}
      <HStack gap="2" wrap="wrap" justify="center">
        {actions}
      </HStack>
    </Stack>
  );
}
