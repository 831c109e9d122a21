/**
 * Third-party login (shell.md §4 "Session"): the providers the server lists
 * (GET /sys/thirdLogin/providers, none unless a provider module is registered with the server) and
 * the sign-in in a window of its own. As in JeecgBoot, that window posts the one-time token back
 * (`postMessage`, a string, or 登录失败); the session machine then logs in with
 * GET /sys/thirdLogin/getLoginUser/{token}/{thirdType}. Only messages from the opened window count.
 */
import type { Services } from "../../../app/services";
import { useLoad } from "../../../data/query";

export interface ThirdLoginProvider {
  type: string;
  name: string;
  url: string;
}

/** The configured providers; null while asking (and [] when the server could not say). */
export function useThirdLoginProviders(): ThirdLoginProvider[] | null {
  const loaded = useLoad(["login", "thirdProviders"], (api, signal) => api.login.thirdProviders(signal));
  return loaded.loading ? null : (loaded.data ?? []);
}

/** The token a sign-in window posted: a string (JeecgBoot) or `{ token }`; null for anything else. */
function tokenOf(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && typeof (data as { token?: unknown }).token === "string") return (data as { token: string }).token;
  return null;
}

/** JeecgBoot's sign-in window posts this text when the provider refused. */
const FAILED = "登录失败";

/**
 * Opens the provider's sign-in window and logs in (through the session actor) with the token it
 * posts back. Returns false when the browser blocked the window; `onFailed` runs when the provider
 * reports a failure.
 */
export function startThirdLogin(session: Services["session"], provider: ThirdLoginProvider, onFailed: () => void): boolean {
  const url = new URL(provider.url, window.location.href);
  const popup = window.open(url.href, `qt-third-login-${provider.type}`, "width=600,height=640");
  if (!popup) return false;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || (event.origin !== url.origin && event.origin !== window.location.origin)) return;
    const token = tokenOf(event.data);
    if (token === null) return;
    window.removeEventListener("message", onMessage);
    popup.close();
    if (token === FAILED || !token) return onFailed();
    session.send({ type: "LOGIN", request: { kind: "third", token, thirdType: provider.type } });
  };
  window.addEventListener("message", onMessage);
  return true;
}
