/**
 * The text of a stored dictionary value (each part of a multi value, joined with a comma):
 * dictionary codes from the login's cached dictionaries (else the server), table dictionaries
 * (`table,text,code`) by GET /sys/dict/loadDictItem/{dictCode}?key=… for just these values.
 * An empty code gives the catalogue's 字典Code不能为空! / dictionary code cannot be empty!.
 */
import { dictTextOf, isTableDict, joinValues, MULTI_SEPARATOR, splitValues } from "@qt/machines";
import { loadDictItem } from "@qt/sdk";
import { useEffect, useState } from "react";
import { useI18n } from "../../app/i18n";
import { client } from "../../app/services";
import { useDictOptions } from "../form/useDictOptions";

export function useDictText(dictCode: string | undefined, value: unknown): string {
  const { t } = useI18n();
  const table = !!dictCode && isTableDict(dictCode);
  const options = useDictOptions(dictCode && !table ? dictCode : undefined);
  const key = joinValues(splitValues(value));
  const [tableText, setTableText] = useState<{ key: string; text: string } | null>(null);

  useEffect(() => {
    if (!table || !dictCode || !key) return;
    let live = true;
    void loadDictItem(client, dictCode, splitValues(key)).then((outcome) => {
      if (live) setTableText({ key, text: outcome.ok ? outcome.result.join(MULTI_SEPARATOR) : key });
    });
    return () => {
      live = false;
    };
  }, [table, dictCode, key]);

  if (!dictCode) return t("sdk.dictCodeEmpty");
  if (!key) return "";
  if (table) return tableText?.key === key ? tableText.text : "";
  return dictTextOf(options, key);
}
