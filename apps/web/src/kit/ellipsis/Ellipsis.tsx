/**
 * The ellipsis helper (widgets.md §9): a text wider than `length` (default 25; every non-ASCII
 * character counts 2) is cut with "..." and its whole text shows in a tooltip, on hover and on
 * keyboard focus (a cut text takes a tab stop for that); 0 never cuts.
 */
import { Portal, Text, Tooltip } from "@chakra-ui/react";
import { ELLIPSIS_LENGTH, ellipsisByWidth } from "@qt/machines";

export function Ellipsis({ text, length = ELLIPSIS_LENGTH }: { text: string | null | undefined; length?: number }) {
  const { shown, cut } = ellipsisByWidth(text, length);
  if (!cut) return <Text as="span">{shown}</Text>;
  return (
    <Tooltip.Root openDelay={200} closeDelay={0} lazyMount unmountOnExit positioning={{ placement: "top-start" }}>
      <Tooltip.Trigger asChild>
        <Text as="span" tabIndex={0} data-testid="ellipsis" rounded="sm" _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing" }}>
          {shown}
        </Text>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="sm" whiteSpace="normal" wordBreak="break-all" data-testid="ellipsis-tooltip">
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
