/** The login layout's calls: the login configuration, the captcha, third-party providers, SMS codes, registration and password recovery. */
import type { QtClient } from "@qt/sdk";

export type LoginConfig = { captcha: boolean; register: boolean };

/** What the login assumes without an answer to GET /sys/loginConfig: the captcha (the safe side), no registration. */
export const NO_LOGIN_CONFIG: LoginConfig = { captcha: true, register: false };

/** The body of POST /sys/user/register. */
export type Registration = { username: string; password: string; phone: string; smscode: string; email?: string };

export function loginCalls(client: QtClient) {
  /** GET /sys/loginConfig: whether the login needs a captcha and whether registration is open. */
  const config = (signal?: AbortSignal) => client.unwrap(client.GET("/sys/loginConfig", { signal }));
  let early: ReturnType<typeof config> | null = null;
  return {
    config,
    /** Asks now (when the console opens at the login page), for the page's first mount to take. */
    prefetchConfig: (): void => void (early ??= config()),
    /** The early answer, once; later mounts ask again. */
    takeConfig: (signal?: AbortSignal) => {
      const answer = early ?? config(signal);
      early = null;
      return answer;
    },
    /** The captcha picture (a data URL) for a check key. */
    captcha: (key: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/randomImage/{key}", { params: { path: { key } }, signal })),
    /** The third-party login providers the server has configured. */
    thirdProviders: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/thirdLogin/providers", { signal })),
    /** Sends an SMS code to a mobile number (mode 0 login, 1 register, 2 forgotten password). */
    sendSmsCode: (mobile: string, mode: "0" | "1" | "2") => client.unwrap(client.POST("/sys/sms", { body: { mobile, smsmode: mode } })),
    /** Registers an account. */
    register: (registration: Registration) => client.unwrap(client.POST("/sys/user/register", { body: registration })),
    /** Checks a phone and its forgotten-password SMS code: answers the account and a one-time recovery key. */
    verifyPhone: (phone: string, smscode: string) => client.unwrap(client.POST("/sys/user/phoneVerification", { body: { phone, smscode } })),
    /** Sets a forgotten password with the recovery key of verifyPhone. */
    resetPassword: (reset: { username: string; password: string; smscode: string; phone: string }) => client.unwrap(client.POST("/sys/user/passwordChange", { body: reset })),
  };
}
