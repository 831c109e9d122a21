/** The panel of a field's dropdown (useAnchoredPopup places it): above the page, scrolling inside. */
import { Box, type BoxProps } from "@chakra-ui/react";
import type { Ref } from "react";

export function DropdownPanel({ ref, ...props }: BoxProps & { ref?: Ref<HTMLDivElement> }) {
  return <Box ref={ref} position="fixed" zIndex="popover" bg="bg.panel" borderWidth="1px" rounded="md" shadow="md" overflowY="auto" {...props} />;
}
