/**
 * True inside the WeCom (企业微信, `wxwork`) or DingTalk in-app browsers, where JeecgBoot shows a
 * loading message and logs in again instead of the "login expired" modal.
 */
export function isRemoteApp(userAgent: string | undefined = defaultUserAgent()): boolean {
  return /wxwork|dingtalk/i.test(userAgent ?? "");
}

function defaultUserAgent(): string | undefined {
  return typeof navigator === "object" && navigator ? navigator.userAgent : undefined;
}
