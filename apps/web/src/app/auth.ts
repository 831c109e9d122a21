/** Button-level permission checks for views (shell.md §6) over the permissions machine's lists. */
import { hasPermission } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useServices } from "./ServicesContext";

/** Whether the user holds an action code (e.g. `system:user:list`). */
export function useHasAuth(code: string): boolean {
  const { permissions } = useServices();
  return useSelector(permissions, (s) => hasPermission(code, { auth: s.context.auth, allAuth: s.context.allAuth }));
}

/** The permission lists, for views that check several codes (`hasPermission(code, lists)`). */
export function usePermissionLists() {
  const { permissions } = useServices();
  return useSelector(
    permissions,
    (s) => ({ auth: s.context.auth, allAuth: s.context.allAuth }),
    (a, b) => a.auth === b.auth && a.allAuth === b.allAuth,
  );
}
