/** Base data: a few code rules (used by forms through /sys/checkRule/checkByCode). */
import type { Seeder } from "../../db/seed.js";
import { sysCheckRule } from "../../db/schema/index.js";

export const checkRuleSeeder: Seeder = {
  name: "sys-check-rules",
  demo: false,
  async run({ db, clock }) {
    const createTime = clock.now();
    await db.insert(sysCheckRule).values([
      {
        id: "1260134137920090113",
        ruleName: "6位数字编码",
        ruleCode: "common_six_digit",
        ruleJson: [{ digits: "*", pattern: "\\d{6}", message: "请输入6位数字" }],
        ruleDescription: "恰好 6 位数字，例如 100001",
        createBy: "system",
        createTime,
      },
      {
        id: "1260134137920090114",
        ruleName: "单号（2位大写字母+6位数字）",
        ruleCode: "order_no",
        ruleJson: [
          { digits: "*", pattern: ".{8}", message: "单号须为8位" },
          { digits: 2, pattern: "[A-Z]{2}", message: "前2位须为大写字母" },
          { digits: 6, pattern: "\\d{6}", message: "后6位须为数字" },
        ],
        ruleDescription: "例如 QT000001",
        createBy: "system",
        createTime,
      },
    ]);
  },
};
