/**
 * The URLs of shell.md §7 "Files" beyond the static path: the report print URL (the report's url
 * under the API base with id and the stored token appended), the PDF preview page under the API
 * base, and the configured online file-preview base.
 */
import { describe, expect, it } from "vitest";
import { onlinePreviewUrl, pdfPreviewUrl, reportPrintUrl, STORAGE_KEYS } from "../src/index.js";
import { testClient } from "./support/client.js";

describe("reportPrintUrl", () => {
  it("appends id and token to a path under the API base", () => {
    const client = testClient("http://shop.test/qt");
    client.store.set(STORAGE_KEYS.accessToken, "tok.en/1", null);
    expect(reportPrintUrl(client, "/jmreport/view/rpt1", "a b")).toBe("http://shop.test/qt/jmreport/view/rpt1?id=a+b&token=tok.en%2F1");
  });

  it("keeps a query the url has and an absolute url; without a token only the id", () => {
    const client = testClient("http://shop.test/qt");
    expect(reportPrintUrl(client, "https://print.test/view?x=1", "7")).toBe("https://print.test/view?x=1&id=7");
  });
});

describe("pdfPreviewUrl", () => {
  it("frames an uploaded PDF through /sys/common/pdf/pdfPreviewIframe under the API base", () => {
    const client = testClient("http://shop.test/qt");
    expect(pdfPreviewUrl(client, "temp/合同 1.PDF")).toBe("http://shop.test/qt/sys/common/pdf/pdfPreviewIframe?path=temp%2F%E5%90%88%E5%90%8C+1.PDF");
    // the first of several stored paths
    expect(pdfPreviewUrl(client, "a/x.pdf,b/y.pdf")).toBe("http://shop.test/qt/sys/common/pdf/pdfPreviewIframe?path=a%2Fx.pdf");
  });

  it("passes the stored token for a private PDF, none for a public one", () => {
    const client = testClient("http://shop.test/qt");
    client.store.set(STORAGE_KEYS.accessToken, "tok", null);
    expect(pdfPreviewUrl(client, "docs/1/a.pdf")).toBe("http://shop.test/qt/sys/common/pdf/pdfPreviewIframe?path=docs%2F1%2Fa.pdf&token=tok");
    expect(pdfPreviewUrl(client, "cover/1/a.pdf")).toBe("http://shop.test/qt/sys/common/pdf/pdfPreviewIframe?path=cover%2F1%2Fa.pdf");
  });

  it("has none for other files, absolute URLs and no path", () => {
    const client = testClient("http://shop.test/qt");
    for (const path of ["temp/a.png", "https://cdn.test/a.pdf", "", null, undefined]) expect(pdfPreviewUrl(client, path), String(path)).toBeUndefined();
  });
});

describe("onlinePreviewUrl", () => {
  it("hands the file's URL to the configured preview base, encoded", () => {
    expect(onlinePreviewUrl("http://preview.test/onlinePreview", "http://shop.test/qt/sys/common/static/a b.docx")).toBe(
      "http://preview.test/onlinePreview?url=http%3A%2F%2Fshop.test%2Fqt%2Fsys%2Fcommon%2Fstatic%2Fa+b.docx",
    );
    expect(onlinePreviewUrl("http://preview.test/view?lang=zh", "http://x.test/f.xlsx")).toBe("http://preview.test/view?lang=zh&url=http%3A%2F%2Fx.test%2Ff.xlsx");
  });

  it("has none without a preview base or a file URL", () => {
    expect(onlinePreviewUrl("", "http://x.test/f.docx")).toBeUndefined();
    expect(onlinePreviewUrl(undefined, "http://x.test/f.docx")).toBeUndefined();
    expect(onlinePreviewUrl("http://preview.test/onlinePreview", undefined)).toBeUndefined();
  });
});
