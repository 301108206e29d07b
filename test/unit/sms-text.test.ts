import { describe, expect, it } from "vitest";
import { countSegments } from "../../src/domain/delivery-rules/segments.js";
import {
  foldTypography,
  hasPrintableText,
  prepareSmsText,
  splitIntoParts,
  stripMarkdown,
} from "../../src/domain/delivery-rules/sms-text.js";
import { isValidTwilioSignature, twilioSignature } from "../../src/providers/sms/twilio-signature.js";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

describe("segment counting", () => {
  it("counts GSM-7 texts at 160, then 153 per part", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161)).segments).toBe(2);
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
  });

  it("counts the extension characters double", () => {
    expect(countSegments("{".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments(`${"{".repeat(80)}a`).segments).toBe(2);
  });

  it("switches to UCS-2 for one character outside GSM-7: 70, then 67 per part", () => {
    expect(countSegments(`it’s ${"a".repeat(60)}`).encoding).toBe("UCS-2");
    expect(countSegments("é".repeat(70)).encoding).toBe("GSM-7");
    expect(countSegments(`😀${"a".repeat(68)}`)).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(countSegments(`😀${"a".repeat(69)}`).segments).toBe(2);
    expect(countSegments("ж".repeat(134)).segments).toBe(2);
    expect(countSegments("ж".repeat(135)).segments).toBe(3);
  });

  it("counts the empty text as one GSM-7 segment", () => {
    expect(countSegments("")).toEqual({ encoding: "GSM-7", units: 0, segments: 1 });
  });

  it("moves an extension character across a 153-septet cut whole into the next part", () => {
    const straddling = `${"a".repeat(152)}{${"a".repeat(152)}`;
    expect(countSegments(straddling)).toEqual({ encoding: "GSM-7", units: 306, segments: 3 });
    expect(countSegments(`${"a".repeat(151)}{${"a".repeat(153)}`).segments).toBe(2);
    expect(countSegments(`${"a".repeat(152)}€${"a".repeat(152)}`).segments).toBe(3);
  });

  it("moves a surrogate pair across a 67-unit cut whole into the next part", () => {
    expect(countSegments("😀".repeat(800))).toEqual({ encoding: "UCS-2", units: 1600, segments: 25 });
    expect(countSegments(`${"ж".repeat(66)}😀${"ж".repeat(66)}`).segments).toBe(3);
    expect(countSegments(`${"ж".repeat(65)}😀${"ж".repeat(67)}`).segments).toBe(2);
  });

  it("keeps a whole grapheme in one part, as Twilio's calculator does", () => {
    const family = "👨‍👩‍👧‍👦";
    expect(countSegments(`${"ж".repeat(60)}${family}${"ж".repeat(63)}`).segments).toBe(3);
    expect(countSegments(`${"ж".repeat(56)}${family}${"ж".repeat(67)}`).segments).toBe(2);
  });
});

describe("preparing text for SMS", () => {
  it("folds smart quotes, dashes and ellipses to GSM-7", () => {
    const folded = foldTypography("“It’s done” – she said… — ok");
    expect(folded).toBe('"It\'s done" - she said... - ok');
    expect(countSegments(folded).encoding).toBe("GSM-7");
  });

  it("strips markdown but keeps the words and links", () => {
    const text =
      "# Plan\n**Buy** the *milk* and `eggs`.\n\n* one\n* two\n\nSee [the map](https://maps.google.com/x).";
    expect(stripMarkdown(text)).toBe(
      "Plan\nBuy the milk and eggs.\n\n- one\n- two\n\nSee the map (https://maps.google.com/x).",
    );
  });

  it("leaves plain text with asterisks in arithmetic alone", () => {
    expect(prepareSmsText("2 * 3 = 6")).toBe("2 * 3 = 6");
  });

  it("folds what Twilio's Smart Encoding folds", () => {
    const folded = foldTypography(
      "«Bonjour» \u2010\u2011\u2012\u2013\u2014\u2015 ‚low‛ ½ ＡＢＣ ᴀʙᴄ ¡Olé!\u203C",
    );
    expect(folded).toBe('"Bonjour" ------ ,low\' 1/2 ABC ABC ¡Olé!!!');
    expect(countSegments(folded).encoding).toBe("GSM-7");
  });

  it("folds every Unicode space and tab to one space, and drops soft hyphens and zero-width characters", () => {
    const spaces =
      "\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u202F\u205F\u3000\t";
    expect(foldTypography(`a${[...spaces].join("b")}c`)).toBe(`a ${"b ".repeat(spaces.length - 1)}c`);
    expect(foldTypography("co\u00ADop\u200Bera\u200Ction\u2060s\uFEFF")).toBe("cooperations");
  });

  it("keeps the existing folds: bullet, minus, ellipsis and primes", () => {
    expect(foldTypography("\u2022 5\u2032 11\u2033 \u2212 3\u2026")).toBe("- 5' 11\" - 3...");
  });

  it("drops a joiner or direction mark only when that makes the text GSM-7", () => {
    expect(foldTypography("stray\u200Djoiner \u200Emark\u200F")).toBe("strayjoiner mark");
    const family = "Family: 👨\u200D👩\u200D👧";
    expect(foldTypography(family)).toBe(family);
    expect(foldTypography("“Family” 👨\u200D👩")).toBe('"Family" 👨\u200D👩');
  });

  it("sends a reply of nothing but markup as written instead of nothing", () => {
    expect(stripMarkdown("---")).toBe("");
    expect(prepareSmsText("---")).toBe("---");
    expect(prepareSmsText("***")).toBe("***");
    expect(prepareSmsText(" \n___\n ")).toBe("___");
  });

  it("removes control characters and lone surrogates before sending", () => {
    expect(prepareSmsText("a\u0000b\u0007c \uD83D")).toBe("abc \uFFFD");
  });

  it("tells printable text from blank", () => {
    for (const blank of [
      "",
      " \n\t",
      "\u200B\u200D\u2060\uFEFF",
      "\u00AD\u200E",
      "\u3164\u2800",
      "\u0301",
      "\uFFFD",
      "\u0000\u001F",
    ]) {
      expect(hasPrintableText(blank), JSON.stringify(blank)).toBe(false);
    }
    for (const printable of ["a", "😀", "日", " ok ", "-", "e\u0301", "\u00A0.\u00A0"]) {
      expect(hasPrintableText(printable), JSON.stringify(printable)).toBe(true);
    }
    expect(hasPrintableText(prepareSmsText("\u200B \u0000"))).toBe(false);
  });
});

describe("splitting long replies", () => {
  it("keeps short texts whole", () => {
    expect(splitIntoParts("Hello there.")).toEqual(["Hello there."]);
  });

  it("splits at sentence ends, each part within the limit, nothing lost", () => {
    const sentence = "This sentence is exactly fifty characters long ok. ";
    const text = sentence.repeat(70).trim();
    const parts = splitIntoParts(text);
    expect(parts.length).toBe(3);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(1600);
      expect(part.trimEnd().endsWith(".")).toBe(true);
    }
    expect(parts.join("")).toBe(text);
  });

  it("splits at word boundaries when there is no sentence end", () => {
    const text = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const parts = splitIntoParts(text, 1600);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(1600);
    expect(parts.join("")).toBe(text);
  });

  it("keeps the whitespace at a cut at the end of the earlier part", () => {
    const parts = splitIntoParts(`${"a".repeat(10)}.\n\n${"b".repeat(10)}`, 16);
    expect(parts).toEqual(["aaaaaaaaaa.\n\n", "bbbbbbbbbb"]);
  });

  it("cuts a single overlong token at the limit", () => {
    const parts = splitIntoParts("x".repeat(3500));
    expect(parts.map((part) => part.length)).toEqual([1600, 1600, 300]);
  });

  it("never cuts a surrogate pair or a grapheme", () => {
    const texts = [`a${"😀".repeat(1000)}`, "👨‍👩‍👧‍👦".repeat(300), "🇺🇸".repeat(500), `a${"🇺🇸".repeat(500)}`];
    for (const text of texts) {
      const parts = splitIntoParts(text);
      expect(parts.join("")).toBe(text);
      const starts = new Set(Array.from(graphemes.segment(text), ({ index }) => index));
      let position = 0;
      for (const part of parts.slice(0, -1)) {
        expect(part.length).toBeLessThanOrEqual(1600);
        expect(part).not.toMatch(/\p{Cs}/u);
        position += part.length;
        expect(starts.has(position)).toBe(true);
      }
    }
  });

  it("cuts a grapheme longer than a part between code points, losing nothing", () => {
    const accents = `x${"\u0301".repeat(2000)}`;
    expect(splitIntoParts(accents).join("")).toBe(accents);
    const astral = `a${"\u{E0100}".repeat(1000)}`;
    const parts = splitIntoParts(astral);
    expect(parts.join("")).toBe(astral);
    for (const part of parts) expect(part).not.toMatch(/\p{Cs}/u);
    expect(parts[0]?.length).toBe(1599);
  });

  it("refuses a limit too small for a surrogate pair", () => {
    expect(() => splitIntoParts("😀😀", 1)).toThrow(RangeError);
  });
});

describe("Twilio signatures", () => {
  const params = {
    CallSid: "CA1234567890ABCDE",
    Caller: "+14158675309",
    Digits: "1234",
    From: "+14158675309",
    To: "+18005551212",
  };
  const url = "https://mycompany.com/myapp.php?foo=1&bar=2";

  it("matches Twilio's published test vector", () => {
    expect(twilioSignature("12345", url, params)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
  });

  it("accepts the right signature and rejects any change", () => {
    expect(isValidTwilioSignature("12345", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, params)).toBe(true);
    expect(
      isValidTwilioSignature("12345", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, { ...params, Digits: "1235" }),
    ).toBe(false);
    expect(isValidTwilioSignature("54321", "RSOYDt4T1cUTdK1PDd93/VVr8B8=", url, params)).toBe(false);
    expect(isValidTwilioSignature("12345", "short", url, params)).toBe(false);
  });
});
