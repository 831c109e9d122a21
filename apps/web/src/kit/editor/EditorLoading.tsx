/** What an editor shows while its code loads (the editors are chunks of their own). */
import { Box, HStack, Spinner, Text } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import { EDITOR_TEXTS } from "./texts";

export function EditorLoading({ height }: { height: number }) {
  const { tx } = useI18n();
  return (
    <Box h={`${height}px`} w="full" borderWidth="1px" rounded="md" display="flex" alignItems="center" justifyContent="center" aria-busy="true" data-testid="editor-loading">
      <HStack color="fg.muted">
        <Spinner size="sm" />
        <Text fontSize="sm">{tx(EDITOR_TEXTS.loading)}</Text>
      </HStack>
    </Box>
  );
}
