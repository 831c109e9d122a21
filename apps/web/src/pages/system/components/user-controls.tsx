/**
 * The user form's roles and departments: the role picker (several) and the department picker
 * (several, unlinked), their value the comma-separated ids the server takes as `selectedroles` /
 * `selecteddeparts`. Those are not fields of a user record, so editing a user first loads the
 * user's own (queryUserRole, userDepartList), unless a draft already holds a choice.
 */
import type { Outcome } from "@qt/sdk";
import { useEffect, useState } from "react";
import type { Api } from "../../../data/api";
import { useLoad } from "../../../data/query";
import type { CustomControlProps } from "../../../kit/list/types";
import { DepartPicker } from "../../../kit/pickers/DepartPicker";
import { RolePicker } from "../../../kit/pickers/RolePicker";

/** Editing: the user's own ids as the starting value (none when the read failed). */
function useOwn({ record, value, onChange }: CustomControlProps, what: string, loadOwn: (api: Api, userId: string, signal: AbortSignal) => Promise<Outcome<string[]>>) {
  const userId = record?.id ? String(record.id) : null;
  // a draft's choice stands
  const [wanted] = useState(() => value === null || value === undefined);
  const own = useLoad(["system", "users", what, userId], (api, signal) => loadOwn(api, userId!, signal), { enabled: userId !== null && wanted });
  useEffect(() => {
    if (own.data !== undefined || own.error) onChange((own.data ?? []).join(","));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per read
  }, [own.data, own.error]);
}

export function UserRoles(props: CustomControlProps) {
  useOwn(props, "roleIds", (api, userId, signal) => api.system.users.roleIds(userId, signal));
  return <RolePicker name={props.name} value={props.value} onChange={props.onChange} readOnly={props.readOnly} multi />;
}

export function UserDeparts(props: CustomControlProps) {
  useOwn(props, "departIds", (api, userId, signal) => api.system.users.departIds(userId, signal));
  return <DepartPicker name={props.name} value={props.value} onChange={props.onChange} readOnly={props.readOnly} multi />;
}
