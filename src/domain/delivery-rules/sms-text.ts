/**
 * Turning an assistant's answer into texts a phone shows well and carriers bill fairly:
 * markdown stripped, typography folded to GSM-7, long answers split into parts.
 */
import { cleanText } from "./control-characters.js";
import { isGsm7 } from "./segments.js";

/** Twilio rejects bodies over 1,600 characters (error 21617). */
export const MAX_PART_LENGTH = 1600;

/**
 * Twilio's Smart Encoding table, as its segment calculator ships it, grouped by replacement, plus
 * the primes, the minus sign, U+2011/U+2012 dashes, the ogham space and the soft hyphen. Where the
 * table puts several spaces (two for a no-break space, seven for a tab) one is enough: the extra
 * ones only imitate a width and cost septets.
 */
const FOLD_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['"', "\u00AB\u00BB\u02BA\u02EE\u201C\u201D\u201E\u201F\u2033\u275D\u275E\u301D\u301E"],
  [
    "'",
    "`\u00B4\u02B9\u02BB\u02BC\u02BD\u02C8\u02CA\u02CB\u0313\u0314\u2018\u2019\u201B\u2032\u275B\u275C\uFE10\uFE11",
  ],
  ["/", "\u00F7\u0337\u0338\u2044\u2215\u29F8"],
  ["1/4", "\u00BC"],
  ["1/2", "\u00BD"],
  ["3/4", "\u00BE"],
  ["\\", "\u20E5\u29F5\u29F9\uFE68"],
  ["_", "\u0332\u2017"],
  ["|", "\u20D2\u20D3\u2223\u239C\u239F\u23B8\u23B9\u23D0"],
  ["-", "\u2010\u2011\u2012\u2013\u2014\u2015\u2022\u2043\u2212\u23BC\u23BD\uFE63"],
  ["@", "\uFE6B"],
  ["$", "\uFE69"],
  ["!", "\u01C3\uFE15\uFE57"],
  ["!!", "\u203C"],
  ["#", "\uFE5F"],
  ["%", "\uFE6A"],
  ["&", "\uFE60"],
  [",", "\u0326\u201A\u3001\uFE50\uFE51\uFF64"],
  ["(", "\u2768\u276A\u27EE\u2985\uFE59"],
  [")", "\u2769\u276B\u27EF\u2986\uFE5A"],
  [
    "*",
    "\u204E\u2217\u229B\u2722\u2723\u2724\u2725\u2731\u2732\u2733\u273A\u273B\u273C\u273D\u2743\u2749\u274A\u274B\u29C6\uFE61",
  ],
  ["+", "\u02D6\uFE62"],
  [".", "\u3002\uFE52\uFF61"],
  ["...", "\u2026"],
  [":", "\u02D0\u02F8\u2982\uA789\uFE13"],
  [";", "\u204F\uFE14\uFE54"],
  ["<", "\u2039\uFE64"],
  ["=", "\u0347\uA78A\uFE66"],
  [">", "\u203A\uFE65"],
  ["?", "\uFE16\uFE56"],
  ["^", "\u02C6\u0302\u1DCD"],
  ["{", "\u2774\uFE5B"],
  ["}", "\u2775\uFE5C"],
  ["~", "\u02DC\u02F7\u0303\u0330\u0334\u223C"],
  [
    " ",
    "\t\u0080\u008D\u0090\u009B\u009F\u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000",
  ],
  ["", "\u0000\u0003\u0004\u0010\u0011\u0012\u0013\u0014\u0017\u0019\u00AD\u200B\u200C\u2060\uFEFF"],
];
/** Small capitals, letter for letter (the table has none for Q and X). */
const SMALL_CAPITALS = [
  "\u1D00\u0299\u1D04\u1D05\u1D07\uA730\u0262\u029C\u026A\u1D0A\u1D0B\u029F\u1D0D\u0274\u1D0F\u1D18\u0280\uA731\u1D1B\u1D1C\u1D20\u1D21\u028F\u1D22",
  "ABCDEFGHIJKLMNOPRSTUVWYZ",
] as const;

const FOLDS = buildFolds();
const FOLDABLE = new RegExp(
  `[${[...FOLDS.keys()].map((char) => `\\u{${char.charCodeAt(0).toString(16)}}`).join("")}]`,
  "gu",
);

function buildFolds(): Map<string, string> {
  const folds = new Map<string, string>();
  for (const [replacement, chars] of FOLD_GROUPS) for (const char of chars) folds.set(char, replacement);
  const [capitals, letters] = SMALL_CAPITALS;
  for (let i = 0; i < capitals.length; i++) folds.set(capitals.charAt(i), letters.charAt(i));
  // The whole fullwidth ASCII block: the table folds all but the lower-case letters and the grave.
  for (let code = 0xff01; code <= 0xff5e; code++) {
    const ascii = String.fromCharCode(code - 0xfee0);
    folds.set(String.fromCharCode(code), folds.get(ascii) ?? ascii);
  }
  return folds;
}

/**
 * Zero-width joiner and direction marks are not in Twilio's table, and with reason: they hold emoji
 * sequences (👨‍👩‍👧) and Indic, Arabic or Hebrew text together. Such text is UCS-2 whatever we do, so
 * they are dropped only when dropping them is what makes the whole text GSM-7.
 */
const JOINERS = /[\u200D\u200E\u200F]/;
const ALL_JOINERS = /[\u200D\u200E\u200F]/g;

/** One curly quote would switch the whole text to UCS-2 and more than double its cost. */
export function foldTypography(text: string): string {
  const folded = text.replace(FOLDABLE, (char) => FOLDS.get(char) ?? char);
  if (!JOINERS.test(folded)) return folded;
  const unjoined = folded.replace(ALL_JOINERS, "");
  return isGsm7(unjoined) ? unjoined : folded;
}

/** Markdown means nothing on a phone: keep the words, drop the markup. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/```[a-zA-Z0-9]*\n?([\s\S]*?)```/g, "$1")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/!\[([^\]]*)\]\(([^)]+)\)/g, "$1 $2")
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^*\w])\*(?!\s)([^*\n]+?)\*(?!\w)/g, "$1$2")
    .replace(/(^|[^_\w])_(?!\s)([^_\n]+?)_(?!\w)/g, "$1$2")
    .replace(/~~(.+?)~~/g, "$1")
    .replace(/^[ \t]*[*+][ \t]+/gm, "- ")
    .replace(/^[ \t]*>[ \t]?/gm, "")
    .replace(/^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Anything a reader would see: not whitespace, controls, format characters (joiners, direction
 * marks, soft hyphens), other default-ignorables (Hangul fillers, variation selectors), combining
 * marks with nothing to sit on, lone surrogates, the braille blank that passes for a space, nor
 * U+FFFD, which only says something was lost.
 */
const PRINTABLE = /[^\p{Cc}\p{Cf}\p{Z}\p{M}\p{Cs}\p{Default_Ignorable_Code_Point}\u2800\uFFFD]/u;

export function hasPrintableText(text: string): boolean {
  return PRINTABLE.test(text);
}

/**
 * A reply of nothing but markup ("---", "***") would strip to nothing: send it as written rather
 * than an empty text. Callers check `hasPrintableText` on the result for replies that are blank.
 */
export function prepareSmsText(text: string): string {
  const clean = cleanText(text);
  const stripped = stripMarkdown(clean);
  return foldTypography(hasPrintableText(stripped) ? stripped : clean).trim();
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const CLOSERS = "\"')]";
const SENTENCE_ENDS = ".!?";

/**
 * Cuts only between graphemes, at the last sentence end in the later half of the part, else the last
 * line break there, else the last whitespace, else the last grapheme that fits. Nothing is lost:
 * `parts.join("")` is the trimmed text. The whitespace at a cut ends the earlier part, costing it a
 * character, so that the next part starts with a word.
 */
export function splitIntoParts(text: string, limit = MAX_PART_LENGTH): string[] {
  if (!Number.isInteger(limit) || limit < 2)
    throw new RangeError(`A part must hold a surrogate pair: ${limit}`);
  const whole = text.trim();
  if (whole.length <= limit) return whole.length > 0 ? [whole] : [];
  const segments = graphemes.segment(whole);
  const parts: string[] = [];
  let start = 0;
  while (whole.length - start > limit) {
    const cut = bestCut(whole, segments, start, start + limit);
    parts.push(whole.slice(start, cut));
    start = cut;
  }
  parts.push(whole.slice(start));
  return parts;
}

/** `end`, the furthest cut, is always inside the text. */
function bestCut(text: string, segments: Intl.Segments, start: number, end: number): number {
  const half = start + (end - start) / 2;
  let lineBreak = -1;
  let space = -1;
  for (let cut = end; cut > start; cut--) {
    if (cut <= half && space > 0) break;
    if (!isBreakingSpace(text.charCodeAt(cut - 1))) continue;
    let runStart = cut - 1;
    while (runStart > start && isBreakingSpace(text.charCodeAt(runStart - 1))) runStart--;
    const sentenceEnd = cut > half && endsSentence(text, start, runStart);
    const firstLineBreak = lineBreak < 0 && includesLineBreak(text, runStart, cut);
    if ((sentenceEnd || firstLineBreak || space < 0) && isBoundary(segments, cut)) {
      if (sentenceEnd) return cut;
      if (firstLineBreak) lineBreak = cut;
      if (space < 0) space = cut;
    }
    cut = runStart + 1;
  }
  if (lineBreak > half) return lineBreak;
  if (space > 0) return space;
  return hardCut(text, segments, start, end);
}

/** A single grapheme longer than a part (a letter under 2,000 accents) is cut between code points. */
function hardCut(text: string, segments: Intl.Segments, start: number, end: number): number {
  const { index } = segments.containing(end) as Intl.SegmentData;
  if (index > start) return index;
  const splitsPair = isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end));
  return splitsPair ? end - 1 : end;
}

function isBoundary(segments: Intl.Segments, index: number): boolean {
  return (segments.containing(index) as Intl.SegmentData).index === index;
}

function endsSentence(text: string, start: number, runStart: number): boolean {
  let i = runStart - 1;
  while (i > start && CLOSERS.includes(text.charAt(i))) i--;
  return i >= start && SENTENCE_ENDS.includes(text.charAt(i));
}

function includesLineBreak(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 0x0a) return true;
  return false;
}

/** Whitespace a line may wrap at; the no-break spaces are meant to hold their words together. */
function isBreakingSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a && code !== 0x2007) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x205f ||
    code === 0x3000
  );
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
