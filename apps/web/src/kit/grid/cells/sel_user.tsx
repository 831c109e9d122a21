/**
 * The user column (widgets.md §3 sel_user): usernames (store `id`: ids) comma-joined, shown by
 * the `text` field (default realname), chosen in 根据部门选择用户 (one, or several with `multi`).
 */
import { useMemo } from "react";
import { client } from "../../../app/services";
import { UserPickerDialog, type PickerUser, type UserStore } from "../../pickers/UserPicker";
import type { LabelResolver } from "../../pickers/usePickedLabels";
import type { GridCellProps, GridCellType } from "../types";
import { PickerCell } from "./PickerCell";
import { pickerSettings } from "./settings";

type UserField = "username" | "realname" | "id" | "phone";

const textOfUser = (user: PickerUser, text: UserField) => String(user[text] ?? "") || user.realname || user.username || user.id;

/** Texts of stored usernames or ids (GET /sys/user/getMultiUser). */
function userTexts(store: UserStore, text: UserField): LabelResolver {
  return async (keys) => {
    const query = store === "id" ? { id: keys.join(",") } : { username: keys.join(",") };
    const outcome = await client.unwrap(client.GET("/sys/user/getMultiUser", { params: { query } }));
    const users = outcome.ok && Array.isArray(outcome.result) ? outcome.result : [];
    return new Map(users.filter((u) => u[store]).map((u) => [u[store]!, textOfUser(u, text)]));
  };
}

function UserCell(props: GridCellProps) {
  const settings = pickerSettings(props.column);
  const store: UserStore = settings.store === "id" ? "id" : "username";
  const text: UserField = (["username", "realname", "id", "phone"] as const).find((f) => f === settings.text) ?? "realname";
  const resolve = useMemo(() => userTexts(store, text), [store, text]);
  return (
    <PickerCell
      props={props}
      resolve={resolve}
      dialog={({ onOk, ...args }) => <UserPickerDialog multi={settings.multi} store={store} {...args} onOk={(picked) => onOk(picked.map((p) => (p.row ? { ...p, label: textOfUser(p.row, text) } : p)))} />}
    />
  );
}

export const sel_user: GridCellType = { Cell: UserCell, ownKeys: true };
