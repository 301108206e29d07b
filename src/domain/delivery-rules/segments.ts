/** GSM 03.38 basic character set; anything else forces UCS-2 for the whole text. */
const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** The extension table: each of these takes two septets (an escape plus the character). */
const GSM7_EXTENDED = "^{}\\[~]|€\f";

/** Septets per UTF-16 code unit, 0 for none: a typed array keeps the per-character loop free of hashing. */
const SEPTETS = new Uint8Array(0x10000);
for (const char of GSM7_BASIC) SEPTETS[char.charCodeAt(0)] = 1;
for (const char of GSM7_EXTENDED) SEPTETS[char.charCodeAt(0)] = 2;

/**
 * A part holds 140 octets: 160 septets or 70 code units alone, but the 6-octet header every part of a
 * concatenated message carries leaves 153 or 67.
 */
const GSM7_SINGLE = 160;
const GSM7_MULTI = 153;
const UCS2_SINGLE = 70;
const UCS2_MULTI = 67;

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SegmentInfo {
  encoding: SmsEncoding;
  /** Septets for GSM-7, UTF-16 code units for UCS-2. */
  units: number;
  segments: number;
}

export function isGsm7(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (SEPTETS[text.charCodeAt(i)] === 0) return false;
  return true;
}

/**
 * Counts as Twilio bills, checked against its segment calculator: a character never straddles two
 * parts, so an escape plus its extension character, or a whole grapheme in UCS-2, moves to the next.
 */
export function countSegments(text: string): SegmentInfo {
  let septets = 0;
  for (let i = 0; i < text.length; i++) {
    const size = SEPTETS[text.charCodeAt(i)];
    if (size === 0) return ucs2(text);
    septets += size;
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= GSM7_SINGLE ? 1 : gsm7Parts(text) };
}

/** Greedy packing: with at most two septets a character, re-packing the first part never matters. */
function gsm7Parts(text: string): number {
  let parts = 1;
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    const size = SEPTETS[text.charCodeAt(i)];
    if (used + size > GSM7_MULTI) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return parts;
}

function ucs2(text: string): SegmentInfo {
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= UCS2_SINGLE ? 1 : ucs2Parts(text) };
}

/**
 * Mirrors the calculator, which fills the first part to 70 units, then on overflow shrinks it to 67
 * and pushes the graphemes it drops, plus the one that overflowed, into the next part unchecked; a
 * grapheme longer than a part gets a part of its own. Only the grapheme at each cut matters, so
 * `containing` is asked there instead of walking every grapheme (about 70 times faster). A part
 * begins at `start` and takes the graphemes up to `forcedEnd` whether they fit or not.
 */
function ucs2Parts(text: string): number {
  const segments = graphemes.segment(text);
  const firstEnd = graphemeStart(segments, UCS2_SINGLE);
  let start = firstEnd <= UCS2_MULTI ? firstEnd : graphemeStart(segments, UCS2_MULTI);
  let forcedEnd = graphemeEnd(segments, firstEnd);
  let parts = 2;
  while (forcedEnd < text.length) {
    const limit = start + UCS2_MULTI;
    if (limit >= text.length) break;
    start = forcedEnd >= limit ? forcedEnd : graphemeStart(segments, limit);
    forcedEnd = graphemeEnd(segments, start);
    parts += 1;
  }
  return parts;
}

/** The calculator keeps CR and LF apart although Unicode makes them one grapheme. */
function graphemeStart(segments: Intl.Segments, index: number): number {
  const { index: start, segment } = segments.containing(index) as Intl.SegmentData;
  return segment === "\r\n" ? index : start;
}

function graphemeEnd(segments: Intl.Segments, start: number): number {
  const { index, segment } = segments.containing(start) as Intl.SegmentData;
  return segment === "\r\n" ? start + 1 : index + segment.length;
}
