/**
 * The async search column (widgets.md §3 sel_search_async, §7 loadDict): a table dictionary
 * (dictCode `table,text,code`) searched on the server as one types, 300 ms after the last
 * keystroke, 10 at most (the dictionary search machine, as the kit's DictSearchSelect); the list
 * says 请输入搜索内容 on empty text and 没有查询到任何数据 when nothing matched, an unsuccessful
 * answer is the server's message as a warning. The cell shows the value's text (loadDictItem).
 */
import { createDictSearchMachine, DICT_SEARCH_DEBOUNCE_MS, dictSearchNotice } from "@qt/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useState } from "react";
import { notify } from "../../../app/notify";
import { useServices } from "../../../app/ServicesContext";
import { useDictText } from "../../dict/useDictText";
import type { GridCellProps, GridCellType } from "../types";
import { CellText } from "./CellText";
import { ChoiceEditor } from "./ChoiceEditor";
import { CELL_TEXTS } from "./texts";

function AsyncEditor({ value, column, label, errorId, placeholder, setValue, stopEditing, text }: GridCellProps & { text: string }) {
  const { client } = useServices();
  const [machine] = useState(() => createDictSearchMachine(client));
  const search = useActorRef(machine, { input: { dictCode: column.dictCode ?? "", delay: DICT_SEARCH_DEBOUNCE_MS } });
  useEffect(() => {
    const sub = search.on("warning", (e) => notify("warning", e.text));
    return () => sub.unsubscribe();
  }, [search]);
  const state = useSelector(search, (s) => String(s.value));
  const found = useSelector(search, (s) => s.context.options);
  const options = useMemo(() => found.map((o) => ({ value: o.value, text: o.text })), [found]);
  const busy = state === "waiting" || state === "loading";
  return (
    <ChoiceEditor
      options={busy ? [] : options}
      value={value}
      search
      label={label}
      errorId={errorId}
      placeholder={placeholder}
      setValue={setValue}
      stopEditing={stopEditing}
      onType={(keyword) => search.send({ type: "TYPE", keyword })}
      notice={busy ? CELL_TEXTS.loading : dictSearchNotice(state)}
      valueText={text}
    />
  );
}

function AsyncSearchCell(props: GridCellProps) {
  const text = useDictText(props.column.dictCode, props.value);
  if (props.editing) return <AsyncEditor {...props} text={text} />;
  return <CellText text={text} placeholder={props.placeholder} />;
}

export const sel_search_async: GridCellType = { Cell: AsyncSearchCell, ownKeys: true };
