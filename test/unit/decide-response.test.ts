import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { KeywordRow } from "../../src/db/repositories/keywords.js";
import type { MessageRow } from "../../src/db/repositories/messages.js";
import type { ThreadRow } from "../../src/db/repositories/threads.js";
import type { UserRow } from "../../src/db/repositories/users.js";
import { APOLOGY, type Assistant, type AssistantReply } from "../../src/domain/assistant/assistant.js";
import { decideResponse } from "../../src/messaging/answer/decide-response.js";
import type { ReadMedia } from "../../src/messaging/answer/read-media.js";
import type { TurnMedia } from "../../src/messaging/answer/turn-media.js";
import {
  HELP_TEXT,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from "../../src/messaging/rules/carrier-keywords.js";
import { ERASE_CONFIRMATION_REQUEST } from "../../src/messaging/rules/erase-request.js";
import { SETTING_DEFAULTS } from "../../src/shared/settings.js";

/** The decision is a function of its inputs: these tests run it on plain values, with no database. */
const NOW = new Date("2026-11-24T15:00:00Z");
const HOUR_MS = 60 * 60 * 1000;
const PHONE = "+12125550101";
const TODAY = "2026-11-24";

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
    erase_requested_at: null,
    erase_confirmed_at: null,
    last_export_at: null,
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
  ai_paused_at: null,
  needs_person_at: null,
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

const NO_MEDIA: ReadMedia = { content: { images: [], transcript: null }, problems: [] };

/** The turn's media as the core reads it: one text (id 9), whose voice notes said the transcript. */
const turnMedia = (media: ReadMedia): TurnMedia => ({
  ...media,
  heard: media.content.transcript ? [{ messageId: 9, text: media.content.transcript }] : [],
});

function decide(
  text: string,
  options: {
    user?: UserRow;
    assistant?: Assistant;
    offlineAssistant?: Assistant;
    settings?: object;
    monthlyAiCost?: number;
    kind?: string;
    media?: ReadMedia;
    thread?: ThreadRow;
  } = {},
) {
  return decideResponse({
    lookups: {
      activeKeywords: async () => [{ keyword: "PROMO", action: "reply", response: "10% off" } as KeywordRow],
      runningAdvertisements: async () => [],
      usableReferralCode: async () => undefined,
      monthlyAiCost: async () => options.monthlyAiCost ?? 0,
      lastReminderFiring: async () => undefined,
    },
    assistant: options.assistant ?? assistantSaying({}),
    offlineAssistant: options.offlineAssistant ?? assistantSaying({ text: "Offline here." }),
    today: TODAY,
    publicUrl: "https://textpal.example",
    readMedia: async () => turnMedia(options.media ?? NO_MEDIA),
    request: {
      user: options.user ?? user(),
      thread: options.thread ?? thread,
      inbound: { id: 9, content: text, media: [], kind: options.kind ?? "inbound" } as unknown as MessageRow,
      burst: [],
      history: [],
      systemNumber: undefined,
      settings: { ...SETTING_DEFAULTS, ...options.settings },
      prompts: new Map(),
      now: NOW,
      reminders: async () => [],
    },
  });
}

describe("deciding the answer to a text", () => {
  it("opts out on STOP, even in maintenance, with the one confirmation allowed", async () => {
    const decision = await decide(" stop ", { settings: { MAINTENANCE_MODE: "true" } });
    expect(decision.effects).toEqual([{ type: "opt_out", source: "keyword", message: " stop " }]);
    expect(decision.drafts.map((draft) => [draft.content, draft.kind])).toEqual([
      [OPT_OUT_CONFIRMATION, "opt_out"],
    ]);
  });

  it("takes Twilio's Advanced Opt-Out verdict (the text's kind) over the words of the text", async () => {
    const assistant = assistantSaying({});
    const out = await decide("Stop please!!", { kind: "opt_out", assistant });
    expect(out).toEqual({
      drafts: [expect.objectContaining({ content: OPT_OUT_CONFIRMATION })],
      effects: [{ type: "opt_out", source: "keyword", message: "Stop please!!" }],
    });
    const back = await decide("Let me back in", {
      kind: "opt_in",
      user: user({ opted_out: true }),
      assistant,
    });
    expect(back).toEqual({
      drafts: [expect.objectContaining({ content: OPT_IN_CONFIRMATION })],
      effects: [{ type: "opt_in", source: "keyword", message: "Let me back in" }],
    });
    expect((await decide("what is this?", { kind: "help", assistant })).drafts[0]?.content).toBe(HELP_TEXT);
    expect(assistant.calls).toBe(0);
    expect((await decide("HELP", { kind: "inbound" })).drafts[0]?.content).toBe(HELP_TEXT);
    // An ordinary text goes to the assistant as before.
    await decide("Is it sunny today?", { kind: "inbound", assistant });
    expect(assistant.calls).toBe(1);
  });

  it("answers a request for one's data with a one-time link, even in maintenance and a taken-over thread", async () => {
    const takenOver = { ...thread, ai_paused_at: NOW } as ThreadRow;
    const decision = await decide("Export my data please", {
      thread: takenOver,
      settings: { MAINTENANCE_MODE: "true" },
    });
    const [draft] = decision.drafts;
    const token = draft?.content.match(/https:\/\/textpal\.example\/export\/([\w-]{22}) /)?.[1];
    expect(token).toBeDefined();
    expect(draft).toMatchObject({ kind: "privacy", senderRole: "system", recipients: [PHONE] });
    expect(decision.effects).toEqual([
      {
        type: "export_link",
        tokenHash: createHash("sha256")
          .update(token ?? "")
          .digest("hex"),
        expiresAt: new Date(NOW.getTime() + 24 * HOUR_MS),
      },
    ]);
  });

  it("sends no second link within 24 hours of the last, and says when one can be asked", async () => {
    const asked = (hoursAgo: number) =>
      decide("EXPORT MY DATA", {
        user: user({ last_export_at: new Date(NOW.getTime() - hoursAgo * HOUR_MS) }),
      });
    const again = await asked(20.5);
    expect(again.effects).toEqual([]);
    expect(again.drafts.map((draft) => [draft.kind, draft.content])).toEqual([
      ["privacy", expect.stringContaining("You can ask for a new one in 4 hours.")],
    ]);
    expect((await asked(24)).effects.map((effect) => effect.type)).toEqual(["export_link"]);
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

  it("tells a person over their daily AI budget when they will be answered again, without asking the AI", async () => {
    const assistant = assistantSaying({});
    const spent = user({ ai_spend_day: TODAY, ai_spend_usd: 0.5 });
    const decision = await decide("hi", {
      user: spent,
      assistant,
      settings: { USER_DAILY_AI_BUDGET_USD: "0.50" },
    });
    expect(decision.drafts.map((draft) => [draft.content, draft.kind])).toEqual([
      [SETTING_DEFAULTS.DAILY_LIMIT_MESSAGE, "policy"],
    ]);
    // Not charged as a free message.
    expect(decision.effects).toEqual([]);
    expect(assistant.calls).toBe(0);
  });

  it("answers again once the spend on record is from an earlier day, or while there is no cap", async () => {
    const yesterday = user({ ai_spend_day: "2026-11-23", ai_spend_usd: 5 });
    const capped = { USER_DAILY_AI_BUDGET_USD: "0.50" };
    expect((await decide("hi", { user: yesterday, settings: capped })).drafts[0]?.content).toBe("Sure.");
    const today = user({ ai_spend_day: TODAY, ai_spend_usd: 5 });
    expect((await decide("hi", { user: today })).drafts[0]?.content).toBe("Sure.");
  });

  it("lets the offline assistant answer once the month's AI budget is spent", async () => {
    const assistant = assistantSaying({});
    const budget = { MONTHLY_AI_BUDGET_USD: "10" };
    const over = await decide("hi", { assistant, settings: budget, monthlyAiCost: 10 });
    expect(over.drafts[0]?.content).toBe("Offline here.");
    expect(assistant.calls).toBe(0);
    const under = await decide("hi", { assistant, settings: budget, monthlyAiCost: 9.99 });
    expect(under.drafts[0]?.content).toBe("Sure.");
  });

  it("opts out on a request in words, even in maintenance or with the free messages used up", async () => {
    const assistant = assistantSaying({});
    for (const settings of [{}, { MAINTENANCE_MODE: "true" }]) {
      const decision = await decide("Please stop texting me", {
        user: user({ free_messages_used: 50 }),
        assistant,
        settings,
      });
      expect(decision).toEqual({
        drafts: [
          expect.objectContaining({ content: OPT_OUT_CONFIRMATION, kind: "opt_out", recipients: [PHONE] }),
        ],
        effects: [{ type: "opt_out", source: "free_text", message: "Please stop texting me" }],
      });
    }
    expect(assistant.calls).toBe(0);
  });

  it("turns the model's opt-out into the confirmation alone: no reply, no effects, no charge, no ad", async () => {
    const usage = { promptTokens: 50, completionTokens: 10, cost: 0.001 };
    const assistant = assistantSaying({
      text: "",
      optOut: true,
      usage,
      effects: [{ type: "profile", profile: "wants quiet" }],
    });
    const decision = await decide("ok I've had enough of all this", { assistant });
    expect(decision.drafts).toEqual([
      { content: OPT_OUT_CONFIRMATION, kind: "opt_out", senderRole: "system", recipients: [PHONE], usage },
    ]);
    expect(decision.effects).toEqual([
      { type: "opt_out", source: "free_text", message: "ok I've had enough of all this" },
    ]);
  });

  it("stays silent to an opted-out person asking in words again", async () => {
    expect(await decide("stop texting me", { user: user({ opted_out: true }) })).toEqual({
      drafts: [],
      effects: [],
    });
  });
});

describe("answering a text's media", () => {
  it("hands pictures and the transcript to the assistant and keeps the transcript with the text", async () => {
    let seen: unknown;
    const assistant: Assistant = {
      async reply(request) {
        seen = request.media;
        return { text: "Milk is on the list.", effects: [], failed: false };
      },
    };
    const media: ReadMedia = {
      content: { images: ["data:image/png;base64,AA=="], transcript: "add milk" },
      problems: [],
    };
    const decision = await decide("", { assistant, media });
    expect(seen).toEqual(media.content);
    expect(decision.drafts[0]).toMatchObject({ content: "Milk is on the list.", kind: "reply" });
    expect(decision.effects).toContainEqual({ type: "transcript", messageId: 9, text: "add milk" });
  });

  it("answers the text and adds what it could not open", async () => {
    const media: ReadMedia = {
      content: { images: [], transcript: null },
      problems: [{ kind: "picture", reason: "larger_than_item_limit" }],
    };
    const decision = await decide("what is this?", { media });
    expect(decision.drafts[0]?.content).toBe(
      "Sure.\n\nI couldn't open one of your pictures (larger than 5 MB).",
    );
    expect(decision.effects).toContainEqual({ type: "count_free_message" });
  });

  it("with nothing it could use and no text, sends only the note, uncharged, without asking the assistant", async () => {
    const assistant = assistantSaying({});
    const media: ReadMedia = {
      content: { images: [], transcript: null },
      problems: [{ kind: "voice_note", reason: "cannot_listen" }],
    };
    const decision = await decide("", { assistant, media });
    expect(assistant.calls).toBe(0);
    expect(decision.drafts).toHaveLength(1);
    expect(decision.drafts[0]).toMatchObject({ kind: "apology" });
    expect(decision.drafts[0]?.content).toContain("can't listen to audio yet");
    expect(decision.effects).toEqual([]);
  });

  it("reads no media when a policy answers first", async () => {
    let reads = 0;
    const decision = await decideResponse({
      lookups: {
        activeKeywords: async () => [],
        runningAdvertisements: async () => [],
        usableReferralCode: async () => undefined,
        monthlyAiCost: async () => 0,
        lastReminderFiring: async () => undefined,
      },
      assistant: assistantSaying({}),
      offlineAssistant: assistantSaying({}),
      today: TODAY,
      publicUrl: "https://textpal.example",
      readMedia: async () => {
        reads += 1;
        return turnMedia(NO_MEDIA);
      },
      request: {
        user: user(),
        thread,
        inbound: { id: 9, content: "STOP", media: [] } as unknown as MessageRow,
        burst: [],
        history: [],
        systemNumber: undefined,
        settings: SETTING_DEFAULTS,
        prompts: new Map(),
        now: NOW,
        reminders: async () => [],
      },
    });
    expect(decision.effects).toEqual([{ type: "opt_out", source: "keyword", message: "STOP" }]);
    expect(reads).toBe(0);
  });
});

describe("a thread an operator took over, or one waiting for a person", () => {
  const takenOver = { ...thread, ai_paused_at: NOW } as ThreadRow;
  const waiting = { ...thread, needs_person_at: NOW } as ThreadRow;

  it("gets no answer, no ad and no free message counted, and the assistant is not asked", async () => {
    for (const quiet of [takenOver, waiting]) {
      const assistant = assistantSaying({});
      expect(await decide("what's the weather?", { thread: quiet, assistant })).toEqual({
        drafts: [],
        effects: [],
      });
      expect(await decide("PROMO", { thread: quiet, assistant })).toEqual({ drafts: [], effects: [] });
      expect(assistant.calls).toBe(0);
    }
  });

  it("still has STOP, START and HELP answered: carriers require it whoever is in the conversation", async () => {
    const stop = await decide("STOP", { thread: takenOver });
    expect(stop.drafts.map((draft) => draft.kind)).toEqual(["opt_out"]);
    const help = await decide("HELP", { thread: takenOver });
    expect(help.drafts.map((draft) => draft.kind)).toEqual(["help"]);
    const start = await decide("START", { thread: waiting, user: user({ opted_out: true }) });
    expect(start.drafts.map((draft) => draft.kind)).toEqual(["opt_in"]);
  });
});

describe("a person asking for a human", () => {
  it("gets HANDOFF_MESSAGE once and the thread flagged, without the assistant or a free message", async () => {
    const assistant = assistantSaying({});
    const decision = await decide("Can I talk to a real person please?", {
      assistant,
      settings: { HANDOFF_MESSAGE: "A person will text you soon." },
    });
    expect(decision).toEqual({
      drafts: [
        {
          content: "A person will text you soon.",
          kind: "handoff",
          senderRole: "system",
          recipients: [PHONE],
        },
      ],
      effects: [{ type: "needs_person" }],
    });
    expect(assistant.calls).toBe(0);
  });

  it("is handed off when the model calls its handoff tool, its words and tools' effects dropped", async () => {
    const usage = { promptTokens: 40, completionTokens: 5, cost: 0.0004 };
    const assistant = assistantSaying({
      text: "ignored",
      handoff: true,
      usage,
      effects: [{ type: "profile", profile: "angry about a bill" }],
    });
    const decision = await decide("this bill is wrong and I want it fixed", { assistant });
    expect(decision.drafts).toEqual([
      {
        content: SETTING_DEFAULTS.HANDOFF_MESSAGE,
        kind: "handoff",
        senderRole: "system",
        recipients: [PHONE],
        usage,
      },
    ]);
    expect(decision.effects).toEqual([{ type: "needs_person" }]);
  });

  it("still gets the maintenance message in maintenance, and the assistant otherwise for other words", async () => {
    const maintenance = await decide("agent", { settings: { MAINTENANCE_MODE: "true" } });
    expect(maintenance.drafts.map((draft) => draft.kind)).toEqual(["policy"]);
    const chat = await decide("my travel agent booked the wrong hotel");
    expect(chat.drafts.map((draft) => draft.kind)).toEqual(["reply"]);
  });
});

describe("a request to erase, by text", () => {
  it("is honoured in maintenance and in a thread an operator took over, with a text that is not cancelled there", async () => {
    const taken = { ...thread, ai_paused_at: NOW } as ThreadRow;
    const decision = await decide("Delete my data please", {
      thread: taken,
      settings: { MAINTENANCE_MODE: "true" },
    });
    expect(decision).toEqual({
      drafts: [
        {
          content: ERASE_CONFIRMATION_REQUEST.en,
          kind: "privacy",
          senderRole: "system",
          recipients: [PHONE],
        },
      ],
      effects: [{ type: "erase_requested" }],
    });
  });

  it("goes unanswered from an opted-out person, who cannot be texted a confirmation", async () => {
    expect(await decide("DELETE MY DATA", { user: user({ opted_out: true }) })).toEqual({
      drafts: [],
      effects: [],
    });
  });
});
