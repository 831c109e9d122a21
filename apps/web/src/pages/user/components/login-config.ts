/** GET /sys/loginConfig: whether the login needs a captcha and whether registration is open. */
import { client } from "../../../app/services";

export type LoginConfig = { captcha: boolean; register: boolean };

export function fetchLoginConfig(): Promise<LoginConfig> {
  // Without an answer: the captcha (the safe side), no registration.
  return client.unwrap(client.GET("/sys/loginConfig")).then((outcome) => (outcome.ok && outcome.result ? outcome.result : { captcha: true, register: false }));
}

let early: Promise<LoginConfig> | null = null;

/** Asks now (App.tsx, when the console opens at the login page), for the page's first mount to take. */
export function prefetchLoginConfig(): void {
  early ??= fetchLoginConfig();
}

/** The early answer, once; later mounts ask again. */
export function takeLoginConfig(): Promise<LoginConfig> {
  const answer = early ?? fetchLoginConfig();
  early = null;
  return answer;
}
