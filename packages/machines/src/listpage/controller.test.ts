import { qtWorkType, sysCategory, sysPosition } from "@qt/openapi/build";
import { describe, expect, it } from "vitest";
import { envelope, eventually, failure, fakeClient, jeecg, settle, type Answer } from "../testing/fakes.js";
import { SimulatedClock } from "../testing/model.js";
import { createListController, listUrls, type ListControllerOptions, type ListSpec, type StoredListQuery } from "./controller.js";

const ROWS = [
  { id: "p1", code: "CEO", name: "总经理", updateTime: null },
  { id: "p2", code: "CTO", name: "技术总监", updateTime: null },
];
const PAGE = envelope({ records: ROWS, total: 25 });
const positions: ListSpec = { resource: sysPosition, fields: [{ key: "name" }, { key: "postRank" }, { key: "createTime" }] };
const xlsx = (name: string) => ({ uid: name, name, file: new File(["PK"], name) });

function start(spec: ListSpec, options: ListControllerOptions = {}) {
  const fake = fakeClient(new SimulatedClock());
  const persisted: StoredListQuery[] = [];
  const controller = createListController(fake.client, spec, { persist: (q) => void persisted.push(q), ...options });
  controller.start();
  /** Answers the oldest pending request matching (the first signed call loads its md5 module: real time). */
  const answer = async (match: string, reply: Answer) => {
    await eventually(() => fake.http.waiting > 0);
    return fake.http.respond(match, reply);
  };
  /** The next list call, answered with a page. */
  const listCall = async (reply: Answer = PAGE) => {
    const request = await answer(`GET ${controller.urls.list}`, reply);
    await settle(() => controller.list.getSnapshot().matches("loaded"));
    return request;
  };
  const nothingSent = async () => {
    await settle(() => fake.http.waiting > 0, 20);
    return fake.http.waiting === 0;
  };
  return { fake, controller, persisted, answer, listCall, nothingSent, list: () => controller.list.getSnapshot().context };
}

describe("the first list call", () => {
  it("carries the restored search, encoded, with the stored sort and page", async () => {
    const stored: StoredListQuery = {
      search: { name: "经理", createTime: ["2024-01-01", "2024-01-31"] },
      sort: { column: "code", order: "asc" },
      current: 3,
      pageSize: 20,
      superQuery: null,
    };
    const { listCall, list } = start(positions, { stored });
    const request = await listCall();
    expect(request.query).toMatchObject({
      name: "*经理*",
      createTime_begin: "2024-01-01 00:00:00",
      createTime_end: "2024-01-31 23:59:59",
      column: "code",
      order: "asc",
      pageNo: "3",
      pageSize: "20",
    });
    expect(list().search).toEqual(stored.search); // the form shows what was typed
  });

  it("without a stored query: page 1 of 10, newest first, or by the resource's own default column", async () => {
    const first = await start(positions).listCall();
    expect(first.query).toMatchObject({ column: "createTime", order: "desc", pageNo: "1", pageSize: "10" });
    expect(first.query).not.toHaveProperty("name");
    const types = await start({ resource: qtWorkType, fields: [{ key: "name" }] }).listCall();
    expect(types.query).toMatchObject({ column: "sort", order: "desc" });
  });
});

describe("searching", () => {
  it("input keeps the typed values without searching; submitSearch sends them encoded, from page 1", async () => {
    const { controller, listCall, nothingSent, list } = start(positions, { stored: { search: {}, sort: { column: "createTime", order: "desc" }, current: 2, pageSize: 10, superQuery: null } });
    await listCall();
    const typed = { name: " 经理 ", postRank: "2", createTime: ["2024-03-01", ""] };
    controller.input(typed);
    expect(await nothingSent()).toBe(true);
    expect(list().search).toEqual(typed);
    expect(controller.submitSearch()).toBeNull();
    const request = await listCall();
    expect(request.query).toMatchObject({ name: "*经理*", postRank: "2", createTime_begin: "2024-03-01 00:00:00", pageNo: "1" });
    expect(request.query).not.toHaveProperty("createTime_end");
    expect(list().search).toEqual(typed);
  });

  it("submitSearch with values searches those", async () => {
    const { controller, listCall, list } = start(positions);
    await listCall();
    controller.submitSearch({ postRank: "1" });
    const request = await listCall();
    expect(request.query).toMatchObject({ postRank: "1" });
    expect(request.query).not.toHaveProperty("name");
    expect(list().search).toEqual({ postRank: "1" });
  });

  it("a reversed range is refused: the answer is its key and nothing is searched", async () => {
    const { controller, fake, listCall, nothingSent, list } = start(positions);
    await listCall();
    const before = list();
    const sent = fake.http.requests.length;
    expect(controller.submitSearch({ name: "a", createTime: ["2024-02-01", "2024-01-01"] })).toBe("createTime");
    expect(await nothingSent()).toBe(true);
    expect(fake.http.requests).toHaveLength(sent);
    expect(list().query).toEqual(before.query);
  });

  it("resetSearch keeps the fixed parameters and the tree's level", async () => {
    const categories: ListSpec = { resource: sysCategory, fields: [{ key: "name" }, { key: "code" }], tree: { parent: "0" }, fixedQuery: { tenantId: "1" } };
    const { controller, listCall, list } = start(categories);
    expect(controller.urls.list).toBe("/sys/category/rootList");
    expect((await listCall()).query).toMatchObject({ pid: "0", tenantId: "1" });
    controller.submitSearch({ name: "服装" });
    const searched = await listCall();
    expect(searched.query).toMatchObject({ name: "*服装*", tenantId: "1" });
    expect(searched.query).not.toHaveProperty("pid"); // every level
    controller.resetSearch();
    const reset = await listCall();
    expect(reset.query).toMatchObject({ pid: "0", tenantId: "1" });
    expect(reset.query).not.toHaveProperty("name");
    expect(list().search).toEqual({});
  });
});

describe("writes reload the list", () => {
  it("a saved form reloads it; a refused one does not", async () => {
    const { controller, answer, listCall, nothingSent } = start(positions);
    await listCall();
    controller.form.send({ type: "OPEN", mode: "add", record: null });
    controller.form.send({ type: "SAVE", body: { code: "CFO", name: "财务总监" } });
    await answer("POST /sys/position/add", failure("职务编码已存在"));
    await settle(() => controller.form.getSnapshot().matches("open"));
    expect(await nothingSent()).toBe(true);
    controller.form.send({ type: "SAVE", body: { code: "CFO2", name: "财务总监" } });
    await answer("POST /sys/position/add", envelope(null, { message: "添加成功！" }));
    const reload = await listCall(envelope({ records: [...ROWS, { id: "p3" }], total: 26 }));
    expect(reload.query).toMatchObject({ pageNo: "1" });
    expect(controller.list.getSnapshot().context.records).toHaveLength(3);
  });

  it("a save that finishes while the list is loading still reloads it (that load was asked before the write)", async () => {
    const { controller, fake, answer, listCall } = start(positions);
    await eventually(() => fake.http.waiting === 1); // the first load is out, unanswered
    controller.form.send({ type: "OPEN", mode: "add", record: null });
    controller.form.send({ type: "SAVE", body: { code: "CFO", name: "财务总监" } });
    await answer("POST /sys/position/add", envelope(null));
    await settle(() => controller.form.getSnapshot().matches("closed"));
    await answer("GET /sys/position/list", PAGE); // the stale answer, if it is still awaited
    const reload = await listCall(envelope({ records: [...ROWS, { id: "p3" }], total: 26 }));
    expect(reload.query).toMatchObject({ pageNo: "1" });
    expect(controller.list.getSnapshot().context.records).toHaveLength(3);
  });

  it("a finished import reloads it; a failed one does not", async () => {
    const { controller, answer, listCall, nothingSent } = start(positions);
    await listCall();
    controller.importer.send({ type: "OPEN" });
    controller.importer.send({ type: "ADD_FILES", files: [xlsx("positions.xlsx")] });
    controller.importer.send({ type: "UPLOAD" });
    await answer("POST /sys/position/importExcel", failure("模板不匹配"));
    await settle(() => controller.importer.getSnapshot().matches("open"));
    expect(await nothingSent()).toBe(true);
    controller.importer.send({ type: "UPLOAD" });
    await answer("POST /sys/position/importExcel", jeecg("import-with-errors-201.json"));
    await listCall();
    expect(controller.importer.getSnapshot().value).toBe("closed");
  });
});

describe("export", () => {
  const file: Answer = { body: "x", headers: { "Content-Type": "application/vnd.ms-excel" } };

  it("sends the selected rows when some are selected", async () => {
    const { controller, answer, listCall } = start({ ...positions, fixedQuery: { tenantId: "1" } });
    await listCall();
    controller.list.send({ type: "SELECT", keys: ["p1", "p2"] });
    controller.export("职务");
    const request = await answer("GET /sys/position/exportXls", file);
    expect(request.query).toMatchObject({ selections: "p1,p2" });
    expect(request.query).not.toHaveProperty("column");
    expect(request.headers.get("X-Task-Id")).toBeTruthy();
  });

  it("else the query as typed, with the fixed parameters and the sort", async () => {
    const { controller, answer, listCall } = start({ ...positions, fixedQuery: { tenantId: "1" } });
    await listCall();
    controller.submitSearch({ name: "经理" });
    await listCall();
    controller.list.send({ type: "SORT", column: "code", order: "ascend" });
    await listCall();
    controller.input({ name: "总", postRank: "1" }); // typed, not searched yet: the export reads the form, as JeecgBoot's
    controller.export("职务");
    const request = await answer("GET /sys/position/exportXls", file);
    expect(request.query).toMatchObject({ name: "*总*", postRank: "1", tenantId: "1", column: "code", order: "asc" });
    expect(request.query).not.toHaveProperty("selections");
    await settle(() => controller.exporter.getSnapshot().matches("idle"));
  });
});

describe("remembering the query", () => {
  it("persist is told the query after a sort or page change, and what was typed", async () => {
    const { controller, listCall, persisted } = start(positions);
    await listCall();
    controller.list.send({ type: "SORT", column: "name", order: "ascend" });
    expect(persisted.at(-1)).toMatchObject({ sort: { column: "name", order: "asc" }, current: 1, pageSize: 10 });
    await listCall();
    controller.list.send({ type: "PAGE", current: 3, pageSize: 20 });
    expect(persisted.at(-1)).toEqual({ search: {}, sort: { column: "name", order: "asc" }, current: 3, pageSize: 20, superQuery: null });
    await listCall();
    controller.input({ name: "经" });
    expect(persisted.at(-1)).toMatchObject({ search: { name: "经" }, current: 3 });
  });

  it("a restarted controller from the persisted query asks for the same page", async () => {
    const first = start(positions);
    await first.listCall();
    first.controller.submitSearch({ name: "经理" });
    await first.listCall();
    first.controller.list.send({ type: "PAGE", current: 2 });
    const before = await first.listCall();
    first.controller.stop();
    const again = await start(positions, { stored: first.persisted.at(-1) ?? null }).listCall();
    const { _t: _a, ...was } = before.query;
    const { _t: _b, ...is } = again.query;
    expect(is).toEqual(was);
  });
});

describe("urls", () => {
  it("a plain resource: its <base>/<op> family", () => {
    expect(listUrls(positions)).toEqual({
      list: "/sys/position/list",
      delete: "/sys/position/delete",
      deleteBatch: "/sys/position/deleteBatch",
      add: "/sys/position/add",
      edit: "/sys/position/edit",
      exportXls: "/sys/position/exportXls",
      importExcel: "/sys/position/importExcel",
    });
  });

  it("a tree level reads rootList", () => {
    expect(listUrls({ resource: sysCategory, fields: [], tree: { parent: "0" } }).list).toBe("/sys/category/rootList");
    expect(listUrls({ resource: sysCategory, fields: [] }).list).toBe("/sys/category/list");
  });

  it("own calls replace the family but for import and export; no batch delete", () => {
    const calls = {
      list: "/sys/permission/queryPermissionRule",
      add: { url: "/sys/permission/addPermissionRule", permission: "system:permission:addRule" },
      delete: { url: "/sys/permission/deletePermissionRule", permission: "system:permission:deleteRule" },
    };
    expect(listUrls({ resource: sysPosition, fields: [], calls })).toEqual({
      list: "/sys/permission/queryPermissionRule",
      add: "/sys/permission/addPermissionRule",
      delete: "/sys/permission/deletePermissionRule",
      exportXls: "/sys/position/exportXls",
      importExcel: "/sys/position/importExcel",
    });
  });
});
