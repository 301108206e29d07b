import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Env } from "../../src/config/env.js";
import { createLogger } from "../../src/logger.js";

const SECRETS = {
  TWILIO_ACCOUNT_SID: `AC${"b2".repeat(16)}`,
  TWILIO_AUTH_TOKEN: "twilio-token-0f9e8d7c",
  AI_API_KEY: "ai-key-5a4b3c2d1e",
  ADMIN_PASSWORD: "admin-pass-778899",
  DATABASE_URL: "postgres://textpal:db-pass-31415@db.internal/textpal",
};
const BASIC = Buffer.from(`${SECRETS.TWILIO_ACCOUNT_SID}:${SECRETS.TWILIO_AUTH_TOKEN}`).toString("base64");
const PHONE = "+12125550147";
const TEXT = "pick up the saffron at noon";

/** The real logger's lines, as written (strings) and parsed. */
function capture(level: Env["LOG_LEVEL"]) {
  const lines: string[] = [];
  const log = createLogger(
    { LOG_LEVEL: level, ...SECRETS },
    { write: (line: string) => void lines.push(line) },
  );
  return { log, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** What drizzle throws when a statement fails: the query, its parameters, the driver's error as cause. */
function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('new row for relation "messages" violates check constraint'), {
    code: "23514",
    detail: `Failing row contains (7, ${PHONE}, ${TEXT}).`,
  });
  return new DrizzleQueryError(
    'insert into "messages" ("recipient", "content") values ($1, $2)',
    [PHONE, TEXT],
    cause,
  );
}

function expectNothingPrivate(output: string) {
  for (const secret of [
    SECRETS.TWILIO_AUTH_TOKEN,
    SECRETS.AI_API_KEY,
    SECRETS.ADMIN_PASSWORD,
    "db-pass-31415",
    BASIC,
  ])
    expect(output).not.toContain(secret);
  expect(output).not.toContain(PHONE);
  expect(output).not.toContain(PHONE.slice(1));
  expect(output).not.toContain("saffron");
}

describe("an object nested past what the logger scrubs", () => {
  it("is written as a placeholder, never unscrubbed", () => {
    const { log, lines } = capture("info");
    type Nested = { token?: string; phone?: string; inner?: Nested };
    const deep: Nested = { phone: PHONE, token: SECRETS.AI_API_KEY };
    let detail: Nested = deep;
    for (let level = 0; level < 10; level++) detail = { inner: detail };
    log.warn({ detail }, "deep detail");
    log.error({ err: Object.assign(new Error("failed"), { response: detail }) }, "deep error");
    const output = lines.join("\n");
    expectNothingPrivate(output);
    expect(output.match(/nested too deep to log/g)).toHaveLength(2);
  });
});

describe("the logger at info", () => {
  it("masks phone fields to their last 4 digits and hides message text", () => {
    const { log, parsed, lines } = capture("info");
    log.info({ to: PHONE, from: "+15005550006", body: TEXT, media: [] }, "SMS (console provider)");
    log.warn(
      { from: `whatsapp:${PHONE}`, to: [PHONE], sid: "SM1", reason: "unsupported_channel" },
      "refused",
    );
    expect(parsed()[0]).toMatchObject({
      to: "+*******0147",
      from: "+*******0006",
      body: "[text hidden: 27 characters]",
    });
    expect(parsed()[1]).toMatchObject({ from: "whatsapp:+*******0147", to: ["+*******0147"], sid: "SM1" });
    expectNothingPrivate(lines.join(""));
  });

  it("masks phones in messages and nested strings, and scrubs known secrets from any string", () => {
    const { log, lines, parsed } = capture("info");
    log.warn(
      { detail: { note: `Twilio said: token ${SECRETS.TWILIO_AUTH_TOKEN} for ${PHONE}` } },
      `inbound text refused: "${PHONE}" is not an active system number`,
    );
    expect(parsed()[0]?.msg).toBe('inbound text refused: "+*******0147" is not an active system number');
    expect(parsed()[0]?.detail).toEqual({ note: "Twilio said: token [REDACTED] for +*******0147" });
    expectNothingPrivate(lines.join(""));
  });

  it("logs a failed query without its parameters or the row it quotes", () => {
    const { log, lines, parsed } = capture("info");
    const error = failedInsert();
    log.error({ err: error, reqId: "r1" }, "request failed");
    log.error({ err: error.cause }, "driver error alone");
    log.error(error);
    const [wrapped, driver, bare] = parsed();
    expect(wrapped?.err).toMatchObject({
      type: "DrizzleQueryError",
      query: 'insert into "messages" ("recipient", "content") values ($1, $2)',
      message: expect.stringContaining("params: [REDACTED]"),
    });
    expect(wrapped?.err).not.toHaveProperty("params");
    expect(driver?.err).toMatchObject({
      code: "23514",
      detail: expect.stringMatching(/^\[text hidden: \d+ characters\]$/),
    });
    expect(bare?.msg).toMatch(/params: \[REDACTED\]$/);
    expectNothingPrivate(lines.join(""));
  });

  it("redacts credentials an error or a caller carries in headers", () => {
    const { log, lines, parsed } = capture("info");
    const error = Object.assign(new Error(`401 {"error":"bad key ${SECRETS.AI_API_KEY}"}`), {
      status: 401,
      error: { message: `Incorrect API key provided: ${SECRETS.AI_API_KEY}` },
      request: { headers: { authorization: `Basic ${BASIC}`, "content-type": "application/json" } },
    });
    log.error({ err: error }, "AI answer failed; apologising");
    log.warn(
      { headers: { authorization: "Bearer abc", cookie: "textpal_session=xyz", accept: "*/*" } },
      "seen",
    );
    expect(parsed()[0]?.err).toMatchObject({
      status: 401,
      error: { message: "Incorrect API key provided: [REDACTED]" },
      request: { headers: { authorization: "[REDACTED]", "content-type": "application/json" } },
    });
    expect(parsed()[1]?.headers).toEqual({
      authorization: "[REDACTED]",
      cookie: "[REDACTED]",
      accept: "*/*",
    });
    expectNothingPrivate(lines.join(""));
  });

  it("writes request URLs with searches hidden and phones masked", () => {
    const { log, parsed } = capture("info");
    const url = `/api/admin/users?search=${encodeURIComponent(PHONE)}&page=2&phone=${PHONE}&note=2125550147`;
    log.info(
      { req: { method: "GET", url, remoteAddress: "127.0.0.1" }, res: { statusCode: 200 } },
      "request completed",
    );
    expect(parsed()[0]?.req).toEqual({
      method: "GET",
      url: "/api/admin/users?search=[text hidden: 14 characters]&page=2&phone=+*******0147&note=******0147",
      remoteAddress: "127.0.0.1",
    });
  });

  it("never writes an export link's token, even at debug", () => {
    for (const level of ["info", "debug"] as const) {
      const { log, parsed } = capture(level);
      log.info(
        { req: { method: "POST", url: "/export/q1W2e3R4t5Y6u7I8o9P0aA/download" } },
        "request completed",
      );
      expect(parsed()[0]?.req).toMatchObject({ url: "/export/[token]/download" });
    }
  });
});

describe("the logger at debug", () => {
  it("shows phones and message text, but still no secrets or query parameters", () => {
    const { log, lines, parsed } = capture("debug");
    log.info({ to: PHONE, body: TEXT, token: SECRETS.TWILIO_AUTH_TOKEN }, "SMS (console provider)");
    log.error({ err: failedInsert() }, "request failed");
    expect(parsed()[0]).toMatchObject({ to: PHONE, body: TEXT, token: "[REDACTED]" });
    expect(parsed()[1]?.err).not.toHaveProperty("params");
    const output = lines.join("");
    for (const secret of [SECRETS.TWILIO_AUTH_TOKEN, SECRETS.AI_API_KEY, SECRETS.ADMIN_PASSWORD, BASIC])
      expect(output).not.toContain(secret);
  });
});

describe("the logger with huge fields", () => {
  const KEPT = 2048;
  const cutFrom = (length: number) => `…[cut from ${length} characters]`;

  // Each value is also the worst case of one scrubbing pattern (a word before "://", a hyphenated
  // word ending in "session", a run of digits): over 400 KB those took minutes when scrubbed whole.
  it("cuts every string to 2 KB once scrubbed: fields, nested ones, phones, error messages and the message", () => {
    const { log, lines, parsed } = capture("info");
    const note = `${"a".repeat(400_000)}://x`;
    const digits = "1".repeat(300_000);
    const error = new Error("session-".repeat(50_000));
    log.error(
      { note, from: digits, count: digits, nested: { list: [note] }, err: error },
      "m".repeat(400_000),
    );
    const [line] = parsed();
    expect(line?.note).toBe(`${"a".repeat(KEPT)}${cutFrom(note.length)}`);
    expect(line?.nested).toEqual({ list: [`${"a".repeat(KEPT)}${cutFrom(note.length)}`] });
    expect(line?.from).toBe(`${"*".repeat(KEPT)}${cutFrom(300_000)}`);
    expect(line?.count).toBe(`${"*".repeat(KEPT)}${cutFrom(300_000)}`);
    expect(line?.msg).toBe(`${"m".repeat(KEPT)}${cutFrom(400_000)}`);
    const err = line?.err as { message: string; stack: string };
    expect(err.message).toBe(`${"session-".repeat(KEPT / 8)}${cutFrom(400_000)}`);
    expect(err.stack).toMatch(/^Error: session-session-.*…\[cut from \d+ characters\]$/);
    expect(err.stack.length).toBeLessThan(KEPT + 40);
    expect(lines[0]?.length).toBeLessThan(8 * (KEPT + 40));
  });

  it("never shows a secret or a phone number that a cut goes through", () => {
    const { log, lines, parsed } = capture("info");
    // Past the 2 KB kept, the scrubbed prefix ends at 2 KB plus the longest secret and some room:
    // every offset from before the first cut to past the second puts a secret and a phone across one.
    for (let offset = KEPT - 100; offset < KEPT + 600; offset += 1) {
      const pad = "x".repeat(offset);
      log.info(
        {
          reason: `${pad}${SECRETS.TWILIO_AUTH_TOKEN} and more`.padEnd(6000, "y"),
          basic: `${pad}${BASIC} and more`.padEnd(6000, "y"),
          note: `${pad}${PHONE} and more`.padEnd(6000, "y"),
          from: `${pad}${PHONE} and more`.padEnd(6000, "y"),
        },
        "long fields",
      );
    }
    for (const line of parsed())
      for (const key of ["reason", "basic", "note", "from"]) {
        const value = String(line[key]);
        expect(value.endsWith(cutFrom(6000))).toBe(true);
        const kept = value.slice(0, -cutFrom(6000).length);
        expect(kept.length).toBeLessThanOrEqual(KEPT);
        // No start of a secret longer than a few characters, no 5 digits of the phone in a row.
        expect(kept).not.toMatch(/twil|QUNi|\d{5}/);
      }
    expectNothingPrivate(lines.join(""));
  });
});
