/** The server's API from the test itself (set-up an administrator would do in another browser). */
import { ADMIN_PASSWORD } from "./server";

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** Calls `/qt<path>` and returns `result`; a failed answer throws with the server's message. */
export async function api<T>(baseUrl: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/qt${path}`, {
    method: init.method ?? "GET",
    headers: { "Content-Type": "application/json", ...(init.token ? { "X-Access-Token": init.token } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await res.json()) as Envelope<T>;
  if (!res.ok || !answer.success) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${answer.message}`);
  return answer.result;
}

/**
 * The URL the console gives a private upload (any folder but the public ones: cover, ad, jeditor):
 * `url` with the session's token as the `token` parameter, which `<img>` and links need.
 */
export const withToken = (url: string): RegExp => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\?token=[^&]+$`);

/** A token of the admin (a fresh login; the captcha must be off). */
export async function adminToken(baseUrl: string): Promise<string> {
  return (await api<{ token: string }>(baseUrl, "/sys/login", { method: "POST", body: { username: "admin", password: ADMIN_PASSWORD } })).token;
}

/** The one record a list call (`/qt<path>`, e.g. by an exact field) finds; none or several throw. */
export async function oneRecord<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const found = await api<{ records: T[] }>(baseUrl, path, { token });
  if (found.records.length !== 1) throw new Error(`${path}: ${found.records.length} records`);
  return found.records[0]!;
}

/** A new platform designer, credited `balance` by a finance adjustment when given. */
export async function platformDesigner(baseUrl: string, token: string, nickname: string, balance?: string): Promise<{ id: string; balance: string }> {
  await api(baseUrl, "/user/qtUser/add", { method: "POST", token, body: { nickname, status: "normal", isDesigner: "1" } });
  const user = await oneRecord<{ id: string; balance: string }>(baseUrl, token, `/user/qtUser/list?nickname=${encodeURIComponent(nickname)}`);
  if (balance) await api(baseUrl, "/user/qtUser/adjustBalance", { method: "POST", token, body: { userId: user.id, amount: balance, remark: "E2E 初始余额" } });
  return user;
}
