import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS, uploadFile, UPLOAD_CHUNK_SIZE, type UploadProgress, type XhrLike } from "../src/index.js";
import { testClient } from "./support/client.js";
import { answer, ok, serve, startFixtureServer, type FixtureServer, type RecordedRequest } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.route("POST", "/sys/common/upload", serve("upload.json"));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

/** The multipart text fields of a recorded request. */
function formFields(req: RecordedRequest): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(String(req.headers["content-type"]));
  const fields: Record<string, string> = {};
  for (const part of req.body.toString("latin1").split(`--${boundary?.[1] ?? boundary?.[2]}`)) {
    const m = /name="([^"]+)"(?:; filename="([^"]*)")?\r\n(?:[^\r\n]+\r\n)*\r\n([\s\S]*)\r\n$/.exec(part);
    if (m) fields[m[1]!] = m[2] !== undefined ? `file:${m[2]}:${m[3]!.length}` : m[3]!;
  }
  return fields;
}

function expectProgress(events: UploadProgress[]) {
  expect(events.length).toBeGreaterThan(2);
  for (let i = 1; i < events.length; i++) {
    expect(events[i]!.loaded).toBeGreaterThan(events[i - 1]!.loaded);
    expect(events[i]!.percent).toBeGreaterThanOrEqual(events[i - 1]!.percent);
  }
  const last = events.at(-1)!;
  expect(last.percent).toBe(100);
  expect(last.loaded).toBe(last.total);
  expect(events.filter((e) => e.percent === 100)).toHaveLength(1);
}

describe("upload to /sys/common/upload (Node: chunked fetch)", () => {
  it("reports increasing progress ending at 100 and sends file + biz=temp", async () => {
    const client = testClient(server.baseUrl);
    client.store.set(STORAGE_KEYS.accessToken, "tok");
    const size = 1024 * 1024;
    const events: UploadProgress[] = [];
    const outcome = await uploadFile(client, new Blob([new Uint8Array(size).fill(7)], { type: "image/png" }), {
      fileName: "big.png",
      onProgress: (p) => events.push(p),
    });
    expect(outcome.ok && outcome.result.path).toBe("temp/photo_1763778000000.png");
    expectProgress(events);
    expect(events.length).toBeGreaterThanOrEqual(size / UPLOAD_CHUNK_SIZE);
    expect(events.at(-1)!.total).toBe(server.last().body.length);
    expect(formFields(server.last())).toEqual({ file: `file:big.png:${size}`, biz: "temp" });
    expect(server.last().headers["x-access-token"]).toBe("tok");
    expect(server.last().headers["tenant-id"]).toBe("0");
  });

  it("sends isup=1 for grid cells, biz=jeditor + jeditor=1 for the editor, or the given biz", async () => {
    const client = testClient(server.baseUrl);
    const file = new Blob(["abc"], { type: "text/plain" });
    await uploadFile(client, file, { isup: true, fileName: "a.txt" });
    await uploadFile(client, file, { jeditor: true, fileName: "a.txt" });
    await uploadFile(client, file, { biz: "avatar", fileName: "a.txt" });
    expect(server.requests.map(formFields)).toEqual([
      { file: "file:a.txt:3", isup: "1" },
      { file: "file:a.txt:3", biz: "jeditor", jeditor: "1" },
      { file: "file:a.txt:3", biz: "avatar" },
    ]);
  });

  it("sends the access token unless the upload is configured without it (token: false)", async () => {
    const client = testClient(server.baseUrl);
    client.store.set(STORAGE_KEYS.accessToken, "tok");
    const file = new Blob(["abc"], { type: "text/plain" });
    await uploadFile(client, file, { fileName: "a.txt" });
    await uploadFile(client, file, { fileName: "a.txt", token: false });
    expect(server.requests.map((r) => r.headers["x-access-token"])).toEqual(["tok", undefined]);
    // the other headers stay
    expect(server.requests[1]!.headers["tenant-id"]).toBe("0");
  });

  it("reads the path from result when message is empty, and flags `local`", async () => {
    server.route("POST", "/upload/result", ok("temp/b.png", ""));
    server.route("POST", "/upload/local", ok(null, "local"));
    const client = testClient(server.baseUrl);
    const fromResult = await uploadFile(client, new Blob(["x"]), { url: "/upload/result" });
    expect(fromResult.ok && fromResult.result).toEqual({ path: "temp/b.png", local: false });
    const local = await uploadFile(client, new Blob(["x"]), { url: "/upload/local" });
    expect(local.ok && local.result).toEqual({ path: "local", local: true });
  });

  it("fails with the server's message, or unknown error when it has none", async () => {
    server.route("POST", "/upload/refused", answer(200, { success: false, message: "文件类型不允许", code: 500 }));
    server.route("POST", "/upload/silent", answer(200, { success: false, message: "", code: 500 }));
    const zh = testClient(server.baseUrl);
    const refused = await uploadFile(zh, new Blob(["x"]), { url: "/upload/refused" });
    expect(refused.ok || refused.error).toMatchObject({ kind: "business", message: "文件类型不允许" });
    const silent = await uploadFile(zh, new Blob(["x"]), { url: "/upload/silent" });
    expect(silent.ok || silent.error.message).toBe("未知错误");
    const en = await uploadFile(testClient(server.baseUrl, { locale: "en-US" }), new Blob(["x"]), { url: "/upload/silent" });
    expect(en.ok || en.error.message).toBe("unknown error");
  });
});

// A stand-in XMLHttpRequest: it reports upload progress in quarters, then performs the request
// for real, so the browser transport's wiring is exercised against the same server.
class FakeXhr implements XhrLike {
  static sent: { method: string; url: string; headers: Record<string, string> }[] = [];
  responseType: XMLHttpRequestResponseType = "";
  response: unknown = null;
  status = 0;
  statusText = "";
  upload: XhrLike["upload"] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = "GET";
  private url = "";
  private headers: Record<string, string> = {};
  private responseHeaders = "";
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  abort() {
    this.onabort?.();
  }
  send(body: Blob | null) {
    FakeXhr.sent.push({ method: this.method, url: this.url, headers: { ...this.headers } });
    const total = body?.size ?? 0;
    void (async () => {
      for (const q of [1, 2, 3, 4]) this.upload.onprogress?.({ loaded: Math.floor((total * q) / 4), total, lengthComputable: true });
      try {
        const res = await fetch(this.url, { method: this.method, headers: this.headers, ...(body ? { body } : {}) });
        this.status = res.status;
        this.statusText = res.statusText;
        this.response = await res.arrayBuffer();
        res.headers.forEach((v, k) => (this.responseHeaders += `${k}: ${v}\r\n`));
        this.onload?.();
      } catch {
        this.onerror?.();
      }
    })();
  }
}

describe("upload in a browser (XMLHttpRequest with upload.onprogress)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  it("uses XMLHttpRequest, forwards the middleware's headers and reports progress to 100", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const client = testClient(server.baseUrl, { getTenantId: () => 5 });
    client.store.set(STORAGE_KEYS.accessToken, "tok-xhr");
    const events: UploadProgress[] = [];
    const outcome = await uploadFile(client, new Blob([new Uint8Array(4000)]), { fileName: "x.bin", onProgress: (p) => events.push(p) });
    expect(outcome.ok && outcome.result.path).toBe("temp/photo_1763778000000.png");
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0]!.url).toBe(`${server.baseUrl}/sys/common/upload`);
    expectProgress(events);
    expect(server.last().headers["x-access-token"]).toBe("tok-xhr");
    expect(server.last().headers["x-tenant-id"]).toBe("5");
    expect(formFields(server.last())).toEqual({ file: "file:x.bin:4000", biz: "temp" });
  });

  it("maps the XMLHttpRequest's HTTP failure through the error catalogue", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    server.route("POST", "/upload/forbidden", answer(403, { success: false, message: "no" }));
    const outcome = await uploadFile(testClient(server.baseUrl), new Blob(["x"]), { url: "/upload/forbidden", onProgress: () => undefined });
    expect(outcome.ok || outcome.error).toMatchObject({ kind: "forbidden", message: "拒绝访问" });
  });
});
