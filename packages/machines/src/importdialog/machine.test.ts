import { summariseImport } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { sameText, textOf } from "../messages.js";
import { envelope, failure, fakeClient, FAKE_BASE, jeecg, settle, type Answer, type FakeClient } from "../testing/fakes.js";
import { describeModel, SimulatedClock } from "../testing/model.js";
import { canUpload, createImportDialogMachine, errorDownload, importDialogMachine, isExcelFile, type ImportDialogEffect, type ImportDone } from "./machine.js";

const URL = "/sys/user/importExcel";
const xlsx = (name: string) => ({ uid: name, name, file: new File(["PK"], name) });
const PARTIAL_ANSWER = jeecg("import-with-errors-201.json");
const partialBody = PARTIAL_ANSWER.body as { message: string; code: number; result: unknown };
const PARTIAL = summariseImport({ baseUrl: FAKE_BASE }, { ok: true, code: 201, status: 200, message: partialBody.message, result: partialBody.result }) as ImportDone;
const SUCCESS: ImportDone = { status: "success", message: "文件导入成功！数据行数：3" };

type Sut = { logic: ReturnType<typeof createImportDialogMachine>; fake: FakeClient };

describeModel({
  name: "importdialog",
  machine: importDialogMachine,
  variants: [{ name: "list page" }, { name: "online form", input: { online: true } }],
  events: [
    { type: "OPEN" },
    { type: "CLOSE" },
    { type: "ADD_FILES", files: [xlsx("users.xlsx")] },
    { type: "ADD_FILES", files: [xlsx("readme.txt"), xlsx("old.xls")] },
    { type: "REMOVE_FILE", uid: "users.xlsx" },
    { type: "SET_VALIDATE", on: true },
    { type: "UPLOAD" },
    { type: "xstate.done.actor.importFiles", output: SUCCESS, answer: envelope(null, { message: SUCCESS.message }) },
    { type: "xstate.done.actor.importFiles", output: PARTIAL, answer: PARTIAL_ANSWER },
    { type: "xstate.error.actor.importFiles", error: { text: sameText("模板不匹配") }, answer: failure("模板不匹配") },
    { type: "xstate.error.actor.importFiles", error: { text: textOf("import.uploadFailed") }, answer: "network" },
  ],
  serializeState: (s) => JSON.stringify([s.value, Math.min(2, s.context.files.length), s.context.validate, s.context.warning !== null]),
  sut: ({ clock }): Sut => {
    const fake = fakeClient(clock);
    return { logic: createImportDialogMachine(fake.client, URL, { biz: "true" }), fake };
  },
  drive: {
    "xstate.done.actor.importFiles": async ({ event, sut }) => void (await sut.fake.http.respond(`POST ${URL}`, event.answer as Answer)),
    "xstate.error.actor.importFiles": async ({ event, sut }) => {
      if (event.answer === "network") await sut.fake.http.fail(`POST ${URL}`);
      else await sut.fake.http.respond(`POST ${URL}`, event.answer as Answer);
    },
  },
  states: {
    open: ({ event, snapshot, effects }) => {
      if (event.type === "OPEN") expect(snapshot.context).toMatchObject({ files: [], validate: false, warning: null });
      if (event.type === "ADD_FILES" && event.files.length === 2) {
        expect(effects).toEqual([{ type: "warning", text: textOf("import.onlyExcel"), download: null }]);
        expect(snapshot.context.files.map((f: { name: string }) => f.name)).toContain("old.xls");
        expect(snapshot.context.files.map((f: { name: string }) => f.name)).not.toContain("readme.txt");
      }
      if (event.type === "xstate.error.actor.importFiles") expect(effects).toEqual([{ type: "warning", text: snapshot.context.warning, download: null }]);
      if (event.type === "UPLOAD") expect(canUpload(snapshot.context)).toBe(false); // refused without files
    },
    uploading: async ({ sut }) => {
      await settle(() => sut.fake.http.waiting === 1);
      expect(sut.fake.http.waiting).toBe(1); // the import request is out
    },
    closed: ({ event, effects, sut, snapshot }) => {
      if (event.type !== "xstate.done.actor.importFiles") return;
      const sent = sut.fake.http.requests.at(-1);
      expect(sent?.body).toContain('name="files[]"');
      expect(sent?.body).toContain('name="isSingleTableImport"');
      expect(sent?.body.includes('name="validateStatus"')).toBe(snapshot.context.online);
      if ((event.output as ImportDone).status === "partial") {
        expect(effects).toEqual([
          { type: "imported", message: partialBody.message, partial: true },
          {
            type: "warning",
            text: { "zh-CN": "导入成功,但是有错误数据!", "en-US": "import succeeded but there is erroneous data!" },
            download: {
              before: textOf("import.partialDetail"),
              label: textOf("import.partialDownload"),
              url: "http://qt.test/qt/sys/common/static/temp/import_error_1763778000000.txt",
              name: "import_error_1763778000000.txt",
            },
          },
        ]);
      }
    },
  },
});

describe("import dialog", () => {
  it("accepts only .xls and .xlsx", () => {
    expect(["a.xls", "b.XLSX", "c.xlsx"].every(isExcelFile)).toBe(true);
    expect(["a.csv", "b.xlsm", "xlsx", "c.xls.txt", ""].some(isExcelFile)).toBe(false);
  });

  it("property: a name is accepted exactly when it ends with .xls or .xlsx (any case)", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("", ".xls", ".xlsx", ".XLS", ".csv", ".xlsx.bak"), (stem, ext) => {
        expect(isExcelFile(stem + ext)).toBe(/\.xlsx?$/i.test(stem + ext));
      }),
    );
  });

  it("no download link for a plain success", () => {
    expect(errorDownload(SUCCESS)).toBeNull();
    expect(errorDownload(PARTIAL)?.url).toBe("http://qt.test/qt/sys/common/static/temp/import_error_1763778000000.txt");
  });

  it("sends the validate flag for online forms and reports the import", async () => {
    const fake = fakeClient(new SimulatedClock());
    const actor = createActor(createImportDialogMachine(fake.client, URL), { input: { online: true } }).start();
    const effects: ImportDialogEffect[] = [];
    actor.on("*", (e) => void effects.push(e as ImportDialogEffect));
    actor.send({ type: "OPEN" });
    actor.send({ type: "UPLOAD" });
    expect(actor.getSnapshot().value).toBe("open");
    actor.send({ type: "ADD_FILES", files: [xlsx("a.xlsx")] });
    actor.send({ type: "SET_VALIDATE", on: true });
    actor.send({ type: "UPLOAD" });
    const sent = await fake.http.respond(`POST ${URL}`, envelope(null, { message: "导入成功" }));
    expect(sent.body).toMatch(/name="validateStatus"\r\n\r\n1\r\n/);
    await settle(() => actor.getSnapshot().matches("closed"));
    expect(effects).toEqual([{ type: "imported", message: "导入成功", partial: false }]);
  });
});
