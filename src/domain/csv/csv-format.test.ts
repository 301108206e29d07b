import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv-format.js";

describe("csvField", () => {
  it("leaves plain text as it is", () => {
    expect(csvField("Runs a bakery")).toBe("Runs a bakery");
    expect(csvField("")).toBe("");
  });

  it("quotes a field holding a comma, a quote, CR or LF, doubling the quotes", () => {
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvField('"')).toBe('""""');
  });

  it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t=1");
    expect(csvField("\r=1")).toBe('"\'\r=1"');
  });

  it("keeps E.164 numbers, alone or several, as they are", () => {
    expect(csvField("+14155550199")).toBe("+14155550199");
    expect(csvField("+14155550199 +442071838750")).toBe("+14155550199 +442071838750");
    expect(csvField("+1415555019x")).toBe("'+1415555019x");
    expect(csvField("+1 =cmd")).toBe("'+1 =cmd");
  });

  it("writes dates as ISO 8601 UTC, numbers and booleans as text, null as an empty cell", () => {
    expect(csvField(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe("2026-01-02T03:04:05.006Z");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
  });
});

describe("csvLine", () => {
  it("joins fields with commas and ends with CRLF", () => {
    expect(csvLine(["a", "b,c", null, 1])).toBe('a,"b,c",,1\r\n');
  });
});
