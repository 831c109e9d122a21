/**
 * Which toolbar and row actions a list page offers (widgets.md §2 "List pages"; shell.md §6): what
 * the resource's operations allow, what the page declares, and what the user's permission codes
 * grant under the resource's prefix (`<prefix>:add|edit|delete|batch_delete|import|export`; hiding
 * batch_delete also hides delete, as JeecgBoot's table buttons do). A page whose calls are not the
 * resource's `<base>/<op>` family names each call with its own permission code, and offers neither
 * import, export nor batch delete.
 */
import { ALL_OPS, type ResourceDef } from "@qt/openapi/build";
import { hasPermission, tableButtons, type AuthLists } from "../authcheck/checks.js";

export interface ListActions {
  add: boolean;
  batchDelete: boolean;
  remove: boolean;
  edit: boolean;
  detail: boolean;
  import: boolean;
  export: boolean;
}

/** A call outside the resource's `<base>/<op>` family, behind its own permission code. */
export interface OwnCall {
  url: string;
  permission: string;
}

/** An online form's page: the form's id, and the buttons the server hides for the caller (getColumns' hideColumns). */
export interface OnlineCalls {
  code: string;
  /** `add`, `update`, `delete`, `batch_delete`, `import`, `export`. */
  hidden: readonly string[];
}

export interface ListActionsSpec {
  resource: ResourceDef;
  /** An online form's page (issue #20): its calls under /online/cgform/api; the import dialog offers the validate flag. */
  online?: OnlineCalls;
  /** The page's own calls instead of the resource family (e.g. a menu's data rules). */
  calls?: { list: string; add?: OwnCall; edit?: OwnCall; delete?: OwnCall };
  /** Actions the page shows at all (default: every one the resource and the permissions allow). */
  actions?: PageActions;
}

/** The page's own choice of actions, by the names list pages declare them with. */
export interface PageActions {
  add?: boolean;
  import?: boolean;
  export?: boolean;
  batchDelete?: boolean;
  edit?: boolean;
  delete?: boolean;
  detail?: boolean;
}

export function listActions(spec: ListActionsSpec, lists: AuthLists): ListActions {
  const wanted = (action: keyof PageActions) => spec.actions?.[action] ?? true;
  const detail = spec.actions?.detail ?? true;
  const { calls } = spec;
  if (calls) {
    const offered = (call: OwnCall | undefined, action: keyof PageActions) => !!call && hasPermission(call.permission, lists) && wanted(action);
    return { add: offered(calls.add, "add"), batchDelete: false, remove: offered(calls.delete, "delete"), edit: offered(calls.edit, "edit"), detail, import: false, export: false };
  }
  if (spec.online) {
    // the server decides per form (its menu's codes, or the designer's): what it hides is not offered
    const hidden = new Set(spec.online.hidden);
    const shown = (button: string, action: keyof PageActions) => !hidden.has(button) && wanted(action);
    return { add: shown("add", "add"), batchDelete: shown("batch_delete", "batchDelete"), remove: shown("delete", "delete"), edit: shown("update", "edit"), detail, import: shown("import", "import"), export: shown("export", "export") };
  }
  const prefix = spec.resource.permission;
  const buttons = tableButtons(prefix, lists);
  const has = (action: string) => hasPermission(`${prefix}:${action}`, lists);
  // what the resource offers at all (logs, e.g., have no add, edit or import)
  const ops = new Set(spec.resource.ops ?? ALL_OPS);
  return {
    add: ops.has("add") && buttons.add && wanted("add"),
    batchDelete: ops.has("deleteBatch") && buttons.batchDelete && wanted("batchDelete"),
    // the row's 删除 needs its own code (the server checks <prefix>:delete); hiding batch_delete hides it too
    remove: ops.has("delete") && buttons.remove && has("delete") && wanted("delete"),
    edit: ops.has("edit") && has("edit") && wanted("edit"),
    detail,
    import: ops.has("importExcel") && has("import") && wanted("import"),
    export: ops.has("exportXls") && has("export") && wanted("export"),
  };
}
