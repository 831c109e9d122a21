import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { deferred, settle, type Deferred } from "../testing/fakes.js";
import { describeModel } from "../testing/model.js";
import { hasChanges, syncDialogMachine, type SyncFailure, type SyncMethod, type SyncPreview } from "./sync.js";

const PREVIEW: SyncPreview = {
  statements: ['alter table "online"."t" add column "age" integer'],
  changes: [{ kind: "addColumn", field: "age", description: "新增列 age", lossy: false, rowsAffected: 0, failingIds: [], statements: ['alter table "online"."t" add column "age" integer'] }],
  lossy: false,
  synced: false,
};
const REFUSED: SyncFailure = { message: "同步会丢失数据：字段 name 缩短到 5，有 2 行更长" };

interface Calls {
  previews: Array<Deferred<SyncPreview>>;
  syncs: Array<{ method: SyncMethod; answer: Deferred<string> }>;
}

function sutFor() {
  const calls: Calls = { previews: [], syncs: [] };
  const logic = syncDialogMachine.provide({
    actors: {
      preview: fromPromise<SyncPreview, { code: string }>(() => {
        const d = deferred<SyncPreview>();
        calls.previews.push(d);
        return d.promise;
      }),
      sync: fromPromise<string, { code: string; method: SyncMethod }>(({ input }) => {
        const d = deferred<string>();
        calls.syncs.push({ method: input.method, answer: d });
        return d.promise;
      }),
    },
  });
  return { logic, calls };
}

type Sut = ReturnType<typeof sutFor>;

const lastPreview = async (sut: Sut) => {
  await settle(() => sut.calls.previews.length > 0);
  return sut.calls.previews.at(-1)!;
};
const lastSync = async (sut: Sut) => {
  await settle(() => sut.calls.syncs.length > 0);
  return sut.calls.syncs.at(-1)!;
};

describeModel({
  name: "onlineform sync",
  machine: syncDialogMachine,
  variants: [{ name: "a form", input: { code: "f1" } }],
  events: [
    { type: "SYNC" },
    { type: "FORCE" },
    { type: "CONFIRM" },
    { type: "CANCEL" },
    { type: "RETRY" },
    { type: "xstate.done.actor.preview", output: PREVIEW },
    { type: "xstate.error.actor.preview", error: { message: "表单不存在" } },
    { type: "xstate.done.actor.sync", output: "同步数据库成功!" },
    { type: "xstate.error.actor.sync", error: REFUSED },
  ],
  sut: (): Sut => sutFor(),
  drive: {
    "xstate.done.actor.preview": async ({ sut }) => (await lastPreview(sut)).resolve(PREVIEW),
    "xstate.error.actor.preview": async ({ sut }) => (await lastPreview(sut)).reject({ message: "表单不存在" }),
    "xstate.done.actor.sync": async ({ sut }) => (await lastSync(sut)).answer.resolve("同步数据库成功!"),
    "xstate.error.actor.sync": async ({ sut }) => (await lastSync(sut)).answer.reject(REFUSED),
  },
  states: {
    ready: ({ snapshot, event }) => {
      expect(snapshot.context.preview).toEqual(PREVIEW);
      // a refusal is the server's words, verbatim, and the preview stays
      if (event.type === "xstate.error.actor.sync") expect(snapshot.context.error).toBe(REFUSED.message);
      if (event.type === "CANCEL") expect(snapshot.context.error).toBeNull();
    },
    failed: ({ snapshot }) => expect(snapshot.context.error).toBe("表单不存在"),
    syncing: async ({ sut, snapshot, event }) => {
      const call = await lastSync(sut);
      // forced only after the second confirmation
      expect(call.method).toBe(event.type === "CONFIRM" ? "force" : "normal");
      expect(snapshot.context.method).toBe(call.method);
    },
    synced: ({ effects }) => expect(effects).toEqual([{ type: "synced", message: "同步数据库成功!" }]),
  },
});

describe("sync dialog", () => {
  it("asks the preview of its form", async () => {
    const sut = sutFor();
    const actor = createActor(sut.logic, { input: { code: "abc" } }).start();
    (await lastPreview(sut)).resolve({ ...PREVIEW, synced: true, statements: [], changes: [] });
    const snap = await waitFor(actor, (s) => s.matches("ready"));
    expect(hasChanges(snap.context.preview)).toBe(false);
    expect(hasChanges(PREVIEW)).toBe(true);
    expect(hasChanges(null)).toBe(false);
  });
});
