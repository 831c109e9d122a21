/**
 * The time-of-day greeting (shell.md §1, MESSAGES.md `timeFix`), boundaries as JeecgBoot's
 * util.js: hour < 9 早上好; ≤ 11 上午好; ≤ 13 中午好; < 20 下午好; otherwise 晚上好.
 * After login: `<greeting>，欢迎回来` under the title 欢迎.
 */
import { textOf, type LocalizedText, type MessageId } from "../messages.js";

export type GreetingId = "greeting.morning" | "greeting.forenoon" | "greeting.noon" | "greeting.afternoon" | "greeting.evening";

/** The greeting's message id for an hour 0-23. */
export function greetingIdFor(hour: number): GreetingId {
  if (hour < 9) return "greeting.morning";
  if (hour <= 11) return "greeting.forenoon";
  if (hour <= 13) return "greeting.noon";
  if (hour < 20) return "greeting.afternoon";
  return "greeting.evening";
}

/**
 * The hour of an instant, in a zone (default: the runtime's). Intl rather than luxon: the greeting
 * runs on the login page, whose bundle must stay small.
 */
export function hourOf(instant: Date | number, timezone?: string): number {
  if (!timezone) return new Date(+instant).getHours();
  const hour = new Intl.DateTimeFormat("en-US", { hour: "numeric", hourCycle: "h23", timeZone: timezone }).format(new Date(+instant));
  return Number(hour);
}

/** `timeFix`: the greeting for an instant, in both languages. */
export function timeFix(instant: Date | number, timezone?: string): LocalizedText {
  return textOf(greetingIdFor(hourOf(instant, timezone)) as MessageId);
}

/** The notification after login: title 欢迎, text `<greeting>，欢迎回来`. */
export function welcomeBack(instant: Date | number, timezone?: string): { title: LocalizedText; text: LocalizedText } {
  const greeting = timeFix(instant, timezone);
  const text = textOf("greeting.welcomeBack");
  return {
    title: textOf("greeting.welcomeTitle"),
    text: {
      "zh-CN": text["zh-CN"].replace("{greeting}", greeting["zh-CN"]),
      "en-US": text["en-US"].replace("{greeting}", greeting["en-US"]),
    },
  };
}
