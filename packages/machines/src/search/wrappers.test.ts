import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_WRAPPERS, unwrapSearchValue, wrapSearchValue } from "./wrappers.js";

describe("search input wrappers", () => {
  it.each([
    ["like", "abc", "*abc*"],
    ["ne", "abc", "!abc"],
    ["ge", "10", ">=10"],
    ["le", "10", "<=10"],
    ["right_like", "ab", "ab*"],
    ["left_like", "ab", "*ab"],
    ["eq", "ab", "ab"],
  ] as const)("%s wraps %j as %j and back", (type, text, sent) => {
    expect(wrapSearchValue(type, text)).toBe(sent);
    expect(unwrapSearchValue(type, sent)).toBe(text);
  });

  it("leaves an empty text empty and trims only when asked", () => {
    expect(wrapSearchValue("like", "")).toBe("");
    expect(wrapSearchValue("like", null)).toBe("");
    expect(wrapSearchValue("like", "  ", { trim: true })).toBe("");
    expect(wrapSearchValue("ne", " a ")).toBe("! a ");
    expect(wrapSearchValue("ne", " a ", { trim: true })).toBe("!a");
  });

  it("shows a value without the wrapper as it is", () => {
    expect(unwrapSearchValue("like", "abc")).toBe("abc");
    expect(unwrapSearchValue("ge", "5")).toBe("5");
    expect(unwrapSearchValue("like", "*")).toBe("*");
  });

  it("unwrap ∘ wrap is the identity on any text", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEARCH_WRAPPERS), fc.string(), (type, text) => {
        expect(unwrapSearchValue(type, wrapSearchValue(type, text))).toBe(text);
      }),
    );
  });

  it("wrap ∘ unwrap is the identity on sent values", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEARCH_WRAPPERS), fc.string({ minLength: 1 }), (type, text) => {
        const sent = wrapSearchValue(type, text);
        expect(wrapSearchValue(type, unwrapSearchValue(type, sent))).toBe(sent);
      }),
    );
  });
});
