/** The pure parts of the files area: the type allow-list, names and path resolution. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { uploadRefusal } from "../src/sys/files/file-types.js";
import { previewTarget } from "../src/sys/files/pdf-preview.js";
import { bizFolder, newUploadPath, resolveUploadPath, sanitiseFileName } from "../src/sys/files/upload-paths.js";

const ROOT = path.resolve("/data/upload");

describe("upload paths", () => {
  it("resolves plain relative paths inside the root only", () => {
    expect(resolveUploadPath(ROOT, "temp/20261122/a.png")).toBe(path.join(ROOT, "temp", "20261122", "a.png"));
    for (const bad of ["", "/etc/passwd", "../x", "a/../../x", "a/./b", "a//b", "a\\..\\b", "C:\\x", "a/b\u0000.png", "temp/", "..", "."]) {
      expect(resolveUploadPath(ROOT, bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it("biz folders are plain names; default temp", () => {
    expect(bizFolder(undefined)).toBe("temp");
    expect(bizFolder(" ")).toBe("temp");
    expect(bizFolder("jeditor")).toBe("jeditor");
    expect(bizFolder("user_avatar-1")).toBe("user_avatar-1");
    for (const bad of ["a/b", "..", "a.b", "中文", "a b"]) expect(bizFolder(bad), bad).toBeNull();
  });

  it("file names keep letters, CJK and the extension, lose paths and risky characters", () => {
    expect(sanitiseFileName("../../报表 2026.xlsx")).toBe("报表_2026.xlsx");
    expect(sanitiseFileName("a<b>c:d|e?.png")).toBe("abcde.png");
    expect(sanitiseFileName("a,b;c.png")).toBe("abc.png");
    expect(sanitiseFileName(".hidden.png")).toBe("hidden.png");
    expect(sanitiseFileName("")).toBe("file");
    const long = sanitiseFileName(`${"x".repeat(300)}.docx`);
    expect(long).toHaveLength(100);
    expect(long.endsWith(".docx")).toBe(true);
    expect(newUploadPath("temp", "a b.png", new Date("2026-11-22T17:00:00Z"))).toMatch(/^temp\/20261123\/[0-9a-f]{16}_a_b\.png$/);
  });
});

describe("type allow-list", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it("accepts allowed types with their own or a generic content type", () => {
    expect(uploadRefusal("a.PNG", "image/png", png)).toBeNull();
    expect(uploadRefusal("a.png", "application/octet-stream", png)).toBeNull();
    expect(uploadRefusal("a.psd", "application/octet-stream", new TextEncoder().encode("8BPS\u0000\u0001"))).toBeNull();
    expect(uploadRefusal("a.txt", "text/plain", new TextEncoder().encode("hello"))).toBeNull();
  });
  it("refuses the rest", () => {
    expect(uploadRefusal("a.svg", "image/svg+xml", png)).toMatch(/^不允许上传/);
    expect(uploadRefusal("a.png.html", "text/html", png)).toMatch(/^不允许上传/);
    expect(uploadRefusal("a.png", "image/svg+xml", png)).toMatch(/不符$/);
    expect(uploadRefusal("a.png", "image/png", new TextEncoder().encode("<svg"))).toMatch(/^文件内容/);
  });
});

describe("pdf preview target", () => {
  it("takes a relative upload path or the static URL of one", () => {
    expect(previewTarget("/qt/sys/common/pdf/pdfPreviewIframe?path=docs/1/a.pdf", "/qt")).toBe("docs/1/a.pdf");
    expect(previewTarget("/x?file=%2Fqt%2Fsys%2Fcommon%2Fstatic%2Fdocs%2Fa.pdf", "/qt")).toBe("docs/a.pdf");
    expect(previewTarget("/x?url=http%3A%2F%2Fh%3A1%2Fqt%2Fsys%2Fcommon%2Fstatic%2Fdocs%2Fa.pdf", "/qt")).toBe("docs/a.pdf");
    expect(previewTarget("/x?path=../a.pdf", "/qt")).toBeNull();
    expect(previewTarget("/x?path=docs/a.html", "/qt")).toBeNull();
    expect(previewTarget("/x", "/qt")).toBeNull();
  });
});
