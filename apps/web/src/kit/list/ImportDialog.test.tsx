/**
 * The Excel import dialog in jsdom: through a list page's 导入 and on an actor of its own
 * (createImportDialogMachine, online mode for the validate flag). Its width, the files chosen and
 * removed, a refusal or an HTTP failure kept in the open dialog, a partial import (code 201) warned
 * with its error rows to download.
 */
import { createImportDialogMachine } from "@qt/machines";
import { sysPosition } from "@qt/openapi/build";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useActorRef } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeApi, ok, page, refused, renderWithServices } from "../../../test/components/harness";
import { useServices } from "../../app/ServicesContext";
import { ImportDialog } from "./ImportDialog";
import { ListPage } from "./ListPage";
import { l, type ListPageDef } from "./types";

const def: ListPageDef = {
  resource: sysPosition,
  key: "import-dialog-test",
  columns: [{ key: "code", title: l("职务编码", "Code") }],
  search: [],
  form: [],
  superQuery: false,
};
const IMPORT = "POST /sys/position/importExcel";

function positions() {
  return new FakeApi().on("GET /sys/position/list", page([{ id: "1", code: "P01", name: "职务1" }], 1));
}

const xlsx = (name: string) => new File(["PK"], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });

/** The list page with its 导入 opened; gives the dialog. */
async function openFromPage(api: FakeApi) {
  const user = userEvent.setup({ applyAccept: false });
  await renderWithServices(<ListPage def={def} path="/positions" />, { api, permissions: ["system:position:import"] });
  await screen.findByText("P01");
  await user.click(screen.getByTestId("toolbar-import"));
  return { user, dialog: await screen.findByTestId("import-dialog") };
}

/** The dialog alone on an import actor over the test's client, opened. */
function OwnDialog({ online }: { online: boolean }) {
  const { client } = useServices();
  const machine = useMemo(() => createImportDialogMachine(client, "/test/online/importXls"), [client]);
  const actor = useActorRef(machine, { input: { online } });
  useEffect(() => actor.send({ type: "OPEN" }), [actor]);
  return <ImportDialog actor={actor} />;
}

const files = (dialog: HTMLElement) => within(within(dialog).getByTestId("import-files")).getAllByRole("listitem");
const uploaded = (api: FakeApi, route = IMPORT) => api.calls(route).map((r) => r.body as FormData);

beforeEach(() => sessionStorage.clear());

describe("ImportDialog", () => {
  it("is 600 wide at most, titled 导入EXCEL, with no file chosen at first", async () => {
    const { dialog } = await openFromPage(positions());
    expect(dialog).toHaveStyle({ maxWidth: "min(600px, calc(100vw - 32px))" });
    expect(within(dialog).getByText("导入EXCEL")).toBeInTheDocument();
    expect(files(dialog).map((li) => li.textContent)).toEqual(["未选择文件"]);
    expect(within(dialog).getByTestId("import-upload")).toBeDisabled();
  });

  it("lists the files chosen, removes one, and uploads the others", async () => {
    const api = positions().on(IMPORT, ok(null, "文件导入成功！数据行数：2"));
    const { user, dialog } = await openFromPage(api);
    await user.upload(within(dialog).getByTestId("import-file"), [xlsx("a.xlsx"), xlsx("b.xls")]);
    expect(files(dialog).map((li) => li.textContent)).toEqual(["a.xlsx", "b.xls"]);
    await user.click(within(dialog).getByRole("button", { name: "移除 a.xlsx" }));
    expect(files(dialog).map((li) => li.textContent)).toEqual(["b.xls"]);
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(api.calls(IMPORT)).toHaveLength(1));
    // (jsdom's File reaches Node's multipart encoder without its name and content: only the count tells)
    expect(uploaded(api)[0]!.getAll("files[]")).toHaveLength(1);
    expect(await screen.findByText("文件导入成功！数据行数：2")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("import-dialog")).toBeNull());
  });

  it("keeps the dialog open with the server's refusal in it and the files kept", async () => {
    const api = positions().on(IMPORT, refused("文件导入失败:第2行职务编码不能为空"));
    const { user, dialog } = await openFromPage(api);
    await user.upload(within(dialog).getByTestId("import-file"), xlsx("positions.xlsx"));
    await user.click(within(dialog).getByTestId("import-upload"));
    const warning = await within(dialog).findByTestId("import-warning");
    expect(warning).toHaveTextContent("文件导入失败:第2行职务编码不能为空");
    expect(screen.getByTestId("import-dialog")).toBe(dialog);
    expect(files(dialog).map((li) => li.textContent)).toEqual(["positions.xlsx"]);
    expect(within(dialog).getByTestId("import-upload")).toBeEnabled();
    // the list was not reloaded
    expect(api.calls("GET /sys/position/list")).toHaveLength(1);
  });

  it("says 文件上传失败 in the open dialog when the server answers HTTP 500", async () => {
    const api = positions().on(IMPORT, () => ({ status: 500, body: { status: 500, error: "Internal Server Error" } }));
    const { user, dialog } = await openFromPage(api);
    await user.upload(within(dialog).getByTestId("import-file"), xlsx("positions.xlsx"));
    await user.click(within(dialog).getByTestId("import-upload"));
    expect(await within(dialog).findByTestId("import-warning")).toHaveTextContent("文件上传失败");
    expect(files(dialog).map((li) => li.textContent)).toEqual(["positions.xlsx"]);
    // a second try sends the same file again
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(api.calls(IMPORT)).toHaveLength(2));
    expect(uploaded(api)[1]!.getAll("files[]")).toHaveLength(1);
  });

  it("closes on a partial import (code 201) and warns 导入成功,但是有错误数据! … 具体详情请 点击下载", async () => {
    const partial = {
      body: {
        success: true,
        code: 201,
        message: "文件导入成功，但有错误。",
        result: { msg: "总上传行数：3，已导入行数：2，错误行数：1", fileUrl: "/temp/import-errors.xls", fileName: "import-errors.xls" },
        timestamp: 0,
      },
    };
    const api = positions()
      .on(IMPORT, partial)
      .on("GET /temp/import-errors.xls", () => ({ body: new Blob(["bad rows"]), headers: { "Content-Type": "application/vnd.ms-excel" } }));
    const { user, dialog } = await openFromPage(api);
    await user.upload(within(dialog).getByTestId("import-file"), xlsx("positions.xlsx"));
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(screen.queryByTestId("import-dialog")).toBeNull());
    const toast = (await screen.findByText(/导入成功,但是有错误数据!/)).closest<HTMLElement>('[data-testid="toast"]')!;
    expect(toast).toHaveAttribute("data-type", "warning");
    expect(toast).toHaveTextContent("总上传行数：3，已导入行数：2，错误行数：1 具体详情请");
    await waitFor(() => expect(api.calls("GET /sys/position/list")).toHaveLength(2));
    await user.click(within(toast).getByRole("button", { name: "点击下载" }));
    await waitFor(() => expect(api.calls("GET /temp/import-errors.xls")).toHaveLength(1));
  });

  it("offers no validate flag on a list page (not an online form) and sends none", async () => {
    const api = positions().on(IMPORT, ok(null, "文件导入成功！"));
    const { user, dialog } = await openFromPage(api);
    expect(within(dialog).queryByTestId("import-validate")).toBeNull();
    expect(within(dialog).queryByText("是否开启校验")).toBeNull();
    await user.upload(within(dialog).getByTestId("import-file"), xlsx("positions.xlsx"));
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(api.calls(IMPORT)).toHaveLength(1));
    expect(uploaded(api)[0]!.has("validateStatus")).toBe(false);
  });

  it("offers the validate flag in online mode, off at first, and sends it as validateStatus", async () => {
    const route = "POST /test/online/importXls";
    const api = new FakeApi().on(route, ok(null, "文件导入成功！"));
    const user = userEvent.setup({ applyAccept: false });
    await renderWithServices(<OwnDialog online />, { api });
    const dialog = await screen.findByTestId("import-dialog");
    const flag = within(dialog).getByRole("checkbox", { name: "是否开启校验" });
    expect(flag).not.toBeChecked();
    await user.upload(within(dialog).getByTestId("import-file"), xlsx("form.xlsx"));
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(api.calls(route)).toHaveLength(1));
    expect(uploaded(api, route)[0]!.get("validateStatus")).toBe("0");
  });

  it("sends validateStatus 1 when the flag is checked", async () => {
    const route = "POST /test/online/importXls";
    const api = new FakeApi().on(route, ok(null, "文件导入成功！"));
    const user = userEvent.setup({ applyAccept: false });
    await renderWithServices(<OwnDialog online />, { api });
    const dialog = await screen.findByTestId("import-dialog");
    await user.click(within(dialog).getByText("是否开启校验"));
    expect(within(dialog).getByRole("checkbox", { name: "是否开启校验" })).toBeChecked();
    await user.upload(within(dialog).getByTestId("import-file"), xlsx("form.xlsx"));
    await user.click(within(dialog).getByTestId("import-upload"));
    await waitFor(() => expect(api.calls(route)).toHaveLength(1));
    expect(uploaded(api, route)[0]!.get("validateStatus")).toBe("1");
    await waitFor(() => expect(screen.queryByTestId("import-dialog")).toBeNull());
  });
});
