/** Button-level permission checks for views (shell.md §6) over the permissions machine's lists. */
import { hasPermission } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { permissions } from "./services";

/** Whether the user holds an action code (e.g. `system:user:list`). */
export function useHasAuth(code: string): boolean {
  return useSelector(permissions, (s) => hasPermission(code, { auth: s.context.auth, allAuth: s.context.allAuth }));
}
