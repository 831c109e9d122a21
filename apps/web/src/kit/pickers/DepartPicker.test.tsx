/**
 * The department picker (选择部门) in jsdom over the fake API: the tree loaded level by level
 * (/sys/sysDepart/queryDepartTreeSync), one department or several with 父子关联, the ids emitted
 * comma-joined and the names shown; a stored value's names read by id.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, renderWithServices } from "../../../test/components/harness";
import { DepartPicker } from "./DepartPicker";

const LEVELS: Record<string, { id: string; departName: string; isLeaf: boolean }[]> = {
  "": [
    { id: "d1", departName: "总部", isLeaf: false },
    { id: "d9", departName: "分公司", isLeaf: true },
  ],
  d1: [
    { id: "d2", departName: "研发部", isLeaf: true },
    { id: "d3", departName: "财务部", isLeaf: true },
  ],
};
const ALL = Object.values(LEVELS).flat();

function api() {
  return new FakeApi().on("GET /sys/sysDepart/queryDepartTreeSync", (r) => {
    if (r.query.ids) return ok(ALL.filter((d) => r.query.ids!.split(",").includes(d.id)));
    return ok(LEVELS[r.query.pid ?? ""] ?? []);
  });
}
const treeCalls = (fake: FakeApi) => fake.calls("GET /sys/sysDepart/queryDepartTreeSync");

async function renderPicker(props: { multi?: boolean; linked?: boolean; value?: string } = {}) {
  const changed = vi.fn();
  function Host() {
    const [value, setValue] = useState<unknown>(props.value ?? "");
    return (
      <DepartPicker
        name="depart"
        aria-label="所属部门"
        multi={props.multi}
        linked={props.linked}
        value={value}
        onChange={(v) => {
          changed(v);
          setValue(v);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const fake = api();
  await renderWithServices(<Host />, { api: fake });
  return { user, api: fake, changed };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "选择部门" }));
  const dialog = await screen.findByTestId("depart-picker");
  await within(dialog).findByRole("treeitem", { name: "总部" });
  return dialog;
}

/** Opens a department with the keyboard (→), as the tree pattern does. */
async function expand(user: ReturnType<typeof userEvent.setup>, item: HTMLElement) {
  act(() => item.focus());
  await user.keyboard("{ArrowRight}");
}

describe("DepartPicker", () => {
  it("loads the top departments, then a department's children when it is opened", async () => {
    const { user, api: fake } = await renderPicker();
    const dialog = await openDialog(user);
    expect(within(dialog).getByText("选择部门")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("treeitem").map((i) => i.textContent)).toEqual(["总部", "分公司"]);
    expect(treeCalls(fake)).toHaveLength(1);
    const top = within(dialog).getByRole("treeitem", { name: "总部" });
    expect(top).toHaveAttribute("aria-expanded", "false");
    await expand(user, top);
    await within(dialog).findByRole("treeitem", { name: "研发部" });
    expect(top).toHaveAttribute("aria-expanded", "true");
    expect(treeCalls(fake).map((r) => r.query.pid)).toEqual([undefined, "d1"]);
    // no 父子关联 switch for one department
    expect(within(dialog).queryByTestId("depart-picker-linked")).toBeNull();
  });

  it("emits the chosen department's id and shows its name", async () => {
    const { user, changed } = await renderPicker();
    const dialog = await openDialog(user);
    await expand(user, within(dialog).getByRole("treeitem", { name: "总部" }));
    await user.click(await within(dialog).findByRole("treeitem", { name: "研发部" }));
    expect(within(dialog).getByRole("treeitem", { name: "研发部" })).toHaveAttribute("aria-checked", "true");
    // one department: choosing another replaces it
    await user.click(within(dialog).getByRole("treeitem", { name: "财务部" }));
    expect(within(dialog).getByRole("treeitem", { name: "研发部" })).toHaveAttribute("aria-checked", "false");
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("depart-picker")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("d3");
    expect(screen.getByLabelText("所属部门")).toHaveValue("财务部");
  });

  it("checks parent and children together with 父子关联 in multi mode", async () => {
    const { user, changed } = await renderPicker({ multi: true, linked: true });
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole("checkbox", { name: "父子关联" })).toBeChecked();
    await expand(user, within(dialog).getByRole("treeitem", { name: "总部" }));
    await within(dialog).findByRole("treeitem", { name: "研发部" });
    await user.click(within(dialog).getByRole("treeitem", { name: "总部" }));
    expect(within(dialog).getByRole("treeitem", { name: "财务部" })).toHaveAttribute("aria-checked", "true");
    await user.click(within(dialog).getByRole("treeitem", { name: "分公司" }));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("depart-picker")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("d1,d2,d3,d9");
  });

  it("checks departments one by one without 父子关联", async () => {
    const { user, changed } = await renderPicker({ multi: true });
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole("checkbox", { name: "父子关联" })).not.toBeChecked();
    await expand(user, within(dialog).getByRole("treeitem", { name: "总部" }));
    await within(dialog).findByRole("treeitem", { name: "研发部" });
    await user.click(within(dialog).getByRole("treeitem", { name: "总部" }));
    expect(within(dialog).getByRole("treeitem", { name: "研发部" })).toHaveAttribute("aria-checked", "false");
    await user.click(within(dialog).getByRole("treeitem", { name: "财务部" }));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("depart-picker")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("d1,d3");
    expect(screen.getByLabelText("所属部门")).toHaveValue("总部,财务部");
  });

  it("shows a stored value's names, read by id, and opens with it checked", async () => {
    const { user, api: fake } = await renderPicker({ value: "d9" });
    await waitFor(() => expect(screen.getByLabelText("所属部门")).toHaveValue("分公司"));
    expect(treeCalls(fake).find((r) => r.query.ids)!.query.ids).toBe("d9");
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole("treeitem", { name: "分公司" })).toHaveAttribute("aria-checked", "true");
  });
});
