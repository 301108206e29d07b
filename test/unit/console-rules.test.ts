import { describe, expect, it } from "vitest";
import { escapeLike } from "../../src/db/contains.js";
import { settingValueSchemas } from "../../src/shared/settings.js";
import { systemNumberCreateSchema } from "../../src/shared/system-numbers.js";
import { isThreadActive } from "../../src/shared/threads.js";
import { isUserActive, profilePreview } from "../../src/shared/users.js";

const NOW = new Date("2025-03-20T12:00:00Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

describe("status rules (spec 000 section 4)", () => {
  it("calls a user Active within 24 hours of their last activity", () => {
    expect(isUserActive(ago(23.9), NOW)).toBe(true);
    expect(isUserActive(ago(24), NOW)).toBe(true);
    expect(isUserActive(ago(24.1), NOW)).toBe(false);
    expect(isUserActive(null, NOW)).toBe(false);
  });

  it("calls a thread Active within 7 days of its last message, or of its update without one", () => {
    expect(isThreadActive({ last_message_at: ago(24 * 7 - 1), updated_at: ago(1000) }, NOW)).toBe(true);
    expect(isThreadActive({ last_message_at: ago(24 * 7 + 1), updated_at: ago(1) }, NOW)).toBe(false);
    expect(isThreadActive({ last_message_at: null, updated_at: ago(2) }, NOW)).toBe(true);
  });
});

describe("profilePreview", () => {
  it("cuts the profile at 50 characters with an ellipsis, and leaves shorter ones alone", () => {
    const long = "Nurse working night shifts in Denver, training for a half marathon.";
    expect(profilePreview(long)).toBe("Nurse working night shifts in Denver, training for…");
    expect(Array.from(profilePreview(long).slice(0, -1)).length).toBeLessThanOrEqual(50);
    expect(profilePreview("Likes jazz")).toBe("Likes jazz");
    expect(profilePreview("x".repeat(50))).toBe("x".repeat(50));
  });
});

describe("escapeLike", () => {
  it("makes LIKE's wildcards and escape character literal", () => {
    expect(escapeLike("100%_off\\now")).toBe("100\\%\\_off\\\\now");
  });
});

describe("shared validation", () => {
  it("applies the settings rules word for word", () => {
    expect(settingValueSchemas.FREE_MESSAGE_LIMIT.safeParse("abc").error?.issues[0]?.message).toBe(
      "Must be a number",
    );
    expect(settingValueSchemas.VENMO_HANDLE.safeParse(" ").error?.issues[0]?.message).toBe(
      "Venmo handle is required",
    );
    expect(settingValueSchemas.CASHAPP_HANDLE.safeParse("").error?.issues[0]?.message).toBe(
      "Cash App handle is required",
    );
    expect(settingValueSchemas.INVITE_ONLY_MESSAGE.safeParse("too short").error?.issues[0]?.message).toBe(
      "Message must be at least 10 characters",
    );
    expect(settingValueSchemas.FREE_MESSAGE_LIMIT.parse(" 25 ")).toBe("25");
  });

  it("requires an E.164 system number, accepting it typed with formatting", () => {
    expect(systemNumberCreateSchema.safeParse({ number: "" }).error?.issues[0]?.message).toBe(
      "Number is required",
    );
    expect(systemNumberCreateSchema.parse({ number: "+1 (415) 555-0100" })).toMatchObject({
      number: "+14155550100",
      is_active: true,
    });
    expect(systemNumberCreateSchema.safeParse({ number: "0415" }).success).toBe(false);
  });
});
