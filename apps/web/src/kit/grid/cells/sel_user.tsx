/**
 * The user column (widgets.md §3 sel_user): usernames (store `id`: ids) comma-joined, shown by
 * the `text` field (default realname), chosen in 根据部门选择用户 (one, or several with `multi`).
 */
import { useMemo } from "react";
import { userLabels, UserPickerDialog, type PickerUser, type UserStore } from "../../pickers/UserPicker";
import type { GridCellProps, GridCellType } from "../types";
import { PickerCell } from "./PickerCell";
import { pickerSettings } from "./settings";

type UserField = "username" | "realname" | "id" | "phone";

const textOfUser = (user: PickerUser, text: UserField) => String(user[text] ?? "") || user.realname || user.username || user.id;

function UserCell(props: GridCellProps) {
  const settings = pickerSettings(props.column);
  const store: UserStore = settings.store === "id" ? "id" : "username";
  const text: UserField = (["username", "realname", "id", "phone"] as const).find((f) => f === settings.text) ?? "realname";
  // texts of stored usernames or ids (GET /sys/user/getMultiUser)
  const resolve = useMemo(() => userLabels(store, `cell-${text}`, (u) => textOfUser(u, text)), [store, text]);
  return (
    <PickerCell
      props={props}
      resolve={resolve}
      dialog={({ onOk, ...args }) => <UserPickerDialog multi={settings.multi} store={store} {...args} onOk={(picked) => onOk(picked.map((p) => (p.row ? { ...p, label: textOfUser(p.row, text) } : p)))} />}
    />
  );
}

export const sel_user: GridCellType = { Cell: UserCell, ownKeys: true };
