/**
 * Signing in without the login form, for the browser tests that are not about logging in (a UI
 * login costs ~3 s of a ~10 s test: the login page, then the landing page). The login runs in the
 * test, through the console's own code (the session machine's `login` over an SDK client: the
 * call, JeecgBoot's acceptance rule, and the token, user info, dictionary items and tenant it
 * stores), into a memory store whose entries are then put into the page's localStorage before the
 * console starts. The console then boots as after a reload of a signed-in tab: it loads the
 * permissions and the menu itself. What differs from a UI login: no 欢迎回来 toast, and the first
 * page shown is `route` (no landing page first).
 */
import { login as consoleLogin, needsChoice, pendingChoice, type LoginFailure } from "@qt/machines";
import { createClient, createExpiringStore, memoryBackend, type Locale } from "@qt/sdk";
import type { Page } from "playwright-core";
import { serverOf } from "./browser";
import { HOME } from "./console";
import { ADMIN_PASSWORD } from "./server";

/** The console's language key in localStorage (app/i18n.tsx). */
const LOCALE_KEY = "qt.locale";
/** Marks (in the tab's sessionStorage) that the session was put in once: a reload or logout later keeps what the page did. */
const SIGNED_IN_MARK = "qt.e2e.signedIn";

export interface SignInOptions {
  username?: string;
  password?: string;
  /** The hash route to open once signed in (default the landing page). */
  route?: string;
  /** The console's language (stored as the language switch does); zh-CN, the default, when not given. */
  locale?: Locale;
}

/**
 * Signs in as `username` (the admin by default) on the page's test server, opens `route` and
 * waits for the main layout. For a user who must choose a department or tenant after logging in
 * it throws: that choice is the login form's.
 */
export async function signIn(page: Page, { username = "admin", password = ADMIN_PASSWORD, route = HOME, locale }: SignInOptions = {}): Promise<void> {
  const baseUrl = serverOf(page);
  const stored = await storedAfterLogin(baseUrl, username, password, locale ?? "zh-CN");
  if (locale) stored[LOCALE_KEY] = locale;
  await page.addInitScript(
    ({ origin, entries, mark }) => {
      // every document of the page runs this (about:blank too): only the console's origin, only once per tab
      if (location.origin !== origin || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { origin: new URL(baseUrl).origin, entries: stored, mark: SIGNED_IN_MARK },
  );
  await page.goto(`/#${route}`);
  await page.getByTestId("main-layout").waitFor();
}

/** The localStorage entries (raw `pro__…` strings) the console's login leaves for this user. */
async function storedAfterLogin(baseUrl: string, username: string, password: string, locale: Locale): Promise<Record<string, string>> {
  const local = memoryBackend();
  const client = createClient({ baseUrl: `${baseUrl}/qt`, locale, storage: createExpiringStore(local), sessionStorage: createExpiringStore(memoryBackend()) });
  const output = await consoleLogin(client, { kind: "account", username, password, remember_me: true }).catch((failure: LoginFailure) => {
    throw new Error(`signIn(${username}): the login was refused: ${failure.text?.[locale] ?? JSON.stringify(failure)}`);
  });
  if (needsChoice(pendingChoice(output.result))) throw new Error(`signIn(${username}): this user chooses a department or tenant after logging in; use the login form (login()).`);
  const entries: Record<string, string> = {};
  for (let i = 0; i < local.length; i++) {
    const key = local.key(i)!;
    entries[key] = local.getItem(key)!;
  }
  return entries;
}
