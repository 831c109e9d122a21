/** The report print URL (shell.md §7 "Files"): the report's url under the API base with id and the stored token appended. */
import { describe, expect, it } from "vitest";
import { reportPrintUrl, STORAGE_KEYS } from "../src/index.js";
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
