/** 编码校验规则's calls: a value checked against a stored rule (功能测试). */
import type { QtClient } from "@qt/sdk";

export function checkRuleCalls(client: QtClient) {
  return {
    /** Checks `value` against the rule `ruleCode`: ok when it passes, a business failure with the rule's message when not. */
    check: (ruleCode: string, value: string) =>
      // the value goes URI-encoded, as JeecgBoot's forms send it (the server decodes it once more)
      client.unwrap(client.GET("/sys/checkRule/checkByCode", { params: { query: { ruleCode, value: encodeURIComponent(value) } } })),
  };
}
