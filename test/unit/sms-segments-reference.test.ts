import { SegmentedMessage } from "sms-segments-calculator";
import { describe, expect, it } from "vitest";
import { countSegments, type SmsEncoding } from "../../src/domain/delivery-rules/segments.js";
import {
  foldTypography,
  MAX_PART_LENGTH,
  prepareSmsText,
  splitIntoParts,
} from "../../src/domain/delivery-rules/sms-text.js";
import { SMART_ENCODING_TABLE, smsCorpus, typographyCorpus } from "../helpers/sms-corpus.js";

const corpus = smsCorpus();
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Like the calculator, which keeps CR and LF apart. */
function currentGraphemes(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment).flatMap((segment) =>
    segment === "\r\n" ? ["\r", "\n"] : [segment],
  );
}

/**
 * The calculator's answer (smart encoding off: what we store is already folded). Its grapheme
 * splitter follows Unicode 10 and cuts newer sequences (❤️‍🔥, 🧑‍🤝‍🧑, Devanagari conjuncts) that
 * Intl.Segmenter keeps whole; for those texts the calculator's own packing is run over current
 * graphemes, so its rules are still what we are held to.
 */
function reference(text: string): { encoding: SmsEncoding; segments: number; sameGraphemes: boolean } {
  const message = new SegmentedMessage(text, "auto");
  const current = currentGraphemes(text);
  const sameGraphemes =
    current.length === message.graphemes.length && current.every((g, i) => g === message.graphemes[i]);
  const segments = sameGraphemes
    ? message.segmentsCount
    : message._buildSegments(message._encodeChars(current)).length;
  return { encoding: message.encodingName, segments, sameGraphemes };
}

/** Only a grapheme longer than a whole part may be cut, between its code points. */
function cutsGraphemeNeedlessly(text: string, position: number): boolean {
  if (position === text.length) return false;
  const { index, segment } = graphemes.segment(text).containing(position) as Intl.SegmentData;
  return index !== position && segment.length <= MAX_PART_LENGTH;
}

describe("the corpus", () => {
  it("is large and mostly segmented alike by the calculator and Intl.Segmenter", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(300);
    const differing = corpus.filter(({ text }) => !reference(text).sameGraphemes);
    expect(differing.length).toBeLessThan(corpus.length / 20);
  });
});

describe("segment counts against Twilio's calculator", () => {
  it.each(corpus)("$label", ({ text }) => {
    const { encoding, segments } = reference(text);
    expect(countSegments(text)).toMatchObject({ encoding, segments });
  });
});

describe("prepared and split texts against Twilio's calculator", () => {
  it.each(corpus)("$label", ({ text }) => {
    const prepared = prepareSmsText(text);
    const parts = splitIntoParts(prepared);
    expect(parts.join("")).toBe(prepared.trim());
    let position = 0;
    for (const part of parts) {
      expect(part.length).toBeGreaterThan(0);
      expect(part.length).toBeLessThanOrEqual(MAX_PART_LENGTH);
      expect(part).not.toMatch(/\p{Cs}/u);
      position += part.length;
      expect(cutsGraphemeNeedlessly(prepared, position), `cut at ${position}`).toBe(false);
      const { encoding, segments } = reference(part);
      expect(countSegments(part)).toMatchObject({ encoding, segments });
    }
  });
});

describe("folding against Twilio's Smart Encoding", () => {
  const table = Object.entries(SMART_ENCODING_TABLE);

  it.each(table)("folds %j to the calculator's replacement", (char, replacement) => {
    // One space where the table imitates a width with several (two for U+00A0, seven for a tab).
    const expected = /^ +$/.test(replacement) ? " " : replacement;
    expect(foldTypography(char)).toBe(expected);
  });

  it.each(typographyCorpus())("$label folds to GSM-7 as Smart Encoding does", ({ text }) => {
    const smart = new SegmentedMessage(text, "auto", true);
    expect(smart.encodingName).toBe("GSM-7");
    expect(countSegments(foldTypography(text)).encoding).toBe(smart.encodingName);
    expect(new SegmentedMessage(text, "auto").encodingName).toBe("UCS-2");
  });
});
