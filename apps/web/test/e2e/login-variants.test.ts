/**
 * The login variants in the browser (shell.md §2 "Login variants"): register and its result page,
 * the 4-step password recovery, the OAuth2 app login without providers, no third-party buttons
 * when none is configured, the static redirects (/user, /oauth2-app, /test) and the login tabs by keyboard. The server "sends" SMS codes to its log
 * (info level), where the tests read them, as a person would read their phone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { hashRoute, login, waitForRoute } from "../helpers/console";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite({ smsCodesInOutput: true });

/** The newest code the server logged for `mobile` after output position `from`. */
async function smsCode(mobile: string, from: number): Promise<string> {
  const codeIn = () => [...app.server.output().slice(from).matchAll(new RegExp(`SMS code for ${mobile}: (\\d{6})`, "g"))].at(-1)?.[1];
  // The log line arrives on the server's stdout shortly after the answer: poll the collected output.
  await expect.poll(codeIn, { timeout: 10_000 }).toMatch(/^\d{6}$/);
  return codeIn() as string;
}

async function post(path: string, body: unknown): Promise<{ success: boolean; message: string; result: unknown }> {
  const res = await fetch(`${app.url}/qt${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return (await res.json()) as { success: boolean; message: string; result: unknown };
}

/** An account made through the API (register SMS code, then /sys/user/register). */
async function registerByApi(username: string, phone: string, password: string): Promise<void> {
  const from = app.server.output().length;
  expect((await post("/sys/sms", { mobile: phone, smsmode: "1" })).success).toBe(true);
  const answer = await post("/sys/user/register", { username, password, phone, smscode: await smsCode(phone, from) });
  expect(answer, answer.message).toMatchObject({ success: true });
}

/** The error text a field points at with aria-describedby (what a screen reader reads with it). */
async function describedError(page: Page, name: string): Promise<string | null> {
  return page.locator(`input[name="${name}"]`).evaluate((input) => {
    const id = input.getAttribute("aria-describedby");
    return id && input.getAttribute("aria-invalid") === "true" ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]').innerText();

describe("register", () => {
  it("checks its fields, shows the server's refusal, and a new account lands on the result page", async () => {
    const page = await app.open();
    await page.goto("/#/user/login");
    await page.getByRole("link", { name: "注册账户" }).click();
    await waitForRoute(page, "/user/register");
    const form = page.getByRole("form", { name: "注册" });
    await form.locator('input[name="username"]').waitFor();

    await form.getByRole("button", { name: "注册" }).click();
    expect(await describedError(page, "username")).toBe("请输入用户名");
    expect(await describedError(page, "password")).toBe("请输入密码!");
    expect(await describedError(page, "confirm")).toBe("请再次输入密码!");
    expect(await describedError(page, "phone")).toBe("请输入手机号码!");
    expect(await describedError(page, "smscode")).toBe("请输入验证码!");

    const phone = "13900000001";
    await form.locator('input[name="username"]').fill("admin");
    await form.locator('input[name="password"]').fill("short");
    await form.locator('input[name="confirm"]').fill("other");
    await form.locator('input[name="phone"]').fill(phone);
    const from = app.server.output().length;
    const sms = page.waitForResponse((r) => r.url().endsWith("/qt/sys/sms"));
    await form.getByRole("button", { name: "获取验证码" }).click();
    await sms;
    // The countdown: the button is disabled and shows the seconds left.
    await expect.poll(() => form.getByRole("button", { name: /^\d+ s$/ }).isDisabled()).toBe(true);
    await form.locator('input[name="smscode"]').fill(await smsCode(phone, from));
    await form.getByRole("button", { name: "注册" }).click();
    expect(await describedError(page, "password")).toBe("密码至少 8 位");
    expect(await describedError(page, "confirm")).toBe("两次输入的密码不匹配!");

    // A common password passes the console's length rule; the server's refusal says why.
    await form.locator('input[name="password"]').fill("Password1");
    await form.locator('input[name="confirm"]').fill("Password1");
    await form.getByRole("button", { name: "注册" }).click();
    await page.getByRole("alert").filter({ hasText: "密码过于常见，容易被猜中，请换一个" }).waitFor();

    await form.locator('input[name="password"]').fill("Newbie123");
    await form.locator('input[name="confirm"]').fill("Newbie123");
    await form.getByRole("button", { name: "注册" }).click();
    // The server refuses a taken username (before it looks at the SMS code, which stays usable).
    await page.getByRole("alert").filter({ hasText: "用户名已注册" }).waitFor();
    expect(hashRoute(page)).toBe("/user/register");
    await screenshot(page, "register");

    await form.locator('input[name="username"]').fill("newbie_a");
    await form.getByRole("button", { name: "注册" }).click();
    await waitForRoute(page, "/user/register-result?username=newbie_a");
    await page.getByText("你的账户：newbie_a 注册成功", { exact: true }).waitFor();
    await screenshot(page, "register-result");
    await page.getByRole("link", { name: "使用该账户登录" }).click();
    await waitForRoute(page, "/user/login");

    // The account exists: it logs in with its password.
    expect(await post("/sys/login", { username: "newbie_a", password: "Newbie123" })).toMatchObject({ success: true });
  });
});

describe("password recovery", () => {
  it("goes through the four steps: phone and code, new password, done, back to login", async () => {
    const phone = "13900000002";
    await registerByApi("recover_me", phone, "First1234");
    const page = await app.open();
    await page.goto("/#/user/alteration");
    const steps = page.getByRole("list", { name: "找回密码的步骤" });
    await steps.waitFor();
    expect(await steps.getByRole("listitem").allInnerTexts()).toEqual(["手机验证", "设置新密码", "完成", "返回登录"]);
    expect(await currentStep(page)).toBe("手机验证");

    await page.locator('input[name="phone"]').fill(phone);
    const from = app.server.output().length;
    const sms = page.waitForResponse((r) => r.url().endsWith("/qt/sys/sms"));
    await page.getByRole("button", { name: "获取验证码" }).click();
    await sms;
    const code = await smsCode(phone, from);
    await page.locator('input[name="smscode"]').fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "下一步" }).click();
    await page.getByRole("alert").filter({ hasText: "短信验证码错误" }).waitFor();
    expect(await currentStep(page)).toBe("手机验证");

    await page.locator('input[name="smscode"]').fill(code);
    await page.getByRole("button", { name: "下一步" }).click();
    await page.getByText("账户：recover_me", { exact: true }).waitFor();
    expect(await currentStep(page)).toBe("设置新密码");
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("password");

    await page.locator('input[name="password"]').fill("weak");
    await page.locator('input[name="confirm"]').fill("weak");
    await page.getByRole("button", { name: "提交" }).click();
    expect(await describedError(page, "password")).toBe("密码至少 8 位");
    // the account name is refused as typed; a common password by the server, and the key stays usable
    await page.locator('input[name="password"]').fill("Recover_Me");
    await page.locator('input[name="confirm"]').fill("Recover_Me");
    await page.getByRole("button", { name: "提交" }).click();
    expect(await describedError(page, "password")).toBe("密码不能与登录账号相同");
    await page.locator('input[name="password"]').fill("iloveyou");
    await page.locator('input[name="confirm"]').fill("iloveyou");
    await page.getByRole("button", { name: "提交" }).click();
    await page.getByRole("alert").filter({ hasText: "密码过于常见，容易被猜中，请换一个" }).waitFor();
    expect(await currentStep(page)).toBe("设置新密码");
    await page.locator('input[name="password"]').fill("Second123");
    await page.locator('input[name="confirm"]').fill("Second123");
    await screenshot(page, "alteration-password");
    await page.getByRole("button", { name: "提交" }).click();

    await page.getByText("密码已重置，请使用新密码登录。").waitFor();
    expect(await currentStep(page)).toBe("完成");
    await screenshot(page, "alteration-done");
    // Back to the login page after the 5 s countdown.
    await page.waitForURL((url) => url.hash === "#/user/login", { timeout: 15_000 });

    expect(await post("/sys/login", { username: "recover_me", password: "Second123" })).toMatchObject({ success: true });
    expect(await post("/sys/login", { username: "recover_me", password: "First1234" })).toMatchObject({ success: false });
  });
});

describe("OAuth2 app login and third-party buttons", () => {
  it("the OAuth2 app login says that no provider is configured and links to the account login", async () => {
    const page = await app.open();
    await page.goto("/#/oauth2-app/login");
    await page.getByText(/^未配置 OAuth2 登录：服务器没有登记任何 OAuth2 登录方式/).waitFor();
    await screenshot(page, "oauth2-login");
    await page.getByRole("link", { name: "使用账号密码登录" }).click();
    await waitForRoute(page, "/user/login");
  });

  it("the login page shows no third-party buttons when the server lists no provider", async () => {
    const page = await app.open();
    const providers = page.waitForResponse((r) => r.url().includes("/qt/sys/thirdLogin/providers"));
    await page.goto("/#/user/login");
    const answer = await (await providers).json();
    expect(answer).toMatchObject({ success: true, result: [] });
    await page.locator('input[name="username"]').waitFor();
    expect(await page.getByTestId("third-party-buttons").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^使用 .* 登录$/ }).count()).toBe(0);
  });
});

describe("static redirects", () => {
  it("/user, /oauth2-app and (logged in) /test go to their first page", async () => {
    const page = await app.open();
    await page.goto("/#/user");
    await waitForRoute(page, "/user/login");
    await page.locator('input[name="username"]').waitFor();
    await page.goto("/#/oauth2-app");
    await waitForRoute(page, "/oauth2-app/login");
    await page.getByText(/^未配置 OAuth2 登录/).waitFor();
    await login(page);
    await page.goto("/#/test");
    await waitForRoute(page, "/test/home");
    await page.getByTestId("test-home").waitFor();
    // the test page asks the server's health and shows it
    await expect.poll(() => page.getByTestId("test-health").textContent()).toBeTruthy();
  });
});

describe("login tabs", () => {
  it("follow the arrow keys, Home and End; the phone form checks the number before sending a code", async () => {
    const page = await app.open();
    await page.goto("/#/user/login");
    const tablist = page.getByRole("tablist");
    const account = tablist.getByRole("tab", { name: "账号密码登录" });
    const phone = tablist.getByRole("tab", { name: "手机号登录" });
    await page.locator('input[name="username"]').waitFor();
    expect(await account.getAttribute("aria-selected")).toBe("true");

    await account.focus();
    await page.keyboard.press("ArrowRight");
    expect(await phone.getAttribute("aria-selected")).toBe("true");
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    const panel = page.getByRole("tabpanel", { name: "手机号登录" });
    await panel.locator('input[name="mobile"]').waitFor();

    await panel.locator('input[name="mobile"]').fill("12345");
    await panel.getByRole("button", { name: "获取验证码" }).click();
    expect(await describedError(page, "mobile")).toBe("您的手机号码格式不正确!");

    await phone.focus();
    await page.keyboard.press("Home");
    expect(await account.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    expect(await phone.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    expect(await account.getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tabpanel", { name: "账号密码登录" }).locator('input[name="username"]').waitFor();
  });
});
