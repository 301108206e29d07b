import { describe, expect, it } from "vitest";
import { z } from "zod";
import { advertiserAdvertisementInputSchema } from "../../src/shared/advertisers.js";
import { positiveId } from "../../src/shared/api/id-param.js";
import { INSTANT_RANGE_MESSAGE, instantSchema } from "../../src/shared/instant-range.js";
import { jobInputSchema } from "../../src/shared/jobs.js";
import { listQuerySchema } from "../../src/shared/list-query.js";
import { formatLimit, MAX_INTEGER_COLUMN, rowIdSchema } from "../../src/shared/number-ranges.js";
import { NOTHING_TO_CHANGE_MESSAGE, requireSomeChange } from "../../src/shared/patch-body.js";
import { settingValueSchemas } from "../../src/shared/settings.js";
import { messagesPerSecondSchema } from "../../src/shared/system-numbers.js";
import { ISSUE_19_RATE } from "../helpers/hostile-inputs.js";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("numeric ranges of the shared schemas", () => {
  it("keeps a number's send rate between 0.1 and 1,000 per second", () => {
    expect(messageOf(messagesPerSecondSchema, ISSUE_19_RATE)).toBe("Must be at least 0.1");
    expect(messageOf(messagesPerSecondSchema, "0")).toBe("Must be at least 0.1");
    expect(messageOf(messagesPerSecondSchema, "1001")).toBe("Must be at most 1,000");
    expect(messageOf(messagesPerSecondSchema, "fast")).toBe("Must be a number");
    expect(messagesPerSecondSchema.parse("0.1")).toBe(0.1);
    expect(messagesPerSecondSchema.parse(1000)).toBe(1000);
  });

  it("keeps the message-count settings at 1,000,000 or less, with the spec's own messages below", () => {
    expect(messageOf(settingValueSchemas.REFERRAL_BONUS_MESSAGES, "99999999999")).toBe(
      "Must be at most 1,000,000",
    );
    expect(settingValueSchemas.REFERRAL_BONUS_MESSAGES.parse("0")).toBe("0");
    expect(messageOf(settingValueSchemas.FREE_MESSAGE_LIMIT, "1000001")).toBe("Must be at most 1,000,000");
    expect(messageOf(settingValueSchemas.FREE_MESSAGE_LIMIT, "0")).toBe("Must be at least 1");
    expect(messageOf(settingValueSchemas.FREE_MESSAGE_LIMIT, "1e3")).toBe("Must be a number");
    expect(settingValueSchemas.FREE_MESSAGE_LIMIT.parse("1000000")).toBe("1000000");
  });

  it("tells a job interval or day past its range that it is too large, even past 2^53", () => {
    const job = (fields: Record<string, unknown>) => ({ name: "x", type: "recurring", ...fields });
    expect(messageOf(jobInputSchema, job({ interval_value: 10_001 }))).toBe(
      "Interval must be at most 10,000",
    );
    expect(messageOf(jobInputSchema, job({ interval_value: 2 ** 63 }))).toBe(
      "Interval must be at most 10,000",
    );
    expect(messageOf(jobInputSchema, job({ specific_day: 1e308 }))).toBe("Day must be between 0 and 31");
    expect(jobInputSchema.parse(job({ interval_value: "10000" })).interval_value).toBe(10_000);
  });

  it("caps list offsets at the largest id", () => {
    expect(listQuerySchema.safeParse({ offset: String(MAX_INTEGER_COLUMN + 1) }).success).toBe(false);
    expect(listQuerySchema.parse({ offset: String(MAX_INTEGER_COLUMN) }).offset).toBe(MAX_INTEGER_COLUMN);
  });

  it("formats limits with separators", () => {
    expect(formatLimit(1000)).toBe("1,000");
    expect(formatLimit(MAX_INTEGER_COLUMN)).toBe("2,147,483,647");
    expect(formatLimit(12)).toBe("12");
  });
});

describe("ids", () => {
  it.each([
    [0, "Must be a whole number from 1 to 2,147,483,647"],
    [1.5, "Must be a whole number from 1 to 2,147,483,647"],
    [2 ** 31, "Must be a whole number from 1 to 2,147,483,647"],
    [2 ** 63, "Must be a whole number from 1 to 2,147,483,647"],
    ["abc", "Must be a whole number from 1 to 2,147,483,647"],
  ])("refuses the path id %s with '%s'", (id, message) => {
    expect(messageOf(positiveId, id)).toBe(message);
  });

  it("accepts every id an integer column holds", () => {
    expect(positiveId.parse("1")).toBe(1);
    expect(positiveId.parse(String(MAX_INTEGER_COLUMN))).toBe(MAX_INTEGER_COLUMN);
  });

  it("names an id in a body that no row can have as not found, and a malformed one as invalid", () => {
    const id = rowIdSchema("Pick one", "No such row");
    expect(messageOf(id, 4294967295)).toBe("No such row");
    expect(messageOf(id, 2 ** 63)).toBe("No such row");
    expect(messageOf(id, -1)).toBe("Pick one");
    expect(messageOf(id, "x")).toBe("Pick one");
    expect(messageOf(id, true)).toBe("Pick one");
    const ad = { advertiser_id: "99999999999", title: "Spring sale", content: "Half price" };
    expect(messageOf(advertiserAdvertisementInputSchema, ad)).toBe("Advertiser not found");
  });
});

describe("requireSomeChange", () => {
  const changes = requireSomeChange(
    z.object({ name: z.string().nullable().optional(), on: z.boolean().optional() }),
  );

  it("refuses a body with nothing known to change", () => {
    expect(messageOf(changes, {})).toBe(NOTHING_TO_CHANGE_MESSAGE);
    expect(messageOf(changes, { foo: 1 })).toBe(NOTHING_TO_CHANGE_MESSAGE);
  });

  it("counts false and an explicit null (clearing a field) as changes", () => {
    expect(changes.parse({ on: false })).toEqual({ on: false });
    expect(changes.parse({ name: null })).toEqual({ name: null });
  });
});

describe("instantSchema", () => {
  const instant = instantSchema("Invalid date");

  it.each([
    "0000-01-01T00:00:00Z",
    "1969-12-31T23:59:59Z",
    "9999-01-01T00:00:00Z",
    "9999-12-31T23:59:59-12:00",
  ])("refuses %s, which the database cannot store or the scheduler cannot move on from", (value) => {
    expect(messageOf(instant, value)).toBe(INSTANT_RANGE_MESSAGE);
  });

  it("accepts the instants in between and keeps other mistakes' messages", () => {
    expect(instant.parse("9998-12-31T23:59:59+14:00")).toBe("9998-12-31T23:59:59+14:00");
    expect(instant.parse("1970-01-01T00:00:00Z")).toBe("1970-01-01T00:00:00Z");
    expect(messageOf(instant, "tomorrow")).toBe("Invalid date");
  });
});
