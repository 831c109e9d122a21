/**
 * The session in the browser: login, the failures a person sees (wrong password, lockout),
 * logout, and the navigation guard's redirects (shell.md §2, §4 "Session"), in headless Chromium
 * against the real server with LOGIN_CAPTCHA=false. One server for the file.
 */
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, HOME, hashRoute, login, loginForm, openUserMenu, submitLogin, toasts, waitForRoute } from "../helpers/console";
import { consoleSuite } from "../helpers/suite";

/** The greeting of the hour (greeting.ts) and ，欢迎回来. */
const WELCOME_BACK = /^(早上好|上午好|中午好|下午好|晚上好)，欢迎回来$/;
const BAD_CREDENTIALS = "用户名或密码错误";

const app = consoleSuite();

describe("login", () => {
  it("logs in with the captcha off: the greeting toast, then the landing page", async () => {
    const page = await app.open();
    await page.goto("/#/user/login");
    const form = loginForm(page);
    await form.username.waitFor();
    await expect(form.captcha.count()).resolves.toBe(0);
    await screenshot(page, "login");

    await submitLogin(page, "admin", ADMIN_PASSWORD);
    await waitForRoute(page, HOME);
    const welcome = toasts(page).filter({ hasText: "欢迎回来" });
    await welcome.waitFor();
    expect(await welcome.locator('[data-part="description"]').innerText()).toMatch(WELCOME_BACK);
    await page.getByTestId("main-layout").waitFor();
    await page.getByTestId("user-menu-trigger").getByText("欢迎您，管理员", { exact: true }).waitFor();
    await screenshot(page, "dashboard");
  });

  it("the account name typed in upper case logs in to the same account (names are one account in any case)", async () => {
    const page = await app.open();
    await page.goto("/#/user/login");
    await submitLogin(page, "ADMIN", ADMIN_PASSWORD);
    await waitForRoute(page, HOME);
    await page.getByTestId("user-menu-trigger").getByText("欢迎您，管理员", { exact: true }).waitFor();
  });

  it("a wrong password shows the server's message and stays on the login page", async () => {
    const page = await app.open();
    await page.goto("/#/user/login");
    const answer = page.waitForResponse((r) => r.url().endsWith("/qt/sys/login"));
    await submitLogin(page, "operator", "not-the-password");
    await answer;
    await page.getByRole("alert").filter({ hasText: BAD_CREDENTIALS }).waitFor();
    await toasts(page).filter({ hasText: BAD_CREDENTIALS }).waitFor();
    expect(hashRoute(page)).toBe("/user/login");
    await screenshot(page, "login-wrong-password");

    // The same form then logs in (and so clears this address's failure count).
    await loginForm(page).password.fill(ADMIN_PASSWORD);
    await loginForm(page).submit.click();
    await waitForRoute(page, HOME);
  });

  it("five failures lock the account out: the lockout message, even for the right password", async () => {
    // The lockout counts per user and per client address: this test poses as another address (the
    // test server trusts the local proxy header), so the other tests keep logging in; `auditor` is
    // used by no other test of this file.
    const page = await app.open({ headers: { "X-Forwarded-For": "203.0.113.7" } });
    await page.goto("/#/user/login");
    const attempt = async (password: string) => {
      const answer = page.waitForResponse((r) => r.url().endsWith("/qt/sys/login"));
      await submitLogin(page, "auditor", password);
      return ((await (await answer).json()) as { message: string }).message;
    };
    for (let i = 1; i <= 5; i++) expect(await attempt(`wrong-${i}`)).toBe(BAD_CREDENTIALS);

    const locked = /^登录失败次数过多，请于10分钟后再次登录！$/;
    expect(await attempt(ADMIN_PASSWORD)).toMatch(locked);
    await page.getByRole("alert").filter({ hasText: locked }).waitFor();
    expect(hashRoute(page)).toBe("/user/login");
  });

  it("logout asks first (提示 / 真的要注销登录吗 ?), then returns to the login page", async () => {
    const page = await app.open();
    await login(page);

    const dialog = page.getByRole("alertdialog");
    await (await openUserMenu(page)).getByRole("menuitem", { name: "退出登录" }).click();
    await dialog.waitFor();
    await expect(dialog.getByRole("heading").innerText()).resolves.toBe("提示");
    await dialog.getByText("真的要注销登录吗 ?", { exact: true }).waitFor();
    await screenshot(page, "logout-confirm", { fullPage: false });

    // 取消 keeps the session.
    await dialog.getByRole("button", { name: "取消" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(hashRoute(page)).toBe(HOME);

    await (await openUserMenu(page)).getByRole("menuitem", { name: "退出登录" }).click();
    const loggedOut = page.waitForResponse((r) => r.url().endsWith("/qt/sys/logout"));
    await dialog.getByRole("button", { name: "确定" }).click();
    await loggedOut;
    await page.waitForURL((url) => url.hash.startsWith("#/user/login"));
    await loginForm(page).username.waitFor();

    // The token is gone: a protected page asks for the login again.
    await page.goto("/#/isystem/user");
    await waitForRoute(page, "/user/login?redirect=%2Fisystem%2Fuser");
  });
});

describe("navigation guard", () => {
  it("an unauthenticated visit to a deep path goes to login with the redirect query, then to that path", async () => {
    const page = await app.open();
    await page.goto("/#/isystem/user?tab=2");
    await waitForRoute(page, "/user/login?redirect=%2Fisystem%2Fuser%3Ftab%3D2");
    await login(page);
    await waitForRoute(page, "/isystem/user?tab=2");
    await page.getByRole("heading", { name: "用户管理" }).waitFor();
  });

  it("an unknown path goes to /404", async () => {
    const page = await app.open();
    await login(page);
    await page.goto("/#/no/such/page");
    await waitForRoute(page, "/404");
    await page.getByTestId("exception-404").getByText("抱歉，你访问的页面不存在", { exact: true }).waitFor();
    await page.waitForFunction(() => document.title === "抱歉，你访问的页面不存在 - QT素材管理平台");
    await screenshot(page, "404");
    await page.getByRole("button", { name: "返回首页" }).click();
    await waitForRoute(page, HOME);
  });

  it("a session ended on the server: the next page load goes to login with the redirect query", async () => {
    const page = await app.open();
    await login(page);
    await page.goto("/#/isystem/user");
    await waitForRoute(page, "/isystem/user");
    const token = await page.evaluate(() => {
      for (const [key, value] of Object.entries(localStorage)) if (/token/i.test(key)) return (JSON.parse(value) as { value: string }).value;
      return null;
    });
    expect(token).toBeTruthy();
    const ended = await fetch(`${app.url}/qt/sys/logout`, { method: "POST", headers: { "X-Access-Token": token as string } });
    expect(ended.ok).toBe(true);

    // The browser itself logs the server's refusals of the revoked token: the 401 answers and the
    // notice channel's refused WebSocket handshake (opened for the stored token before the guard's
    // permission request comes back).
    app.expectConsoleErrors(
      /^console\.error: Failed to load resource: the server responded with a status of 401 /,
      /^console\.error: WebSocket connection to '[^']+\/qt\/websocket\/[^']+' failed: HTTP Authentication failed/,
    );
    await page.reload();
    await waitForRoute(page, "/user/login?redirect=%2Fisystem%2Fuser");
    await loginForm(page).username.waitFor();
  });

  it("a logged-in visit to the login page goes to the landing page", async () => {
    const page = await app.open();
    await login(page);
    await page.goto("/#/isystem/user");
    await waitForRoute(page, "/isystem/user");
    await page.goto("/#/user/login");
    await waitForRoute(page, HOME);
  });
});
