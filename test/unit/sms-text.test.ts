import { describe, expect, it } from "vitest";
import { countSegments } from "../../src/messaging/rules/segments.js";
import {
  foldTypography,
  prepareSmsText,
  splitIntoParts,
  stripMarkdown,
} from "../../src/messaging/rules/sms-text.js";
import { isValidTwilioSignature, twilioSignature } from "../../src/providers/sms/twilio-signature.js";

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
      expect(part.endsWith(".")).toBe(true);
    }
    expect(parts.join(" ")).toBe(text);
  });

  it("splits at word boundaries when there is no sentence end", () => {
    const text = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    const parts = splitIntoParts(text, 1600);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(1600);
    expect(parts.join(" ")).toBe(text);
  });

  it("cuts a single overlong token at the limit", () => {
    const parts = splitIntoParts("x".repeat(3500));
    expect(parts.map((part) => part.length)).toEqual([1600, 1600, 300]);
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
