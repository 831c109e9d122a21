import { sysPosition } from "@qt/openapi/build";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FakeApi, ok, page, refused, renderWithServices } from "../../../test/components/harness";
import { ListPage } from "./ListPage";
import { l, type ListPageDef } from "./types";

const def: ListPageDef = {
  resource: sysPosition,
  key: "test-positions",
  columns: [
    { key: "code", title: l("职务编码", "Code"), sort: true },
    { key: "name", title: l("职务名称", "Name") },
  ],
  search: [{ key: "name", label: l("职务名称", "Name") }],
  form: [
    { key: "code", label: l("职务编码", "Code") },
    { key: "name", label: l("职务名称", "Name") },
  ],
};
const ROWS = [
  { id: "1", code: "P01", name: "测试职务1", createTime: "2026-01-01 00:00:00" },
  { id: "2", code: "P02", name: "测试职务2", createTime: "2026-01-02 00:00:00" },
];

function positions() {
  return new FakeApi().on("GET /sys/position/list", page(ROWS, 2));
}

describe("ListPage", () => {
  it("lists the first page newest first, 10 a page", async () => {
    const { api } = await renderWithServices(<ListPage def={def} path="/p" />, { api: positions() });
    await screen.findByText("P01");
    expect(api.calls("GET /sys/position/list")[0]!.query).toMatchObject({ column: "createTime", order: "desc", pageNo: "1", pageSize: "10" });
    expect(screen.getAllByTestId("list-row")).toHaveLength(2);
  });

  it("offers 新增, 导入 and 导出 only to holders of their codes", async () => {
    await renderWithServices(<ListPage def={def} path="/p" />, { api: positions(), permissions: ["system:position:add"] });
    await screen.findByText("P01");
    expect(screen.getByTestId("toolbar-add")).toBeInTheDocument();
    expect(screen.queryByTestId("toolbar-import")).toBeNull();
    expect(screen.queryByTestId("toolbar-export")).toBeNull();
  });

  it("searches what was typed, contains-wise, and resets", async () => {
    const user = userEvent.setup();
    const { api } = await renderWithServices(<ListPage def={def} path="/p" />, { api: positions() });
    await screen.findByText("P01");
    await user.type(screen.getByLabelText("职务名称"), " 职务1 ");
    await user.click(screen.getByTestId("search-submit"));
    await waitFor(() => expect(api.calls("GET /sys/position/list")).toHaveLength(2));
    expect(api.calls("GET /sys/position/list")[1]!.query.name).toBe("*职务1*");
    await user.click(screen.getByTestId("search-reset"));
    await waitFor(() => expect(api.calls("GET /sys/position/list")).toHaveLength(3));
    expect(api.calls("GET /sys/position/list")[2]!.query).not.toHaveProperty("name");
    expect(screen.getByLabelText("职务名称")).toHaveValue("");
  });

  it("adds a record through the form and reloads the list", async () => {
    const user = userEvent.setup();
    const api = positions().on("POST /sys/position/add", ok(null, "添加成功！"));
    await renderWithServices(<ListPage def={def} path="/p" />, { api, permissions: ["system:position:add"] });
    await screen.findByText("P01");
    await user.click(screen.getByTestId("toolbar-add"));
    const modal = await screen.findByTestId("record-modal");
    await user.click(within(modal).getByTestId("record-submit"));
    await within(modal).findByText("请输入职务编码!");
    expect(api.calls("POST /sys/position/add")).toHaveLength(0);
    await user.type(within(modal).getByLabelText(/职务编码/), "P03");
    await user.type(within(modal).getByLabelText(/职务名称/), "新职务");
    await user.click(within(modal).getByTestId("record-submit"));
    await waitFor(() => expect(api.calls("POST /sys/position/add")).toHaveLength(1));
    expect(api.calls("POST /sys/position/add")[0]!.body).toMatchObject({ code: "P03", name: "新职务" });
    await waitFor(() => expect(screen.queryByTestId("record-modal")).toBeNull());
    await waitFor(() => expect(api.calls("GET /sys/position/list")).toHaveLength(2));
  });

  it("imports through the 导入EXCEL dialog: only Excel files, upload disabled without one", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = positions().on("POST /sys/position/importExcel", ok(null, "文件导入成功！数据行数：1"));
    await renderWithServices(<ListPage def={def} path="/p" />, { api, permissions: ["system:position:import"] });
    await screen.findByText("P01");
    await user.click(screen.getByTestId("toolbar-import"));
    const dialog = await screen.findByTestId("import-dialog");
    expect(within(dialog).getByText("导入EXCEL")).toBeInTheDocument();
    expect(within(dialog).getByTestId("import-upload")).toBeDisabled();
    await user.upload(within(dialog).getByTestId("import-file"), new File(["x"], "notes.txt"));
    await within(dialog).findByText("只能上传.xls或.xlsx文件");
    expect(within(dialog).getByTestId("import-upload")).toBeDisabled();
    await user.upload(within(dialog).getByTestId("import-file"), new File(["PK"], "positions.xlsx"));
    expect(within(dialog).getByText("positions.xlsx")).toBeInTheDocument();
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(api.calls("POST /sys/position/importExcel")).toHaveLength(1));
    // (jsdom's File reaches Node's multipart encoder without its name; the browser tests check names)
    const form = api.calls("POST /sys/position/importExcel")[0]!.body as FormData;
    expect(form.getAll("files[]")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId("import-dialog")).toBeNull());
    await waitFor(() => expect(api.calls("GET /sys/position/list")).toHaveLength(2));
  });

  describe("opened with ?id= (a notice's business id)", () => {
    afterEach(() => {
      window.location.hash = "";
    });
    const record = { id: "9", code: "P09", name: "通知里的职务", createTime: "2026-01-09 00:00:00" };

    it("reads that record by id and shows its 详情, once", async () => {
      const user = userEvent.setup();
      window.location.hash = "#/p?id=9";
      const api = positions().on("GET /sys/position/queryById", ok(record));
      await renderWithServices(<ListPage def={def} path="/p" />, { api });
      const modal = await screen.findByTestId("record-modal");
      expect(api.calls("GET /sys/position/queryById")[0]!.query.id).toBe("9");
      expect(within(modal).getByText("P09")).toBeInTheDocument();
      expect(within(modal).queryByTestId("record-submit")).toBeNull();
      await user.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByTestId("record-modal")).toBeNull());
      await screen.findByText("P01");
      expect(screen.queryByTestId("record-modal")).toBeNull();
      expect(api.calls("GET /sys/position/queryById")).toHaveLength(1);
    });

    it("a record the server does not have shows its message, no modal", async () => {
      window.location.hash = "#/p?id=404";
      const api = positions().on("GET /sys/position/queryById", refused("未找到对应数据"));
      await renderWithServices(<ListPage def={def} path="/p" />, { api });
      await screen.findByText("未找到对应数据");
      expect(screen.queryByTestId("record-modal")).toBeNull();
    });

    it("a list whose path is not the routed page's (a drawer's list) does not read the id", async () => {
      window.location.hash = "#/elsewhere?id=9";
      const api = positions().on("GET /sys/position/queryById", ok(record));
      await renderWithServices(<ListPage def={def} path="/p" />, { api });
      await screen.findByText("P01");
      expect(api.calls("GET /sys/position/queryById")).toHaveLength(0);
    });
  });

  describe("导出 failures reach the user", () => {
    const EXPORT = "GET /sys/position/exportXls";
    async function exportWith(reply: Parameters<FakeApi["on"]>[1]) {
      const user = userEvent.setup();
      const api = positions().on(EXPORT, reply);
      await renderWithServices(<ListPage def={def} path="/p" />, { api, permissions: ["system:position:export"] });
      await screen.findByText("P01");
      await user.click(screen.getByTestId("toolbar-export"));
      await waitFor(() => expect(api.calls(EXPORT)).toHaveLength(1));
      return (text: string | RegExp) => screen.findByText(text, {}, { timeout: 4000 }).then((el) => el.closest<HTMLElement>('[data-testid="toast"]')!);
    }

    it("an empty file: 文件下载失败, as a warning", async () => {
      const toast = await exportWith(() => ({ body: "", headers: { "Content-Type": "application/vnd.ms-excel" } }));
      expect(await toast("文件下载失败")).toHaveAttribute("data-type", "warning");
    });

    it("a refusal in the envelope: the server's message", async () => {
      const toast = await exportWith(refused("导出失败：数据过多"));
      expect(await toast("导出失败：数据过多")).toHaveAttribute("data-type", "warning");
    });

    it("an HTTP failure: the catalogue's text for it", async () => {
      const toast = await exportWith(() => ({ status: 403, body: { status: 403, error: "Forbidden" } }));
      expect(await toast("拒绝访问")).toHaveAttribute("data-type", "error");
    });
  });
});
