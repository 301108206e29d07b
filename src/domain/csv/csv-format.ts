/** A value one CSV cell holds: dates go out as ISO 8601 UTC, null as an empty cell. */
export type CsvValue = string | number | boolean | Date | null;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * E.164 numbers, alone or separated by spaces, start with "+" but hold nothing a spreadsheet can
 * run: they are left as they are, so every phone in the file stays E.164.
 */
const PHONE_NUMBERS = /^\+\d{1,15}( \+\d{1,15})*$/;
/** RFC 4180: a field holding one of these is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

function cellText(value: CsvValue): string {
  if (value === null) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  return FORMULA_START.test(value) && !PHONE_NUMBERS.test(value) ? `'${value}` : value;
}

/** One field, guarded against formula injection and quoted when RFC 4180 requires it. */
export function csvField(value: CsvValue): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF line end (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
