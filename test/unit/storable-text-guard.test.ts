import { describe, expect, it } from "vitest";
import { unstorableField } from "../../src/server/plugins/storable-text-guard.js";
import { NAUGHTY_STRINGS } from "../helpers/hostile-inputs.js";

describe("unstorableField", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a lone high surrogate", "a\uD800"],
    ["a lone low surrogate", "\uDFFFa"],
    ["surrogates in the wrong order", "\uDC00\uD800"],
  ])("finds %s and names the field by its path", (_name, text) => {
    expect(unstorableField({ title: "ok", items: [{ text: "ok" }, { text }] })).toBe("items.1.text");
    expect(unstorableField(text)).toBe("body");
  });

  it("finds a bad key and names it with U+FFFD in place of the bad characters", () => {
    expect(unstorableField({ data: { "a\u0000b\uD800": 1 } })).toBe("data.a\uFFFDb\uFFFD");
  });

  it("passes paired surrogates (emoji, flags), other controls and every naughty string without NUL", () => {
    expect(unstorableField({ text: "👋 🇺🇸 \u0007\t\u001b[31m", count: 1, none: null })).toBeNull();
    for (const text of NAUGHTY_STRINGS.filter((naughty) => !naughty.includes("\u0000"))) {
      expect(unstorableField({ text, [text]: text }), JSON.stringify(text)).toBeNull();
    }
  });

  it("walks a body 100,000 levels deep without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(unstorableField(deep)).toBe(`${"0.".repeat(99_999)}0`);
  });
});
