import { describe, expect, it } from "vitest";
import type { KeywordRow } from "../../src/db/repositories/keywords.js";
import type { MessageRow } from "../../src/db/repositories/messages.js";
import type { ThreadRow } from "../../src/db/repositories/threads.js";
import type { UserRow } from "../../src/db/repositories/users.js";
import { APOLOGY, type Assistant, type AssistantReply } from "../../src/domain/assistant/assistant.js";
import { decideResponse } from "../../src/messaging/answer/decide-response.js";
import { HELP_TEXT, OPT_OUT_CONFIRMATION } from "../../src/messaging/rules/carrier-keywords.js";
import { SETTING_DEFAULTS } from "../../src/shared/settings.js";

/** The decision is a function of its inputs: these tests run it on plain values, with no database. */
const NOW = new Date("2026-11-24T15:00:00Z");
const PHONE = "+12125550101";

function user(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 1,
    phone_number: PHONE,
    profile: "",
    subscription_tier: "free",
    timezone: null,
    timezone_confirmed: false,
    payment_method: null,
    total_messages_sent: 3,
    free_messages_used: 3,
    bonus_messages: 0,
    last_active: NOW,
    referral_code: "ABC123",
    referred_by: null,
    referral_count: 0,
    opted_out: false,
    opted_out_at: null,
    is_team: false,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  } as UserRow;
}

const thread = {
  id: 5,
  participants: [PHONE],
  system_number: "+15005550006",
  is_group_chat: false,
} as ThreadRow;

function assistantSaying(reply: Partial<AssistantReply>): Assistant & { calls: number } {
  const assistant = {
    calls: 0,
    async reply() {
      assistant.calls += 1;
      return { text: "Sure.", effects: [], failed: false, ...reply };
    },
  };
  return assistant;
}

function decide(text: string, options: { user?: UserRow; assistant?: Assistant; settings?: object } = {}) {
  return decideResponse({
    lookups: {
      activeKeywords: async () => [{ keyword: "PROMO", action: "reply", response: "10% off" } as KeywordRow],
      runningAdvertisements: async () => [],
      usableReferralCode: async () => undefined,
    },
    assistant: options.assistant ?? assistantSaying({}),
    request: {
      user: options.user ?? user(),
      thread,
      inbound: { id: 9, content: text, media: [] } as unknown as MessageRow,
      history: [],
      systemNumber: undefined,
      settings: { ...SETTING_DEFAULTS, ...options.settings },
      prompts: new Map(),
      now: NOW,
    },
  });
}

describe("deciding the answer to a text", () => {
  it("opts out on STOP, even in maintenance, with the one confirmation allowed", async () => {
    const decision = await decide(" stop ", { settings: { MAINTENANCE_MODE: "true" } });
    expect(decision.effects).toEqual([{ type: "opt_out" }]);
    expect(decision.drafts.map((draft) => [draft.content, draft.kind])).toEqual([
      [OPT_OUT_CONFIRMATION, "opt_out"],
    ]);
  });

  it("stays silent to an opted-out person, and does not ask the assistant", async () => {
    const assistant = assistantSaying({});
    expect(await decide("hello?", { user: user({ opted_out: true }), assistant })).toEqual({
      drafts: [],
      effects: [],
    });
    expect(assistant.calls).toBe(0);
  });

  it("answers HELP and operator keywords without the assistant", async () => {
    expect((await decide("HELP")).drafts[0]?.content).toBe(HELP_TEXT);
    expect((await decide("promo")).drafts[0]).toMatchObject({ content: "10% off", kind: "keyword" });
  });

  it("asks a free user who has used the allowance to pay", async () => {
    const decision = await decide("hi", { user: user({ free_messages_used: 20 }) });
    expect(decision.drafts[0]?.kind).toBe("policy");
    expect(decision.effects).toEqual([]);
  });

  it("counts a free message for the assistant's reply", async () => {
    const decision = await decide("hi");
    expect(decision.drafts.map((draft) => draft.content)).toEqual(["Sure."]);
    expect(decision.effects).toEqual([{ type: "count_free_message" }]);
  });

  it("apologises for a reply with nothing printable, and counts nothing", async () => {
    const decision = await decide("hi", { assistant: assistantSaying({ text: "\u200B \n" }) });
    expect(decision.drafts.map((draft) => [draft.content, draft.kind])).toEqual([[APOLOGY, "apology"]]);
    expect(decision.effects).toEqual([]);
  });

  it("sends a reply of nothing but markup as written, and counts it", async () => {
    const decision = await decide("hi", { assistant: assistantSaying({ text: "***" }) });
    expect(decision.drafts[0]?.content).toBe("***");
    expect(decision.effects).toEqual([{ type: "count_free_message" }]);
  });
});
