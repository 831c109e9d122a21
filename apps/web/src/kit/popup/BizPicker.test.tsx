/**
 * The business component picker in jsdom over the fake API: '<name>选择' over a list url, 5 rows a
 * page, searched by name (contains), the chosen records' values emitted and their names shown; a
 * stored value's names read through its table dictionary.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeApi, ok, renderWithServices, type FakeRequest } from "../../../test/components/harness";
import { l } from "../list/types";
import { BizPicker } from "./BizPicker";

const WORKS = Array.from({ length: 7 }, (_, i) => ({ id: `w${i + 1}`, code: `W${i + 1}`, title: i === 6 ? "春节海报模板" : `作品${i + 1}` }));
const LIST = "GET /work/qtWork/list";

function works() {
  return new FakeApi()
    .on(LIST, (r: FakeRequest) => {
      const wanted = (r.query.title ?? "").replace(/^\*|\*$/g, "");
      const matched = WORKS.filter((w) => w.title.includes(wanted));
      const size = Number(r.query.pageSize);
      const current = Number(r.query.pageNo);
      return ok({ records: matched.slice((current - 1) * size, current * size), total: matched.length });
    })
    .on("GET /sys/dict/loadDictItem/qt_work,title,id", (r: FakeRequest) => ok((r.query.key ?? "").split(",").map((k) => WORKS.find((w) => w.id === k)?.title ?? null)));
}

async function renderPicker(props: { multi?: boolean; value?: string } = {}) {
  const changed = vi.fn();
  function Host() {
    const [value, setValue] = useState<unknown>(props.value ?? "");
    return (
      <BizPicker
        componentName={l("作品", "work")}
        listUrl="/work/qtWork/list"
        columns={[
          { key: "code", title: l("编号", "Code") },
          { key: "title", title: l("标题", "Title") },
        ]}
        search={{ key: "title", label: l("标题", "Title") }}
        displayKey="title"
        labelDict="qt_work,title,id"
        multi={props.multi}
        name="work"
        aria-label="作品"
        value={value}
        onChange={(v) => {
          changed(v);
          setValue(v);
        }}
      />
    );
  }
  const user = userEvent.setup();
  const api = works();
  await renderWithServices(<Host />, { api });
  return { user, api, changed };
}

describe("BizPicker", () => {
  it("opens 作品选择 over the list, 5 rows a page", async () => {
    const { user, api } = await renderPicker();
    await user.click(screen.getByRole("button", { name: "选择" }));
    const dialog = await screen.findByTestId("biz-picker");
    expect(within(dialog).getByText("作品选择")).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(5));
    expect(api.calls(LIST)[0]!.query).toMatchObject({ pageNo: "1", pageSize: "5" });
    expect(within(dialog).getByTestId("pager-total")).toHaveTextContent("1-5 共7条");
    expect(within(within(dialog).getByLabelText("每页条数")).getAllByRole("option").map((o) => o.textContent)).toEqual(["5 条/页", "10 条/页", "20 条/页", "30 条/页"]);
  });

  it("searches by name as contains and emits the chosen record's id, showing its name", async () => {
    const { user, api, changed } = await renderPicker();
    await user.click(screen.getByRole("button", { name: "选择" }));
    const dialog = await screen.findByTestId("biz-picker");
    await user.type(within(dialog).getByRole("textbox", { name: "标题" }), "海报{Enter}");
    await waitFor(() => expect(within(dialog).getAllByTestId("picker-row")).toHaveLength(1));
    expect(api.calls(LIST).at(-1)!.query.title).toBe("*海报*");
    await user.click(within(dialog).getByText("春节海报模板"));
    await user.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByTestId("biz-picker")).toBeNull());
    expect(changed).toHaveBeenLastCalledWith("w7");
    expect(screen.getByLabelText("作品")).toHaveValue("春节海报模板");
  });

  it("shows a stored value's names through its table dictionary", async () => {
    const { api } = await renderPicker({ multi: true, value: "w1,w7" });
    await waitFor(() => expect(screen.getByLabelText("作品")).toHaveValue("作品1,春节海报模板"));
    expect(api.calls("GET /sys/dict/loadDictItem/qt_work,title,id")[0]!.query.key).toBe("w1,w7");
  });
});
