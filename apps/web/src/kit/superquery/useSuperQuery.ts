/**
 * One list page's advanced query builder (@qt/machines advancedquery) wired to the page: saved
 * queries in local storage under `JSuperQuerySaved_<page key>` (the SDK's persistent store), the
 * machine's warnings as toasts, its overwrite / delete questions as confirm dialogs, and every
 * query it emits sent to the list machine (`SUPER_QUERY` → superQueryParams / superQueryMatchType).
 * The applied query itself lives in the list machine (kept across reloads by useListPage), so
 * the builder's lines are rebuilt from it the first time it opens after a reload.
 */
import { createAdvancedQueryMachine, type AppliedSuperQuery, type QueryParam } from "@qt/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { getLocale, translate } from "../../app/i18n";
import { confirm, notifyMessage } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import type { ListPageController } from "../list/useListPage";
import type { ListPageDef } from "../list/types";
import { queryFields, valueKind, type QueryField } from "./fields";

export function useSuperQuery(def: ListPageDef, list: ListPageController, pageKey: string) {
  const fields = useMemo(() => queryFields(def), [def]);
  const { store } = useServices().client;
  const machine = useMemo(() => createAdvancedQueryMachine({ storage: store }), [store]);
  const actor = useActorRef(machine, { input: { path: pageKey } });
  const snapshot = useSelector(actor, (s) => s);
  const ctx = snapshot.context;

  // The list's `send` is a new function each render: the subscriptions read the latest one.
  const sendToList = useRef(list.send);
  sendToList.current = list.send;
  useEffect(() => {
    const notices = actor.on("notice", (n) => notifyMessage(n));
    const queries = actor.on("query", (q) => sendToList.current({ type: "SUPER_QUERY", params: q.params, matchType: q.matchType }));
    return () => {
      notices.unsubscribe();
      queries.unsubscribe();
    };
  }, [actor]);

  // '{name} 已存在，是否覆盖？' and '是否删除当前查询？' → a confirm dialog → CONFIRM / CANCEL.
  const asking = useRef(false);
  useEffect(() => {
    if (!ctx.confirm || asking.current) return;
    asking.current = true;
    const deleting = actor.getSnapshot().matches({ open: "confirmingDelete" });
    const title = translate(getLocale(), deleting ? "kit.confirmDeleteTitle" : "superQuery.confirmTitle");
    void confirm({ title, text: ctx.confirm }).then((ok) => {
      asking.current = false;
      actor.send({ type: ok ? "CONFIRM" : "CANCEL" });
    });
  }, [ctx.confirm, actor]);

  const applied = list.ctx.superQuery as AppliedSuperQuery | null;
  return {
    fields,
    ctx,
    isOpen: snapshot.matches("open"),
    naming: snapshot.matches({ open: "naming" }) || snapshot.matches({ open: "confirmingOverwrite" }),
    send: actor.send,
    /** Opens the builder; the first time with the page's restored query in its lines. */
    open() {
      const fresh = actor.getSnapshot().context.conditions.length === 0;
      actor.send({ type: "OPEN" });
      if (fresh && applied?.params.length) restore(actor.send, fields, applied);
    },
    close: () => actor.send({ type: "CLOSE" }),
    /** The toolbar's clear action: empty lines, no advanced query on the list. */
    clear: () => actor.send({ type: "RESET" }),
    /** A saved query is clicked: its lines are loaded and searched at once. */
    applySaved(index: number) {
      actor.send({ type: "LOAD_SAVED", index });
      actor.send({ type: "SEARCH" });
    },
  };
}

export type SuperQueryController = ReturnType<typeof useSuperQuery>;

type Send = ReturnType<typeof useActorRef<ReturnType<typeof createAdvancedQueryMachine>>>["send"];

/** The builder's lines from an applied query, through the machine's own events. */
function restore(send: Send, fields: readonly QueryField[], applied: AppliedSuperQuery): void {
  applied.params.forEach((param: QueryParam, index) => {
    if (index > 0) send({ type: "ADD" });
    const meta = fields.find((f) => f.meta.field === param.field)?.meta ?? { field: param.field, type: param.type, dbType: param.dbType };
    send({ type: "SELECT_FIELD", index, meta });
    send({ type: "SET_RULE", index, rule: param.rule });
    const multi = param.rule === "in" && valueKind(meta) === "dict";
    send({ type: "SET_VALUE", index, val: multi ? param.val.split(",") : param.val });
  });
  send({ type: "SET_MATCH_TYPE", matchType: applied.matchType });
}
