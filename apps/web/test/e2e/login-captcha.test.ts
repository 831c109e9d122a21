/**
 * The login captcha as the server asks for it (LOGIN_CAPTCHA left at its default, on): the picture
 * loads, a click draws a new one, and the form asks for the code. Its own server: the other files
 * turn the captcha off.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, hashRoute, loginForm, submitLogin } from "../helpers/console";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite({ captcha: true });

const captchaAnswer = (page: Page) => page.waitForResponse((r) => r.url().includes("/qt/sys/randomImage/") && r.ok());

/** The picture's `src` once it has loaded and decoded (a data URL from /sys/randomImage). */
async function loadedImage(page: Page, not: string | null = null): Promise<string> {
  const handle = await page.waitForFunction((previous) => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="captcha-image"]');
    return img && img.complete && img.naturalWidth > 0 && img.src !== previous ? img.src : null;
  }, not);
  return (await handle.jsonValue()) as string;
}

describe("login captcha", () => {
  it("the captcha picture loads and changes when clicked", async () => {
    const page = await app.open();
    const first = captchaAnswer(page);
    await page.goto("/#/user/login");
    await first;
    const src = await loadedImage(page);
    expect(src).toMatch(/^data:image\//);
    await screenshot(page, "login-captcha");

    const next = captchaAnswer(page);
    await page.getByRole("button", { name: "验证码图片，点击刷新" }).click();
    await next;
    expect(await loadedImage(page, src)).not.toBe(src);
  });

  it("asks for the code, and a wrong code gets the server's answer and a new picture", async () => {
    const page = await app.open();
    const first = captchaAnswer(page);
    await page.goto("/#/user/login");
    await first;
    const src = await loadedImage(page);

    await submitLogin(page, "admin", ADMIN_PASSWORD);
    await page.getByText("请输入验证码!", { exact: true }).waitFor();

    // A wrong code: the server's message, a new picture, the code field emptied.
    await loginForm(page).captcha.fill("zzzz");
    const answer = page.waitForResponse((r) => r.url().endsWith("/qt/sys/login"));
    const redraw = captchaAnswer(page);
    await loginForm(page).submit.click();
    expect(((await (await answer).json()) as { message: string }).message).toBe("验证码错误");
    await page.getByRole("alert").filter({ hasText: "验证码错误" }).waitFor();
    await redraw;
    expect(await loadedImage(page, src)).not.toBe(src);
    expect(await loginForm(page).captcha.inputValue()).toBe("");
    expect(hashRoute(page)).toBe("/user/login");
  });
});
