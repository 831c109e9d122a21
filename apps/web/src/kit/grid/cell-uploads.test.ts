import { createUploadMachine, type UploadPort, type UploadResponse } from "@qt/machines";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { CellUploadStore } from "./cell-uploads";

/** A port whose answers the test gives: each upload waits for `answer(i, response)`. */
function heldPort() {
  const calls: { progress: (percent: number) => void; answer: (response: UploadResponse) => void; fail: (error: unknown) => void }[] = [];
  const port: UploadPort = (_file, onProgress) => new Promise((resolve, reject) => calls.push({ progress: onProgress, answer: resolve, fail: reject }));
  return { port, calls };
}

/** A store whose writes are recorded as [rowId, key, value]. */
function setup() {
  const writes: [string, string, string][] = [];
  const store = new CellUploadStore((rowId, key, value) => writes.push([rowId, key, value]));
  const { port, calls } = heldPort();
  const create = (value = "") => () => createActor(createUploadMachine(port), { input: { value } });
  return { store, writes, calls, create };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = new Blob(["x"], { type: "text/plain" });

describe("the grid's uploads, kept by row and column", () => {
  it("an upload goes on while no cell shows it: the cell shown again finds its progress, and its path is written once done", async () => {
    const { store, writes, calls, create } = setup();
    const upload = store.get("1", "attachment", "", create());
    const hide = store.show(upload);
    upload.actor.send({ type: "ADD", uid: "a", name: "报告.txt", file });
    hide(); // scrolled out of view
    expect(store.size).toBe(1);
    calls[0]!.progress(40);

    const again = store.get("1", "attachment", "", create());
    expect(again).toBe(upload);
    expect(again.actor.getSnapshot().context.items).toMatchObject([{ name: "报告.txt", status: "uploading", percent: 40 }]);
    store.show(again)(); // shown and hidden again

    calls[0]!.answer({ success: true, message: "temp/报告.txt" });
    await settle();
    expect(writes).toEqual([["1", "attachment", "temp/报告.txt"]]);
    expect(upload.known.current).toBe("temp/报告.txt");
    // done and not shown: let go (the value is in the row); a cell mounting now starts afresh from it
    expect(store.size).toBe(0);
    expect(store.get("1", "attachment", "temp/报告.txt", create("temp/报告.txt"))).not.toBe(upload);
  });

  it("a cell of another row or column has its own upload", () => {
    const { store, create } = setup();
    const a = store.get("1", "attachment", "", create());
    store.show(a);
    expect(store.get("2", "attachment", "", create())).not.toBe(a);
    expect(store.get("1", "picture", "", create())).not.toBe(a);
    expect(store.get("1", "attachment", "", create())).toBe(a);
  });

  it("a failed upload stays while no cell shows it (shown again with its message); an idle one is let go", async () => {
    const { store, writes, calls, create } = setup();
    const failing = store.get("1", "attachment", "", create());
    const hide = store.show(failing);
    failing.actor.send({ type: "ADD", uid: "a", name: "big.txt", file });
    hide();
    calls[0]!.answer({ success: false, message: "文件过大" });
    await settle();
    expect(store.get("1", "attachment", "", create())).toBe(failing);
    expect(failing.actor.getSnapshot().context.items).toMatchObject([{ status: "error", message: { "zh-CN": "文件过大" } }]);
    expect(writes).toEqual([]);

    const idle = store.get("2", "attachment", "", create());
    store.show(idle)();
    expect(store.get("2", "attachment", "", create())).not.toBe(idle);
  });

  it("a row deleted while its upload runs: the upload stops, its answer writes nothing", async () => {
    const { store, writes, calls, create } = setup();
    const gone = store.get("1", "attachment", "", create());
    const kept = store.get("2", "attachment", "", create());
    const hideGone = store.show(gone);
    store.show(kept);
    gone.actor.send({ type: "ADD", uid: "a", name: "a.txt", file });
    kept.actor.send({ type: "ADD", uid: "b", name: "b.txt", file });
    hideGone();

    store.keepRows((rowId) => rowId === "2");
    expect(gone.actor.getSnapshot().status).toBe("stopped");
    calls[0]!.answer({ success: true, message: "temp/a.txt" });
    calls[1]!.answer({ success: true, message: "temp/b.txt" });
    await settle();
    expect(writes).toEqual([["2", "attachment", "temp/b.txt"]]);
    expect(store.get("1", "attachment", "", create())).not.toBe(gone);
  });

  it("the grid gone: every upload stops", () => {
    const { store, create } = setup();
    const upload = store.get("1", "attachment", "", create());
    upload.actor.send({ type: "ADD", uid: "a", name: "a.txt", file });
    store.keepRows(() => false);
    expect(upload.actor.getSnapshot().status).toBe("stopped");
    expect(store.size).toBe(0);
  });
});
