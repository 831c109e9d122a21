import { localized } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { sameText, textOf } from "../messages.js";
import { deferred, fakeClient, jeecg, settle, type Deferred } from "../testing/fakes.js";
import { describeModel, SimulatedClock } from "../testing/model.js";
import { createUploadMachine, uploadMachine, uploadPort, type UploadEffect, type UploadPort } from "./machine.js";
import { dataUrlOf, isImageFile, itemsFromValue, moveItem, nameOfPath, pathValue, roomFor, splitPaths, statusText, uploadResult, type UploadItem, type UploadResponse } from "./upload.js";

type Call = { answer: Deferred<UploadResponse>; progress: (percent: number) => void };
type Sut = { logic: ReturnType<typeof createUploadMachine>; calls: Map<string, Call> };

const file = (uid: string) => new File(["content of " + uid], `${uid}.png`, { type: "image/png" });
const OK = (uid: string): UploadResponse => ({ success: true, message: `temp/${uid}_1763778000000.png` });
const NETWORK = localized("networkError");

describeModel({
  name: "upload",
  machine: uploadMachine,
  variants: [{ name: "empty" }, { name: "with a value", input: { value: "temp/x.png" } }],
  events: (snapshot) => {
    const items = snapshot.context.items as UploadItem[];
    const has = (uid: string) => items.some((i) => i.uid === uid);
    const uploading = (uid: string) => items.some((i) => i.uid === uid && i.status === "uploading");
    const forUid = (uid: string) =>
      uploading(uid)
        ? [
            { type: "UPLOAD.PROGRESS", uid, percent: 40 },
            { type: "UPLOAD.RESPONSE", uid, response: OK(uid) },
            { type: "UPLOAD.RESPONSE", uid, response: { success: false, message: "文件过大" } },
            { type: "UPLOAD.RESPONSE", uid, response: { success: false } },
            { type: "UPLOAD.FAILED", uid, message: NETWORK },
          ]
        : [];
    return [
      ...(has("a") ? [] : [{ type: "ADD", uid: "a", name: "a.png", file: file("a") }]),
      ...(has("b") || !has("a") ? [] : [{ type: "ADD", uid: "b", name: "b.png", file: file("b") }]),
      ...forUid("a"),
      ...forUid("b"),
      ...(has("a") ? [{ type: "REMOVE", uid: "a" }] : []),
      // the refusals at both ends, and one real move
      ...items.slice(0, 1).flatMap((i) => [{ type: "MOVE", uid: i.uid, direction: "up" }, ...(items.length > 1 ? [{ type: "MOVE", uid: i.uid, direction: "down" }] : [])]),
      ...items.slice(-1).map((i) => ({ type: "MOVE", uid: i.uid, direction: "down" })),
      { type: "SET_VALUE", value: null },
    ] as never;
  },
  // Traversal identity: the aggregate state, which uids are there in which status, and the ends
  // (what the guards and the offered events depend on); shortest paths to each are enough here.
  paths: "shortest",
  // …plus the transitions that keep the aggregate state (progress, moves), which shortest paths skip
  sequences: [
    [{ type: "ADD", uid: "a", name: "a.png", file: file("a") }, { type: "UPLOAD.PROGRESS", uid: "a", percent: 40 }, { type: "MOVE", uid: "a", direction: "up" }],
    [{ type: "ADD", uid: "a", name: "a.png", file: file("a") }, { type: "UPLOAD.FAILED", uid: "a", message: NETWORK }],
    [
      { type: "ADD", uid: "a", name: "a.png", file: file("a") },
      { type: "ADD", uid: "b", name: "b.png", file: file("b") },
      { type: "MOVE", uid: "a", direction: "down" },
      { type: "MOVE", uid: "a", direction: "down" },
      { type: "UPLOAD.RESPONSE", uid: "a", response: OK("a") },
      { type: "UPLOAD.RESPONSE", uid: "b", response: OK("b") },
      { type: "MOVE", uid: "b", direction: "down" },
    ],
  ],
  serializeState: (s) => {
    const items = s.context.items as UploadItem[];
    return JSON.stringify([s.value, items.map((i) => `${i.uid}:${i.status}`).sort(), items[0]?.uid, items.at(-1)?.uid]);
  },
  sut: (): Sut => {
    const calls = new Map<string, Call>();
    const port: UploadPort = (f, progress) => {
      const answer = deferred<UploadResponse>();
      calls.set((f as File).name.replace(/\.png$/, ""), { answer, progress });
      return answer.promise;
    };
    return { logic: createUploadMachine(port), calls };
  },
  drive: {
    "UPLOAD.PROGRESS": ({ event, sut }) => sut.calls.get(event.uid as string)?.progress(event.percent as number),
    "UPLOAD.RESPONSE": ({ event, sut }) => sut.calls.get(event.uid as string)?.answer.resolve(event.response as UploadResponse),
    "UPLOAD.FAILED": ({ event, sut }) => sut.calls.get(event.uid as string)?.answer.reject({ text: event.message }),
  },
  states: {
    "*": ({ snapshot, effects }) => {
      const value = pathValue(snapshot.context.items);
      for (const effect of effects as UploadEffect[]) {
        if (effect.type === "change") expect(effect.value).toBe(value); // emitted only when all are done
      }
    },
    uploading: ({ event, snapshot }) => {
      if (event.type === "UPLOAD.PROGRESS") expect(statusText(snapshot.context.items.find((i: UploadItem) => i.uid === event.uid))["en-US"]).toBe("uploading (40%)");
    },
    error: ({ event, snapshot, effects }) => {
      const failed = (snapshot.context.items as UploadItem[]).find((i) => i.uid === event.uid);
      if (event.type === "UPLOAD.RESPONSE" && (event.response as UploadResponse).success === false) {
        const message = (event.response as UploadResponse).message;
        expect(failed?.message).toEqual(message ? sameText(message) : { "zh-CN": "未知错误", "en-US": "unknown error" });
      }
      if (event.type === "UPLOAD.FAILED") expect(failed?.message).toEqual(NETWORK);
      // the file that has just failed is told about (the file widget's `<name> 上传失败`)
      if (failed?.status === "error" && (event.type === "UPLOAD.FAILED" || event.type === "UPLOAD.RESPONSE")) expect(effects).toContainEqual({ type: "failed", name: failed.name, message: failed.message });
      else expect(effects.filter((e) => e.type === "failed")).toEqual([]);
    },
    done: ({ event, effects, snapshot }) => {
      if (event.type === "UPLOAD.RESPONSE") expect(effects).toEqual([{ type: "change", value: pathValue(snapshot.context.items) }]);
    },
    empty: ({ event, effects }) => {
      if (event.type === "REMOVE") expect(effects).toEqual([{ type: "change", value: "" }]);
    },
  },
});

describe("upload rules", () => {
  it("success false is an error with its message, default 'unknown error'", () => {
    expect(uploadResult({ success: false, message: "文件过大" })).toEqual({ status: "error", message: sameText("文件过大") });
    expect(uploadResult({ success: false })).toEqual({ status: "error", message: { "zh-CN": "未知错误", "en-US": "unknown error" } });
    expect(uploadResult(null).status).toBe("error");
    expect(uploadResult({ message: "temp/a.png" })).toEqual({ status: "done", path: "temp/a.png", url: null });
    expect(uploadResult({ success: true, message: "ok", filePath: "temp/b.png" }, "filePath")).toEqual({ status: "done", path: "temp/b.png", url: null });
    expect(uploadResult({ success: true, message: "temp/c.png", url: "http://h/qt/sys/common/static/temp/c.png" })).toEqual({ status: "done", path: "temp/c.png", url: "http://h/qt/sys/common/static/temp/c.png" });
  });

  it("the path is emitted only when all are done", () => {
    const items = itemsFromValue("temp/a.png,temp/b.png");
    expect(pathValue(items)).toBe("temp/a.png,temp/b.png");
    expect(pathValue([])).toBe("");
    expect(pathValue([...items, { ...items[0]!, uid: "u", status: "uploading" }])).toBeNull();
    expect(items[1]).toMatchObject({ name: "b.png", status: "done", percent: 100 });
  });

  it("moving is refused at the ends", () => {
    const items = itemsFromValue("a,b,c");
    expect(moveItem(items, items[0]!.uid, "up").refusal).toBe("upload.moveFirst");
    expect(textOf("upload.moveFirst")["zh-CN"]).toBe("未知的操作");
    expect(moveItem(items, items[2]!.uid, "down").refusal).toBe("upload.moveLast");
    expect(textOf("upload.moveLast")["zh-CN"]).toBe("已到最后~");
    expect(pathValue(moveItem(items, items[1]!.uid, "up").items)).toBe("b,a,c");
  });

  it("status texts and image check", () => {
    expect(statusText({ status: "uploading", percent: 33.7, message: null })).toEqual({ "zh-CN": "上传中(33%)", "en-US": "uploading (33%)" });
    expect(statusText({ status: "done", percent: 100, message: null })["en-US"]).toBe("upload complete");
    expect(statusText({ status: "error", percent: 0, message: null })["zh-CN"]).toBe("上传失败");
    expect(isImageFile({ type: "image/jpeg" })).toBe(true);
    expect(isImageFile({ type: "application/pdf" })).toBe(false);
  });

  it("inline base64 pictures (the 'local' answer) keep their comma in a value", async () => {
    const png = await dataUrlOf(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }));
    expect(png).toBe("data:image/png;base64,iVBORw==");
    expect(splitPaths(`temp/a.png,${png},temp/b.png`)).toEqual(["temp/a.png", png, "temp/b.png"]);
    expect(pathValue(itemsFromValue(`${png},temp/b.png`))).toBe(`${png},temp/b.png`);
    expect(nameOfPath(png)).toBe("image.png");
    expect(nameOfPath("temp/20251122/ab12_报告.pdf")).toBe("ab12_报告.pdf");
    expect(await dataUrlOf(new Blob(["x"]))).toBe("data:application/octet-stream;base64,eA==");
  });

  it("a maximum count: room for the rest, 0 = any number", () => {
    expect(roomFor(1, 3)).toBe(2);
    expect(roomFor(3, 3)).toBe(0);
    expect(roomFor(5, 3)).toBe(0);
    expect(roomFor(7, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it("property: moves permute, never lose items; a refused move changes nothing", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,4}$/), { minLength: 1, maxLength: 6 }), fc.nat(), fc.constantFrom("up" as const, "down" as const), (paths, pick, direction) => {
        const items = itemsFromValue(paths.join(","));
        const target = items[pick % items.length] as UploadItem;
        const { items: moved, refusal } = moveItem(items, target.uid, direction);
        expect([...moved].map((i) => i.path).sort()).toEqual([...paths].sort());
        if (refusal) expect(moved).toEqual(items);
        else expect(moved.findIndex((i) => i.uid === target.uid)).toBe(items.indexOf(target) + (direction === "up" ? -1 : 1));
      }),
    );
  });

  it("property: value → items → value", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9/_.]{1,12}$/), { maxLength: 5 }), (paths) => {
        expect(pathValue(itemsFromValue(paths.join(",")))).toBe(paths.join(","));
      }),
    );
  });
});

describe("upload through the SDK", () => {
  it("POST /sys/common/upload: the path comes in message (JeecgBoot), then the value is emitted", async () => {
    const clock = new SimulatedClock();
    const fake = fakeClient(clock);
    const actor = createActor(createUploadMachine(uploadPort(fake.client, { biz: "temp" })), { input: {} }).start();
    const effects: UploadEffect[] = [];
    actor.on("*", (e) => void effects.push(e as UploadEffect));
    actor.send({ type: "ADD", uid: "p", name: "photo.png", file: file("photo") });
    expect(actor.getSnapshot().value).toBe("uploading");
    const sent = await fake.http.respond("POST /sys/common/upload", jeecg("upload.json"));
    expect(sent.body).toContain('name="biz"');
    await settle(() => actor.getSnapshot().matches("done"));
    expect(effects.at(-1)).toEqual({ type: "change", value: "temp/photo_1763778000000.png" });
    // the item: the file's type and size, its path and where it is read
    const [item] = actor.getSnapshot().context.items;
    expect(item).toMatchObject({ name: "photo.png", type: "image/png", size: "content of photo".length, status: "done", path: "temp/photo_1763778000000.png" });
    expect(item!.url).toMatch(/\/sys\/common\/static\/temp\/photo_1763778000000\.png$/);
    // removed: handed over with status removed, gone from the list
    actor.send({ type: "REMOVE", uid: "p" });
    expect(effects).toContainEqual({ type: "removed", item: { ...item, status: "removed" } });
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it("the answer 'local' stores the file itself, inline as base64", async () => {
    const fake = fakeClient(new SimulatedClock());
    const actor = createActor(createUploadMachine(uploadPort(fake.client)), { input: {} }).start();
    const effects: UploadEffect[] = [];
    actor.on("*", (e) => void effects.push(e as UploadEffect));
    actor.send({ type: "ADD", uid: "p", name: "photo.png", file: file("photo") });
    await fake.http.respond("POST /sys/common/upload", { body: { success: true, message: "local", code: 200, result: null } });
    await settle(() => actor.getSnapshot().matches("done"));
    expect(effects.at(-1)).toEqual({ type: "change", value: `data:image/png;base64,${btoa("content of photo")}` });
  });

  it("a business failure is an error item with the server message", async () => {
    const fake = fakeClient(new SimulatedClock());
    const actor = createActor(createUploadMachine(uploadPort(fake.client)), { input: {} }).start();
    actor.send({ type: "ADD", uid: "p", name: "a.exe", file: file("x") });
    await fake.http.respond("POST /sys/common/upload", { body: { success: false, message: "不允许的文件类型", code: 500 } });
    await settle(() => actor.getSnapshot().matches("error"));
    expect(actor.getSnapshot().context.items[0]?.message).toEqual(sameText("不允许的文件类型"));
  });
});
