import { describe, expect, it } from "vitest";
import { hideText, maskPhone, maskPhonesInText, REDACTED, secretScrubber } from "../../src/logging/masks.js";

describe("maskPhone", () => {
  it("keeps the last 4 digits and the shape", () => {
    expect(maskPhone("+12125550100")).toBe("+*******0100");
    expect(maskPhone("(212) 555-0100")).toBe("(***) ***-0100");
    expect(maskPhone("whatsapp:+447700900123")).toBe("whatsapp:+********0123");
  });

  it("masks fullwidth digits too, and leaves 4 digits or fewer alone", () => {
    expect(maskPhone("＋１２１２５５５０１００")).toBe("＋*******０１００");
    expect(maskPhone("0100")).toBe("0100");
    expect(maskPhone("")).toBe("");
  });
});

describe("maskPhonesInText", () => {
  it("masks E.164 numbers, URL-encoded ones and long runs of digits", () => {
    expect(maskPhonesInText('"+12125550100" is not an active system number')).toBe(
      '"+*******0100" is not an active system number',
    );
    expect(maskPhonesInText("search=%2B12125550100&page=2")).toBe("search=%2B*******0100&page=2");
    expect(maskPhonesInText("Key (phone_number)=(2125550100) exists")).toBe(
      "Key (phone_number)=(******0100) exists",
    );
  });

  it("leaves ids, times, ports and short numbers readable", () => {
    const kept = [
      "SM00000000000000000000000000000001",
      "2026-03-08T02:30:00.000Z",
      "127.0.0.1:54321",
      "request 3f2b8c1e-1234-4a5b-9c8d-123456789012",
      "no answer after 4 rounds",
    ];
    for (const text of kept) expect(maskPhonesInText(text)).toBe(text);
  });
});

describe("hideText", () => {
  it("says how long the text was and nothing of it", () => {
    expect(hideText("meet me at noon")).toBe("[text hidden: 15 characters]");
  });
});

describe("secretScrubber", () => {
  const accountSid = `AC${"a1".repeat(16)}`;
  const token = "tok/en+with=symbols&9";
  const basic = Buffer.from(`${accountSid}:${token}`).toString("base64");
  const scrub = secretScrubber([token, basic, "hunter2-pass", undefined, "short"]);

  it("replaces known secrets as written, URL-encoded and JSON-escaped", () => {
    expect(scrub(`bad token ${token}`)).toBe(`bad token ${REDACTED}`);
    expect(scrub(`AuthToken=${encodeURIComponent(token)}`)).toBe(`AuthToken=${REDACTED}`);
    expect(scrub(`{"password":"hunter2-pass"}`)).toBe(`{"password":"${REDACTED}"}`);
    expect(scrub(`header was ${basic}`)).toBe(`header was ${REDACTED}`);
  });

  it("ignores values too short to be told from ordinary words", () => {
    expect(scrub("a short answer")).toBe("a short answer");
  });

  it("removes credentials in URLs, Authorization values, API keys and session cookies", () => {
    expect(scrub("connect postgres://app:pa55word@db.internal:5432/textpal failed")).toBe(
      `connect postgres://${REDACTED}@db.internal:5432/textpal failed`,
    );
    expect(scrub("got Basic QUMxMjM6c2VjcmV0dG9rZW4= instead")).toBe(`got Basic ${REDACTED} instead`);
    expect(scrub("Authorization: Bearer sk-or-v1-0123456789abcdef0123")).toBe(
      `Authorization: Bearer ${REDACTED}`,
    );
    expect(scrub("key sk-proj-abcdefghijklmnop1234 is revoked")).toBe(`key ${REDACTED} is revoked`);
    expect(scrub("cookie: textpal_session=Zm9vYmFy-_x; Path=/")).toBe(
      `cookie: textpal_session=${REDACTED}; Path=/`,
    );
  });

  it("leaves ordinary prose alone", () => {
    const prose = "Basic tier users get 20 messages; Bearer of good news";
    expect(scrub(prose)).toBe(prose);
  });
});

describe("the masks on 300,000 characters", () => {
  // Each input is the worst case of one pattern, which took time in the square of its length
  // (about a minute each at this size): finishing at all is the test.
  const long = 300_000;

  it("scrub a long word before ://, a long host after it and a long hyphenated session word", () => {
    const scrub = secretScrubber([]);
    for (const text of [`${"a".repeat(long)}://x`, `a://${"b".repeat(long)}`, "session-".repeat(long / 8)])
      expect(scrub(text)).toBe(text);
  });

  it("mask a run of 300,000 digits to its last 4", () => {
    const digits = "1".repeat(long);
    expect(maskPhonesInText(digits)).toBe(`${"*".repeat(long - 4)}1111`);
    expect(maskPhone(digits)).toBe(`${"*".repeat(long - 4)}1111`);
    expect(maskPhonesInText(`${digits}x`)).toBe(`${digits}x`);
  });
});
