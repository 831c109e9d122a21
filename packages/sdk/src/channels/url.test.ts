import { describe, expect, it } from "vitest";
import { noticeSocketUrl, vxeSocketUrl, webSocketUrl } from "./index.js";

describe("WebSocket URLs", () => {
  it("derive ws from http and keep host, port and base path", () => {
    expect(noticeSocketUrl("http://host:8080/qt", "u1")).toBe("ws://host:8080/qt/websocket/u1");
    expect(vxeSocketUrl("http://host:8080/qt", "u1", "p1")).toBe("ws://host:8080/qt/vxeSocket/u1/p1");
  });

  it("derive wss from https", () => {
    expect(noticeSocketUrl("https://example.com/qt", "u1")).toBe("wss://example.com/qt/websocket/u1");
    expect(vxeSocketUrl("https://example.com:8443/a/b/qt", "u1", "p1")).toBe("wss://example.com:8443/a/b/qt/vxeSocket/u1/p1");
  });

  it("handle trailing slashes, empty base paths and odd ids", () => {
    expect(noticeSocketUrl("http://host/qt/", "u1")).toBe("ws://host/qt/websocket/u1");
    expect(noticeSocketUrl("http://host", "u1")).toBe("ws://host/websocket/u1");
    expect(noticeSocketUrl("https://host:443/", "u1")).toBe("wss://host/websocket/u1");
    expect(vxeSocketUrl("http://host/qt", "a b/c", "p?1")).toBe("ws://host/qt/vxeSocket/a%20b%2Fc/p%3F1");
    expect(webSocketUrl("ws://host/qt", "x")).toBe("ws://host/qt/x");
  });

  it("refuse non-http bases and (outside a browser) relative ones", () => {
    expect(() => noticeSocketUrl("ftp://host/qt", "u1")).toThrow(TypeError);
    expect(() => noticeSocketUrl("/qt", "u1")).toThrow(TypeError);
  });
});
