/**
 * Button-level permission checks (shell.md §6, widgets.md §6) over the two lists the session
 * keeps: `auth` (the user's granted entries) and `allAuth` (every defined entry, with status).
 * An entry's `action` may be a comma-separated list of codes. Types: "1" show/hide, "2" disable
 * (or "data permission / action" in the second reading); status "1" valid, "0" invalid.
 *
 * The spec gives two readings of the show check because its sources disagree; both are here,
 * chosen by configuration (`reading`), the first by default:
 *
 * "not-type-2" (default; JeecgBoot's v-has directive):
 *   1. a defined entry (allAuth, type ≠ 2) for the action with status "0" switches the control
 *      off: allowed for everyone;
 *   2. otherwise allowed iff the user's entries of type ≠ 2 hold the action (none: denied).
 * "type-2":
 *   1. allowed when the user's entries hold the action with type "2";
 *   2. otherwise the defined entry decides: status "1" allowed, status "0" denied;
 *   3. otherwise (not defined) allowed iff the user is granted the action at all.
 *
 * `isDisabledByAuth` is the form-field disabled check (type "2" entries); `noAuthCodes` /
 * `tableButtons` the toolbar exclusion list under a permission prefix (type "1" entries).
 */

export interface PermissionEntry {
  readonly action?: string | null;
  readonly type?: string | number | null;
  readonly status?: string | number | null;
  readonly describe?: string | null;
}

export interface AuthLists {
  /** The user's granted entries (session storage LOGIN_USER_BUTTON_AUTH). */
  readonly auth: readonly PermissionEntry[];
  /** Every defined entry with its status (session storage SYS_BUTTON_AUTH). */
  readonly allAuth: readonly PermissionEntry[];
}

export type ButtonCheckReading = "not-type-2" | "type-2";
export const DEFAULT_BUTTON_CHECK_READING: ButtonCheckReading = "not-type-2";

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

/** The codes of an entry (its action split on commas, trimmed, empty ones dropped). */
export function actionsOf(entry: PermissionEntry): string[] {
  return str(entry.action)
    .split(",")
    .map((a) => a.trim())
    .filter((a) => a !== "");
}

/** Whether any entry of the list names the action ("a helper checks whether an action exists"). */
export function hasActionIn(list: readonly PermissionEntry[], action: string): boolean {
  return list.some((entry) => actionsOf(entry).includes(action));
}

const ofType2 = (e: PermissionEntry) => str(e.type) === "2";

/** The show check of a button or element for an action code. */
export function hasPermission(action: string, lists: AuthLists, reading: ButtonCheckReading = DEFAULT_BUTTON_CHECK_READING): boolean {
  if (!action) return true; // nothing to check: visible, as a route without permission meta
  if (reading === "not-type-2") {
    const defined = lists.allAuth.filter((e) => !ofType2(e) && actionsOf(e).includes(action));
    if (defined.some((e) => str(e.status) === "0")) return true;
    return hasActionIn(lists.auth.filter((e) => !ofType2(e)), action);
  }
  if (lists.auth.some((e) => ofType2(e) && actionsOf(e).includes(action))) return true;
  const defined = lists.allAuth.find((e) => actionsOf(e).includes(action) && (str(e.status) === "0" || str(e.status) === "1"));
  if (defined) return str(defined.status) === "1";
  return hasActionIn(lists.auth, action);
}

/**
 * The disabled check of a form field (type "2" entries): not disabled when its defined entry is
 * invalid (status "0") or the user holds the code; disabled when a valid entry (status "1")
 * defines it and the user does not hold it; not disabled when it is not defined.
 */
export function isDisabledByAuth(code: string, lists: AuthLists): boolean {
  const defined = lists.allAuth.find((e) => ofType2(e) && actionsOf(e).includes(code));
  if (!defined || str(defined.status) === "0") return false;
  return !lists.auth.some((e) => ofType2(e) && actionsOf(e).includes(code));
}

/** A permission prefix with its trailing colon (`user` → `user:`); empty stays empty. */
export function normalisePrefix(prefix: string): string {
  if (!prefix) return "";
  return prefix.endsWith(":") ? prefix : prefix + ":";
}

/**
 * The codes under a prefix the user may not see: defined as valid show entries (type "1",
 * status "1") and not granted to the user (type "1"), each without the prefix.
 */
export function noAuthCodes(prefix: string, lists: AuthLists): string[] {
  const pre = normalisePrefix(prefix);
  const under = (entries: readonly PermissionEntry[], valid: (e: PermissionEntry) => boolean) =>
    entries
      .filter((e) => str(e.type) === "1" && valid(e))
      .flatMap(actionsOf)
      .filter((a) => a.startsWith(pre))
      .map((a) => a.slice(pre.length));
  const granted = new Set(under(lists.auth, () => true));
  return [...new Set(under(lists.allAuth, (e) => str(e.status) === "1"))].filter((code) => !granted.has(code));
}

/** The toolbar codes hidden under a prefix; hiding batch_delete also hides remove. */
export function hiddenTableButtons(prefix: string, lists: AuthLists): string[] {
  const hidden = noAuthCodes(prefix, lists);
  if (hidden.includes("batch_delete") && !hidden.includes("remove")) hidden.push("remove");
  return hidden;
}

/** The grid toolbar's buttons (add, batch delete, remove) under a permission prefix. */
export function tableButtons(prefix: string, lists: AuthLists): { add: boolean; batchDelete: boolean; remove: boolean } {
  if (!prefix) return { add: true, batchDelete: true, remove: true };
  const hidden = new Set(hiddenTableButtons(prefix, lists));
  return { add: !hidden.has("add"), batchDelete: !hidden.has("batch_delete"), remove: !hidden.has("remove") };
}

/** The checks bound to one session's lists and the configured reading. */
export function createAuthChecker(lists: AuthLists, options: { reading?: ButtonCheckReading } = {}) {
  const reading = options.reading ?? DEFAULT_BUTTON_CHECK_READING;
  return {
    reading,
    has: (action: string) => hasPermission(action, lists, reading),
    disabled: (code: string) => isDisabledByAuth(code, lists),
    hiddenTableButtons: (prefix: string) => hiddenTableButtons(prefix, lists),
    tableButtons: (prefix: string) => tableButtons(prefix, lists),
  };
}
