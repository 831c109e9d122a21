/**
 * The role picker (选择角色) in jsdom over the fake API: roles from /sys/role/list, chosen by their
 * boxes; the field stores the ids and hands back each chosen role's id and roleCode.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, page, renderWithServices } from "../../../test/components/harness";
import type { PickedReturn } from "./PickerField";
import { RolePicker } from "./RolePicker";

const ROLES = [
  { id: "r1", roleName: "管理员", roleCode: "admin" },
  { id: "r2", roleName: "审核员", roleCode: "auditor" },
];

describe("RolePicker", () => {
  it("stores the chosen roles' ids and returns their id and roleCode", async () => {
    const picked = vi.fn<(p: readonly PickedReturn[]) => void>();
    function Host() {
      const [value, setValue] = useState<unknown>("");
      return <RolePicker name="roles" aria-label="角色" value={value} onChange={setValue} onPick={picked} />;
    }
    const fake = new FakeApi().on("GET /sys/role/list", page(ROLES)).on("GET /sys/dict/loadDictItem/sys_role,role_name,id", ok(["管理员", "审核员"]));
    const user = userEvent.setup();
    await renderWithServices(<Host />, { api: fake });
    await user.click(screen.getByRole("button", { name: "选择角色" }));
    const dialog = await screen.findByTestId("role-picker");
    await within(dialog).findByText("审核员");
    await user.click(within(dialog).getByRole("checkbox", { name: /管理员/ }));
    await user.click(within(dialog).getByRole("checkbox", { name: /审核员/ }));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(picked).toHaveBeenCalledTimes(1));
    expect(picked.mock.calls[0]![0]).toEqual([
      { key: "r1", id: "r1", roleCode: "admin" },
      { key: "r2", id: "r2", roleCode: "auditor" },
    ]);
    await waitFor(() => expect(screen.getByLabelText("角色")).toHaveValue("管理员,审核员"));
  });
});
