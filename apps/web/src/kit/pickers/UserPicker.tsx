/**
 * 根据部门选择用户 (widgets.md §2, 1250 wide): the department tree on the left (lazy; choosing a
 * department again shows every department's users), the chosen department's users (with its
 * sub-departments') on the right, searched by account and name, paged
 * (GET /sys/user/queryUserComponentData). The field stores usernames (or ids with `store="id"`,
 * comma-joined) and shows real names (stored values echoed through /sys/user/getMultiUser).
 */
import { Box, Spinner } from "@chakra-ui/react";
import type { Schemas } from "@qt/openapi";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import type { UserKey } from "../../data/pickers";
import { NavTree } from "../nav-tree/NavTree";
import { PickerField, type PickerFieldProps } from "./PickerField";
import { TablePickerDialog, type Picked, type PickerColumn } from "./TablePickerDialog";
import { PICKER_TEXTS } from "./texts";
import { useDepartTree } from "./useDepartTree";
import type { LabelResolver } from "./usePickedLabels";

export type PickerUser = Schemas["SysUser"];

export const USER_PICKER_WIDTH = 1250;

const COLUMNS: readonly PickerColumn<PickerUser>[] = [
  { key: "username", title: PICKER_TEXTS.username },
  { key: "realname", title: PICKER_TEXTS.realname },
  { key: "sex", title: PICKER_TEXTS.sex, render: (u) => String(u.sex_dictText ?? "") },
  { key: "phone", title: PICKER_TEXTS.phone },
  { key: "orgCodeTxt", title: PICKER_TEXTS.departs },
];
const SEARCH = [
  { key: "username", label: PICKER_TEXTS.username },
  { key: "realname", label: PICKER_TEXTS.realname },
] as const;

/** What the field stores of a user (JeecgBoot's `store`): the account (default) or the id. */
export type UserStore = UserKey;

const USERS = ["users"] as const;

export interface UserPickerDialogProps {
  multi: boolean;
  store?: UserStore;
  /** The title (default 根据部门选择用户). */
  title?: string;
  initial?: readonly Picked<PickerUser>[];
  onOk: (picked: Picked<PickerUser>[]) => void;
  onClose: () => void;
  busy?: boolean;
  /** The warning when nothing is chosen (default: an empty choice clears). */
  requireChoice?: string;
  testId?: string;
}

export function UserPickerDialog({ multi, store = "username", title, initial = [], onOk, onClose, busy, requireChoice, testId = "user-picker" }: UserPickerDialogProps) {
  const { t, tx } = useI18n();
  const tree = useDepartTree();
  const [departId, setDepartId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);

  const side = (
    <Box borderWidth="1px" rounded="md" p="2" maxH="480px" overflowY="auto">
      {tree.nodes === null ? (
        <Spinner size="sm" aria-label={t("kit.loading")} />
      ) : (
        <NavTree
          nodes={tree.nodes}
          label={tx(PICKER_TEXTS.departTree)}
          selectedKey={departId}
          onSelect={(node) => setDepartId((current) => (current === node.key ? null : node.key))}
          expandedKeys={expanded}
          onExpandedChange={setExpanded}
          onLoadChildren={tree.loadChildren}
          testId="user-picker-departs"
        />
      )}
    </Box>
  );

  return (
    <TablePickerDialog<PickerUser>
      title={title ?? tx(PICKER_TEXTS.userTitle)}
      width={USER_PICKER_WIDTH}
      testId={testId}
      multi={multi}
      rowKey={(u) => (store === "id" ? u.id : (u.username ?? ""))}
      rowLabel={(u) => u.realname || (u.username ?? "")}
      rowName={(u) => `${u.realname ?? ""}（${u.username ?? ""}）`}
      columns={COLUMNS}
      search={SEARCH}
      filter={departId ?? ""}
      source={USERS}
      load={(api, search, page, _sort, signal) =>
        api.pickers.users({ ...page, ...search, ...(departId ? { departId } : {}), field: "id,username,realname,sex,phone,orgCodeTxt", column: "createTime", order: "desc" }, signal)
      }
      initial={initial}
      onOk={onOk}
      onClose={onClose}
      busy={busy}
      requireChoice={requireChoice}
      chosenText={(n) => t("userChoice.chosen", { n })}
      side={side}
    />
  );
}

/**
 * Labels of stored usernames or ids (getMultiUser answers a bare array): each user's `label`; a
 * key without a user is left out (shown as itself).
 */
export function userLabels(store: UserStore, id: string, label: (user: PickerUser) => string): LabelResolver {
  return {
    id: `users:${store}:${id}`,
    load: async (api, keys, signal) => {
      const outcome = await api.pickers.usersByKeys(store, keys, signal);
      if (!outcome.ok) return outcome;
      const users = Array.isArray(outcome.result) ? outcome.result : [];
      return { ...outcome, result: new Map(users.filter((u) => u[store]).map((u) => [u[store]!, label(u)])) };
    },
  };
}
const realnameOf = (store: UserStore) => (u: PickerUser) => u.realname || u.username || u[store]!;
export const userRealnames = userLabels("username", "realname", realnameOf("username"));
const userRealnamesById = userLabels("id", "realname", realnameOf("id"));

export interface UserPickerProps extends PickerFieldProps {
  /** Several users (default one). */
  multi?: boolean;
  store?: UserStore;
}

/** The field: usernames (or ids) comma-joined, real names shown; usable as a list-kit form or search control. */
export function UserPicker({ multi = false, store = "username", ...field }: UserPickerProps) {
  const { tx } = useI18n();
  const resolve = store === "id" ? userRealnamesById : userRealnames;
  return <PickerField field={field} title={tx(PICKER_TEXTS.userTitle)} resolve={resolve} testId="user-picker" dialog={(hooks) => <UserPickerDialog multi={multi} store={store} {...hooks} />} />;
}
