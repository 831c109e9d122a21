import { describe, expect, it } from "vitest";
import { usableUrl } from "./urls";

describe("editor urls", () => {
  it("takes http(s) and site paths, links also mailto", () => {
    expect(usableUrl("  https://example.com/a.png ", "image")).toBe("https://example.com/a.png");
    expect(usableUrl("http://127.0.0.1:8080/qt/sys/common/static/jeditor/a.png", "image")).toBe("http://127.0.0.1:8080/qt/sys/common/static/jeditor/a.png");
    expect(usableUrl("/qt/sys/common/static/a.png", "image")).toBe("/qt/sys/common/static/a.png");
    expect(usableUrl("mailto:a@b.cn", "link")).toBe("mailto:a@b.cn");
    expect(usableUrl("data:image/png;base64,iVBORw==", "image")).toBe("data:image/png;base64,iVBORw==");
  });

  it("refuses what the server's sanitiser would drop", () => {
    for (const bad of ["", "   ", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>", "//evil.example/x.png", "ftp://x/y", "https://", "https://a b", "a.png", "vbscript:x"]) {
      expect(usableUrl(bad, "link"), bad).toBeNull();
      expect(usableUrl(bad, "image"), bad).toBeNull();
    }
    expect(usableUrl("mailto:a@b.cn", "image")).toBeNull();
    expect(usableUrl("data:image/png;base64,iVBORw==", "link")).toBeNull();
    expect(usableUrl("data:image/svg+xml;base64,PHN2Zz4=", "image")).toBeNull();
  });
});
