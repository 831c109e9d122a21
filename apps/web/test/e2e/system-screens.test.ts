/**
 * System-administration screens built with the list kit (issue #6) and its button permissions:
 * 日志管理 with its 登录日志 / 操作日志 tabs (read-only: no add, edit or import), 租户管理, and a role that may only read
 * positions: no 新增 in the console, and the API refuses the call all the same.
 */
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, toasts } from "../helpers/console";
import { listRows as rows, listSettled, openList, shown, signInToList } from "../helpers/list-page";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const search = (page: Page, name: string) => shown(page).getByTestId("list-search").locator(`[name="${name}"]`);
const modal = (page: Page) => page.getByTestId("record-modal");

/** The seeded menu and button ids (apps/server seed-menus.ts: md5 of kind and path). */
const seedId = (kind: string, key: string) => createHash("md5").update(`${kind}:${key}`).digest("hex");

describe("system screens", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("日志管理 (the stock system/LogList): 登录日志 lists the logins, searchable by account, read-only; 操作日志 lists what was done", async () => {
    const page = await app.open();
    await signInToList(page, "/monitor/log");
    await expect(shown(page).getByTestId("log-tab-login").getAttribute("aria-selected")).resolves.toBe("true");
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await search(page, "userid").fill("admin");
    await shown(page).getByTestId("search-submit").click();
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes("admin"))).toBe(true);
    // logs are written by the server only
    await expect(shown(page).getByTestId("toolbar-add").count()).resolves.toBe(0);
    await expect(shown(page).getByTestId("toolbar-import").count()).resolves.toBe(0);
    await expect(rows(page).first().getByRole("button", { name: "编辑" }).count()).resolves.toBe(0);
    await rows(page).first().getByRole("button", { name: "详情" }).click();
    await expect(modal(page).getByTestId("detail-userid").innerText()).resolves.toBe("admin");
    await screenshot(page, "login-log");
    await modal(page).getByRole("button", { name: "关闭" }).first().click();

    // an edit made through the API shows up as an operation
    await api(app.url, "/sys/position/add", { method: "POST", token, body: { code: "LOG01", name: "留痕职务" } });
    await openList(page, "/monitor/log");
    await shown(page).getByTestId("log-tab-operate").click();
    await listSettled(page);
    await search(page, "logContent").fill("职务");
    await shown(page).getByTestId("search-submit").click();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await expect(rows(page).first().innerText()).resolves.toContain("/sys/position/add");
  });

  it("租户管理: adds a tenant with its status and finds it", async () => {
    const page = await app.open();
    await signInToList(page, "/isystem/tenant");
    await shown(page).getByTestId("toolbar-add").click();
    await modal(page).locator('[name="name"]').fill("华东租户");
    await modal(page).getByText("正常").click();
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await search(page, "name").fill("华东");
    await shown(page).getByTestId("search-submit").click();
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining("华东租户")]);
    await expect(rows(page).first().innerText()).resolves.toContain("正常");
  });

  it("a role that may only read positions sees no 新增, and the API refuses the call; its home page asks for no analysis", async () => {
    await api(app.url, "/sys/role/add", { method: "POST", token, body: { roleName: "职务查看", roleCode: "position_viewer" } });
    const roles = await api<{ records: Array<{ id: string }> }>(app.url, "/sys/role/list?roleCode=position_viewer", { token });
    const roleId = roles.records[0]!.id;
    const permissionIds = [seedId("menu", "/isystem"), seedId("menu", "/isystem/position"), seedId("button", "/isystem/position#system:position:list")];
    await api(app.url, "/sys/permission/saveRolePermission", { method: "POST", token, body: { roleId, permissionIds: permissionIds.join(",") } });
    await api(app.url, "/sys/user/add", { method: "POST", token, body: { username: "viewer01", realname: "查看员", password: "Viewer#2026a", selectedroles: roleId } });
    // a password an administrator chose is changed by its owner first
    const first = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "viewer01", password: "Viewer#2026a" } });
    await api(app.url, "/sys/user/updatePassword", { method: "PUT", token: first.token, body: { username: "viewer01", oldpassword: "Viewer#2026a", password: "Viewer#2026b", confirmpassword: "Viewer#2026b" } });

    const page = await app.open();
    await signIn(page, { username: "viewer01", password: "Viewer#2026b" });
    // the home tab without dashboard:analysis: said so, and the analysis is not asked for (no 403)
    await page.getByTestId("analysis-not-allowed").waitFor();
    await openList(page, "/isystem/position");
    await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
    await expect(shown(page).getByTestId("toolbar-add").count()).resolves.toBe(0);
    await expect(shown(page).getByTestId("toolbar-batch-delete").count()).resolves.toBe(0);
    await expect(rows(page).first().getByRole("button", { name: "编辑" }).count()).resolves.toBe(0);
    await expect(rows(page).first().getByRole("button", { name: "删除" }).count()).resolves.toBe(0);
    await screenshot(page, "position-read-only");

    const viewer = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "viewer01", password: "Viewer#2026b" } });
    await expect(api(app.url, "/sys/position/add", { method: "POST", token: viewer.token, body: { code: "NOPE", name: "越权" } })).rejects.toThrow(/403.*没有权限/);
  });

  it("用户管理: adds a user with roles, departments and a position through their pickers, edits without losing them, freezes, unfreezes and sets a password", async () => {
    const page = await app.open();
    await signInToList(page, "/isystem/user");
    await shown(page).getByTestId("toolbar-add").click();
    const form = modal(page);
    await form.locator('[name="username"]').fill("clerk01");
    await form.locator('[name="password"]').fill("Clerk#2026a");
    await form.locator('[name="realname"]').fill("文员甲");
    // roles, department and position through their pickers
    await form.getByRole("button", { name: "选择角色" }).click();
    const roles = page.getByTestId("role-picker");
    await roles.getByTestId("picker-row").filter({ hasText: "operator" }).click();
    await expect.poll(() => roles.getByRole("checkbox", { name: "运营" }).isChecked()).toBe(true);
    await roles.getByRole("button", { name: "确定" }).click();
    await roles.waitFor({ state: "detached" });
    await form.getByRole("button", { name: "选择部门" }).click();
    const departs = page.getByTestId("depart-picker");
    await departs.getByRole("treeitem", { name: "青藤设计素材平台", exact: true }).locator('[data-part="expander"]').click();
    await departs.getByRole("treeitem", { name: "运营部", exact: true }).click();
    await departs.getByRole("button", { name: "确定" }).click();
    await departs.waitFor({ state: "detached" });
    await form.getByRole("button", { name: "选择职务" }).click();
    const posts = page.getByTestId("position-picker");
    await posts.getByTestId("picker-row").filter({ hasText: "运营专员" }).click();
    await posts.getByRole("button", { name: "确定" }).click();
    await posts.waitFor({ state: "detached" });
    await expect(form.locator('[name="selectedroles"]').inputValue()).resolves.toBe("运营");
    await expect(form.locator('[name="selecteddeparts"]').inputValue()).resolves.toBe("运营部");
    await expect(form.locator('[name="post"]').inputValue()).resolves.toBe("运营专员");
    await form.locator('[name="phone"]').fill("12345");
    await page.getByTestId("record-submit").click();
    await form.getByText("请输入正确手机号").waitFor();
    await form.locator('[name="phone"]').fill("13800138000");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();

    await search(page, "username").fill("clerk01");
    await shown(page).getByTestId("search-submit").click();
    await expect.poll(() => rows(page).allInnerTexts()).toEqual([expect.stringContaining("运营部")]);
    const row = rows(page).first();

    // edit the name only: roles and departments stay
    await row.getByRole("button", { name: "编辑" }).click();
    await expect(form.locator('[name="username"]').getAttribute("readonly")).resolves.not.toBeNull();
    // the user's own roles, departments and position, by name
    await expect.poll(() => form.locator('[name="selecteddeparts"]').inputValue()).toBe("运营部");
    await expect.poll(() => form.locator('[name="selectedroles"]').inputValue()).toBe("运营");
    await expect.poll(() => form.locator('[name="post"]').inputValue()).toBe("运营专员");
    await form.locator('[name="realname"]').fill("文员乙");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await expect.poll(() => row.innerText()).toContain("文员乙");
    await expect(row.innerText()).resolves.toContain("运营部");
    const users = await api<{ records: Array<{ id: string; post: string }> }>(app.url, "/sys/user/list?username=clerk01", { token });
    expect(users.records[0]!.post).toBe("operator");
    await expect(api<string[]>(app.url, `/sys/user/queryUserRole?userid=${users.records[0]!.id}`, { token })).resolves.toHaveLength(1);

    await row.getByRole("button", { name: "冻结" }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => row.innerText()).toContain("冻结");
    await expect(api(app.url, "/sys/login", { method: "POST", body: { username: "clerk01", password: "Clerk#2026a" } })).rejects.toThrow();
    await row.getByRole("button", { name: "解冻" }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => row.innerText()).toContain("正常");

    await row.getByRole("button", { name: "密码" }).click();
    const dialog = page.getByTestId("reset-password-dialog");
    await dialog.locator('[name="password"]').fill("Clerk#2026b");
    await dialog.locator('[name="confirmpassword"]').fill("Clerk#2026c");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("两次输入的密码不一样！").waitFor();
    // the console checks the length and the account name; the server refuses a common password and says why
    await dialog.locator('[name="password"]').fill("Clerk01");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("密码至少 8 位").waitFor();
    await dialog.locator('[name="password"]').fill("qwerty123");
    await dialog.locator('[name="confirmpassword"]').fill("qwerty123");
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("密码过于常见，容易被猜中，请换一个").waitFor();
    await dialog.locator('[name="password"]').fill("Clerk#2026b");
    await dialog.locator('[name="confirmpassword"]').fill("Clerk#2026b");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect(api(app.url, "/sys/login", { method: "POST", body: { username: "clerk01", password: "Clerk#2026b" } })).resolves.toBeTruthy();
    await screenshot(page, "users");
  });

  it("在线用户 lists the live sessions; 强制退出 ends one at once", async () => {
    const other = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "finance", password: ADMIN_PASSWORD } });
    const page = await app.open();
    await signInToList(page, "/monitor/online");
    await search(page, "username").fill("finance");
    await shown(page).getByTestId("search-submit").click();
    // finance has just this one session on this server
    await expect.poll(async () => (await rows(page).allInnerTexts()).map((text) => text.includes("finance"))).toEqual([true]);
    const call = () => fetch(`${app.url}/qt/sys/user/getUserInfo`, { headers: { "X-Access-Token": other.token } });
    expect((await call()).status).toBe(200);
    await rows(page).first().getByRole("button", { name: "强制退出" }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await expect.poll(() => rows(page).count()).toBe(0);
    expect((await call()).status).toBe(401);
  });

  it("定时任务: checks the cron as it is typed, adds and edits a job with the cron editor, runs it once and shows the run, stops and starts it", async () => {
    const page = await app.open();
    await signInToList(page, "/isystem/quartzJob");
    await shown(page).getByTestId("toolbar-add").click();
    const form = modal(page);
    await form.locator('[name="jobClassName"]').selectOption({ index: 1 });
    await form.locator('[name="cronExpression"]').fill("0 0 25 * * ?");
    await form.getByTestId("cron-error").waitFor();
    // 选择: the editor (800 wide) over the form; 分 循环 every 5 minutes
    await form.getByRole("button", { name: "选择" }).click();
    const editor = page.getByTestId("cron-dialog");
    await editor.getByRole("tab", { name: "分" }).click();
    await editor.getByRole("radio", { name: "循环" }).locator("xpath=..").click();
    await editor.getByRole("spinbutton", { name: "循环：间隔" }).fill("5");
    await expect.poll(() => editor.getByTestId("cron-expression").inputValue()).toBe("0 0/5 * * * ? *");
    await expect.poll(() => editor.locator('[data-testid="cron-preview"]:not([data-pending])').getByTestId("cron-run").count()).toBe(10);
    await editor.getByRole("button", { name: "确定" }).click();
    await editor.waitFor({ state: "detached" });
    await expect(form.locator('[name="cronExpression"]').inputValue()).resolves.toBe("0 0/5 * * * ? *");
    await expect(form.getByTestId("cron-error").count()).resolves.toBe(0);
    await form.locator('[name="description"]').fill("每五分钟");
    await form.getByText("正常").click();
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    const row = rows(page).filter({ hasText: "每五分钟" });
    await row.waitFor();

    // 编辑: the editor opens on the job's schedule; Escape closes it alone, then every 10 minutes
    await row.getByRole("button", { name: "编辑" }).click();
    await form.getByRole("button", { name: "选择" }).click();
    await editor.getByRole("tab", { name: "分" }).click();
    await expect(editor.getByRole("radio", { name: "循环" }).isChecked()).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "detached" });
    await expect.poll(() => form.isVisible()).toBe(true);
    await form.getByRole("button", { name: "选择" }).click();
    await editor.getByRole("tab", { name: "分" }).click();
    await editor.getByRole("spinbutton", { name: "循环：间隔" }).fill("10");
    await editor.getByRole("button", { name: "确定" }).click();
    await expect(form.locator('[name="cronExpression"]').inputValue()).resolves.toBe("0 0/10 * * * ? *");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await expect.poll(() => row.innerText()).toContain("0 0/10 * * * ? *");

    await row.getByRole("button", { name: "立即执行" }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: /执行|成功/ }).first().waitFor();
    await row.getByRole("button", { name: "执行记录" }).click();
    const drawer = page.getByTestId("quartz-log-drawer");
    await expect.poll(() => drawer.getByTestId("list-row").count()).toBeGreaterThan(0);
    await expect(drawer.getByTestId("list-row").first().innerText()).resolves.toContain("手动");
    await drawer.getByRole("button", { name: "关闭" }).first().click();

    await row.getByRole("button", { name: "停止" }).click();
    await page.getByRole("button", { name: "确定" }).click();
    await row.getByRole("button", { name: "启动" }).waitFor();
    await expect(row.innerText()).resolves.toContain("停止");
    await row.getByRole("button", { name: "启动" }).click();
    await row.getByRole("button", { name: "停止" }).waitFor();
    await expect(row.innerText()).resolves.toContain("正常");
    const jobs = await api<{ records: Array<{ description: string; status: number; cronExpression: string }> }>(app.url, "/sys/quartzJob/list?pageSize=100", { token });
    const job = jobs.records.filter((j) => j.description === "每五分钟");
    expect(job.map(({ status, cronExpression }) => ({ status, cronExpression }))).toEqual([{ status: 0, cronExpression: "0 0/10 * * * ? *" }]);
  });
});
