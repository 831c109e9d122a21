/**
 * 作品分类 as a tree list (issue #9; the kit's TreeListPage), as an administrator in the real
 * console on the real server: the roots shown, a root's children loaded from the server when it is
 * first opened, a child added under a node (shown under it), and a search showing its matches flat.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { countRequests } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { listRows as rows, listSettled, searchFor, shown, signInToList } from "../helpers/list-page";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/work/qtWorkTypeList";

interface WorkType {
  id: string;
  pid: string;
  name: string;
}

const item = (page: Page, name: string) => shown(page).getByRole("tree", { name: "分类树" }).getByRole("treeitem", { name, exact: true });
const modal = (page: Page) => page.getByTestId("record-modal");
/** The list's names (its first column after the checkbox). */
const names = async (page: Page) => {
  await listSettled(page);
  return rows(page).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll("td")[1] as HTMLElement).innerText.trim()));
};

describe("作品分类", () => {
  let token: string;
  const byCode = async (code: string) => (await api<{ records: WorkType[] }>(app.url, `/work/qtWorkType/list?code=${code}`, { token })).records[0];

  beforeAll(async () => {
    token = await adminToken(app.url);
    await api(app.url, "/work/qtWorkType/add", { method: "POST", token, body: { name: "树型根E2E", code: "e2e_tree_root", sort: 1 } });
    const root = (await byCode("e2e_tree_root"))!;
    await api(app.url, "/work/qtWorkType/add", { method: "POST", token, body: { name: "树型子E2E", code: "e2e_tree_kid", pid: root.id, sort: 1 } });
  });

  it("shows the roots, loads a root's children on opening, adds a child under a node and searches flat", async () => {
    const page = await app.open();
    const childCalls = countRequests(page, "/work/qtWorkType/childList");
    await signInToList(page, PATH);

    // the roots: in the tree and in the list, without the children
    const root = item(page, "树型根E2E");
    await root.waitFor();
    await expect(root.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await names(page)).toContain("树型根E2E");
    expect(await names(page)).not.toContain("树型子E2E");
    expect(childCalls()).toBe(0);

    // opening the root reads its children from the server
    await root.getByTestId("tree-toggle").first().click();
    await item(page, "树型子E2E").waitFor();
    expect(childCalls()).toBe(1);
    await root.locator("[data-row]").first().click();
    await shown(page).getByTestId("tree-list-level").filter({ hasText: "树型根E2E 的下级分类" }).waitFor();
    await expect.poll(() => names(page)).toEqual(["树型子E2E"]);

    // 添加下级 on the child's row: the new type goes under it, which opens to show it
    await rows(page).filter({ hasText: "树型子E2E" }).getByRole("button", { name: "添加下级" }).click();
    await expect(modal(page).locator('[name="pid"]').count()).resolves.toBe(0); // the node is the parent
    await modal(page).locator('[name="name"]').fill("树型孙E2E");
    await modal(page).locator('[name="code"]').fill("e2e_tree_grand");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await modal(page).waitFor({ state: "detached" });
    const grand = item(page, "树型孙E2E");
    await grand.waitFor();
    await expect(item(page, "树型子E2E").getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(grand.getAttribute("aria-level")).resolves.toBe("4"); // 全部分类 › 树型根E2E › 树型子E2E › 树型孙E2E
    const kid = (await byCode("e2e_tree_kid"))!;
    expect((await byCode("e2e_tree_grand"))!.pid).toBe(kid.id);

    // a search: the matches at any depth, flat, each with its parent
    await item(page, "全部分类").locator("[data-row]").first().click();
    await shown(page).getByTestId("tree-list-level").filter({ hasText: "根分类" }).waitFor();
    await expect(shown(page).getByTestId("tree-search-every-level").count()).resolves.toBe(0);
    await searchFor(page, "name", "树型");
    // said above the rows: they are not this level's only
    await shown(page).getByTestId("tree-search-every-level").filter({ hasText: "搜索结果来自所有层级" }).waitFor();
    await expect(shown(page).getByTestId("tree-list-level").innerText()).resolves.toBe("搜索结果");
    await expect.poll(() => names(page)).toEqual(expect.arrayContaining(["树型根E2E", "树型子E2E", "树型孙E2E"]));
    expect(await rows(page).count()).toBe(3);
    await expect(rows(page).filter({ hasText: "树型孙E2E" }).innerText()).resolves.toContain("树型子E2E");
    // 重置: the level's own rows again, under its own heading
    await shown(page).getByTestId("search-reset").click();
    await shown(page).getByTestId("tree-list-level").filter({ hasText: "根分类" }).waitFor();
    await expect(shown(page).getByTestId("tree-search-every-level").count()).resolves.toBe(0);
  });
});
