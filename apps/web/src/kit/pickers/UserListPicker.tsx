/**
 * 选择用户 over GET /sys/user/list (widgets.md §7 "GET /sys/user/list": paging, filters sex and
 * birthday; columns realname, username, phone, birthday; returns id and username), 1250 wide like
 * every user picker (§9). The sex filter is the sex dictionary; a birthday is one day (sent as the
 * list's birthday range from that day to that day). The field stores usernames (comma-joined),
 * shows real names, and `onPick` gets each chosen user's id and username.
 */
import type { Schemas } from "@qt/openapi";
import { useI18n } from "../../app/i18n";
import type { Api } from "../../data/api";
import { PickerField, type PickerDialogHooks, type PickerFieldProps } from "./PickerField";
import { TablePickerDialog, type PickerColumn, type PickerPage, type PickerSearchField } from "./TablePickerDialog";
import { PICKER_TEXTS } from "./texts";
import { USER_PICKER_WIDTH, userRealnames } from "./UserPicker";

type User = Schemas["SysUser"];

const COLUMNS: readonly PickerColumn<User>[] = [
  { key: "realname", title: PICKER_TEXTS.realname },
  { key: "username", title: PICKER_TEXTS.username },
  { key: "phone", title: PICKER_TEXTS.phone },
  { key: "birthday", title: PICKER_TEXTS.birthday },
];
const SEARCH: readonly PickerSearchField[] = [
  { key: "sex", label: PICKER_TEXTS.sex, kind: "dict", dictCode: "sex" },
  { key: "birthday", label: PICKER_TEXTS.birthday, kind: "date" },
];
const SOURCE = ["users", "/sys/user/list"] as const;

/** One page of /sys/user/list for the filters chosen. */
function load(api: Api, typed: Readonly<Record<string, string>>, page: { pageNo: number; pageSize: number }, _sort: unknown, signal: AbortSignal) {
  const { sex, birthday } = typed;
  const query = { ...page, ...(sex ? { sex } : {}), ...(birthday ? { birthday_begin: birthday, birthday_end: birthday } : {}) };
  return api.generic.get<PickerPage<User>>("/sys/user/list", query, signal);
}

export function UserListPickerDialog({ multi, ...hooks }: PickerDialogHooks & { multi: boolean }) {
  const { tx } = useI18n();
  return (
    <TablePickerDialog<User>
      title={tx(PICKER_TEXTS.userListTitle)}
      width={USER_PICKER_WIDTH}
      testId="user-list-picker"
      multi={multi}
      rowKey={(u) => u.username ?? ""}
      rowLabel={(u) => u.realname || u.username || ""}
      columns={COLUMNS}
      search={SEARCH}
      source={SOURCE}
      load={load}
      {...hooks}
    />
  );
}

export interface UserListPickerProps extends PickerFieldProps {
  /** Several users (default one). */
  multi?: boolean;
}

export function UserListPicker({ multi = false, ...field }: UserListPickerProps) {
  const { tx } = useI18n();
  return (
    <PickerField
      field={field}
      title={tx(PICKER_TEXTS.userListTitle)}
      resolve={userRealnames}
      returns={(u: User) => ({ id: u.id, username: u.username })}
      testId="user-list-picker"
      dialog={(hooks) => <UserListPickerDialog multi={multi} {...hooks} />}
    />
  );
}
