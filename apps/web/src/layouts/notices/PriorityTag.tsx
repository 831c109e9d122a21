/** The priority tag of an announcement: 一般消息 blue, 重要消息 orange, 紧急消息 red (JeecgBoot's colours). */
import { Badge } from "@chakra-ui/react";
import { priorityText } from "@qt/machines";
import { useI18n } from "../../app/i18n";

const PALETTES: Record<string, string> = { L: "blue", M: "orange", H: "red" };

export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const { tx } = useI18n();
  const text = priorityText(priority);
  if (!text || !priority) return null;
  return (
    <Badge colorPalette={PALETTES[priority]} variant="subtle" flexShrink={0} data-priority={priority}>
      {tx(text)}
    </Badge>
  );
}
