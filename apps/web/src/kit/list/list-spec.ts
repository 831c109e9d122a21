/**
 * A list page's declaration as the machines see it (@qt/machines ListSpec). A module of its own:
 * what needs only the spec (a record dialog's urls) does not load the list's machines with it.
 */
import type { ListSpec } from "@qt/machines";
import type { ListPageDef } from "./types";

/** The machines' view of a page's declaration. */
export function listSpecOf(def: ListPageDef): ListSpec {
  return {
    resource: def.resource,
    fields: def.search.map(({ key, kind, dictCode, match }) => ({ key, ...(kind ? { kind } : {}), ...(dictCode ? { dictCode } : {}), ...(match ? { match } : {}) })),
    ...(def.fixedQuery ? { fixedQuery: def.fixedQuery } : {}),
    ...(def.tree ? { tree: { parent: def.tree.parent } } : {}),
    ...(def.calls ? { calls: def.calls } : {}),
    ...(def.actions ? { actions: def.actions } : {}),
    ...(def.rowKey ? { rowKey: def.rowKey } : {}),
    ...(def.online ? { online: def.online } : {}),
  };
}
