/** A stored dictionary value shown as its text (`<DictText dictCode="sex" value="1" />` → 男). */
import { Text } from "@chakra-ui/react";
import { useDictText } from "./useDictText";

export function DictText({ dictCode, value }: { dictCode: string | undefined; value: unknown }) {
  return <Text as="span">{useDictText(dictCode, value)}</Text>;
}
