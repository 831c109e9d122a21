import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import { createQuickClickGuard } from "./guard.js";

describe("quick-click guard", () => {
  function setup(threshold?: number) {
    const clock = new SimulatedClock();
    return { clock, guard: createQuickClickGuard({ now: () => clock.now(), ...(threshold ? { threshold } : {}) }) };
  }

  it("refuses the same action again within 300 ms with the warning", () => {
    const { clock, guard } = setup();
    expect(guard.click("add")).toEqual({ allowed: true });
    clock.increment(299);
    expect(guard.click("add")).toEqual({
      allowed: false,
      warning: { level: "warning", text: { "zh-CN": "你点击的太快了，请慢点点击!", "en-US": "you clicked too fast, please click slower!" } },
    });
    clock.increment(1);
    expect(guard.click("add").allowed).toBe(true);
  });

  it("times each action on its own, from its last accepted click", () => {
    const { clock, guard } = setup();
    guard.click("add");
    expect(guard.click("delete").allowed).toBe(true);
    clock.increment(200);
    expect(guard.click("add").allowed).toBe(false);
    clock.increment(100);
    expect(guard.click("add").allowed).toBe(true);
  });

  it("takes another threshold and can be reset", () => {
    const { clock, guard } = setup(1500);
    guard.click("insert");
    clock.increment(1000);
    expect(guard.click("insert").allowed).toBe(false);
    guard.reset();
    expect(guard.click("insert").allowed).toBe(true);
  });
});
