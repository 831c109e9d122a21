import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { greetingIdFor, timeFix, welcomeBack } from "./greeting.js";

const at = (hour: number, minute = 0) => DateTime.fromObject({ year: 2024, month: 1, day: 5, hour, minute }, { zone: "Asia/Shanghai" }).toMillis();

describe("timeFix", () => {
  it.each([
    [0, "早上好"],
    [8, "早上好"],
    [9, "上午好"],
    [11, "上午好"],
    [12, "中午好"],
    [13, "中午好"],
    [14, "下午好"],
    [19, "下午好"],
    [20, "晚上好"],
    [23, "晚上好"],
  ])("hour %i → %s", (hour, zh) => {
    expect(timeFix(at(hour, 59), "Asia/Shanghai")["zh-CN"]).toBe(zh);
  });

  it("covers every hour with one of five greetings", () => {
    const ids = new Set(Array.from({ length: 24 }, (_, h) => greetingIdFor(h)));
    expect(ids.size).toBe(5);
  });

  it("reads the hour in the given zone", () => {
    // 08:30 in Shanghai is 00:30 UTC
    expect(timeFix(at(8, 30), "UTC")["zh-CN"]).toBe("早上好");
    expect(timeFix(at(12, 30), "UTC")["zh-CN"]).toBe("早上好");
    expect(timeFix(at(12, 30), "Asia/Shanghai")["en-US"]).toBe("Good noon");
  });

  it("welcomes back after login", () => {
    expect(welcomeBack(at(15), "Asia/Shanghai")).toEqual({
      title: { "zh-CN": "欢迎", "en-US": "Welcome" },
      text: { "zh-CN": "下午好，欢迎回来", "en-US": "Good afternoon, welcome back" },
    });
  });
});
