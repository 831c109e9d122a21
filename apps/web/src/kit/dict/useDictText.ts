/**
 * The text of a stored dictionary value (each part of a multi value, joined with a comma):
 * dictionary codes from the login's cached dictionaries (else the server), table dictionaries
 * (`table,text,code`) by GET /sys/dict/loadDictItem/{dictCode}?key=… for just these values.
 * An empty code gives the catalogue's 字典Code不能为空! / dictionary code cannot be empty!.
 */
import { dictTextOf, isTableDict, joinValues, MULTI_SEPARATOR, splitValues } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { useLoad } from "../../data/query";
import { useDictOptions } from "../form/useDictOptions";

export function useDictText(dictCode: string | undefined, value: unknown): string {
  const { t } = useI18n();
  const table = !!dictCode && isTableDict(dictCode);
  const options = useDictOptions(dictCode && !table ? dictCode : undefined);
  const key = joinValues(splitValues(value));
  const texts = useLoad(["dict", "texts", dictCode, key], (api) => api.dict.texts(dictCode!, splitValues(key)), { enabled: table && !!key });

  if (!dictCode) return t("sdk.dictCodeEmpty");
  if (!key) return "";
  // a failed lookup shows the values themselves
  if (table) return texts.data ? texts.data.join(MULTI_SEPARATOR) : texts.error ? key : "";
  return dictTextOf(options, key);
}
