/**
 * The user form's roles and departments: the role picker (several) and the department picker
 * (several, unlinked), their value the comma-separated ids the server takes as `selectedroles` /
 * `selecteddeparts`. Those are not fields of a user record, so editing a user first loads the
 * user's own (queryUserRole, userDepartList), unless a draft already holds a choice.
 */
import { useEffect } from "react";
import { client } from "../../../app/services";
import type { CustomControlProps } from "../../../kit/list/types";
import { DepartPicker } from "../../../kit/pickers/DepartPicker";
import { RolePicker } from "../../../kit/pickers/RolePicker";

async function ok<T>(call: Promise<unknown>, fallback: T): Promise<T> {
  const outcome = await client.unwrap(call as never);
  return outcome.ok ? ((outcome.result as T) ?? fallback) : fallback;
}

/** Editing: the user's own ids as the starting value. */
function useOwn({ record, value, onChange }: CustomControlProps, loadOwn: (userId: string) => Promise<string[]>) {
  useEffect(() => {
    if (!record?.id || (value !== null && value !== undefined)) return;
    let live = true;
    void loadOwn(String(record.id)).then((ids) => live && onChange(ids.join(",")));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record?.id]);
}

const ownRoles = (userid: string) => ok<string[]>(client.GET("/sys/user/queryUserRole", { params: { query: { userid } } }), []);
const ownDeparts = async (userId: string) => (await ok<Array<{ key: string }>>(client.GET("/sys/user/userDepartList", { params: { query: { userId } } }), [])).map((d) => d.key);

export function UserRoles(props: CustomControlProps) {
  useOwn(props, ownRoles);
  return <RolePicker name={props.name} value={props.value} onChange={props.onChange} readOnly={props.readOnly} multi />;
}

export function UserDeparts(props: CustomControlProps) {
  useOwn(props, ownDeparts);
  return <DepartPicker name={props.name} value={props.value} onChange={props.onChange} readOnly={props.readOnly} multi />;
}
