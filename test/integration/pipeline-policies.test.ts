import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import {
  advertisements,
  advertiserAdvertisements,
  advertisers,
  keywords,
  messages,
  referralCodes,
  users,
} from "../../src/db/schema/index.js";
import { REFERRAL_WELCOME } from "../../src/messaging/answer/decide-response.js";
import {
  HELP_TEXT,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from "../../src/messaging/rules/carrier-keywords.js";
import { SETTING_DEFAULTS, type SettingKey } from "../../src/shared/settings.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

let t: PipelineApp;
let phoneCounter = 100;
const AI_TEXT = "An answer from the model.";

beforeAll(async () => {
  t = await startPipelineApp();
  t.ai.script = () => ({ text: AI_TEXT });
});
afterAll(() => t.stopAll());
beforeEach(async () => {
  for (const [key, value] of Object.entries(SETTING_DEFAULTS))
    await writeSetting(t.database.db, key as SettingKey, value);
});

function newPhone(): string {
  phoneCounter += 1;
  return `+1415555${String(phoneCounter).padStart(4, "0")}`;
}

/** Texts the system number and waits until the text is answered; returns the texts sent back to the phone. */
async function text(from: string, body: string, to: string = SYSTEM_NUMBER): Promise<string[]> {
  const params = inboundSms(from, to, body);
  const response = await postTwilioWebhook(t.app, SMS_PATH, params);
  expect(response.statusCode).toBe(200);
  await eventually(
    async () => {
      const [row] = await t.database.db
        .select({ processed: messages.processed_at })
        .from(messages)
        .where(eq(messages.provider_message_id, params.MessageSid));
      return row?.processed ?? null;
    },
    (processed) => processed !== null,
  );
  const outbound = await t.database.db
    .select()
    .from(messages)
    .where(eq(messages.reply_to_id, await inboundId(params.MessageSid)))
    .orderBy(messages.id);
  await eventually(
    () => t.twilio.sentTo(from).length,
    () =>
      outbound.every((row) =>
        t.twilio.sent.some((sent) => sent.to === row.recipient && sent.body === row.content),
      ),
    2000,
  );
  return outbound.filter((row) => row.recipient === from).map((row) => row.content);
}

async function inboundId(sid: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.provider_message_id, sid));
  return row?.id ?? -1;
}

describe("carrier keywords", () => {
  it("opts out on every opt-out word, in any case, with one confirmation, then sends nothing", async () => {
    for (const word of ["STOP", "stopall", " Unsubscribe ", "CANCEL", "end", "QUIT", "revoke", "OptOut"]) {
      const phone = newPhone();
      expect(await text(phone, word)).toEqual([OPT_OUT_CONFIRMATION]);
      expect((await userByPhone(t, phone))?.opted_out).toBe(true);
    }
  });

  it("stays silent to an opted-out user, a repeated STOP included, until START, YES or UNSTOP", async () => {
    const phone = newPhone();
    await text(phone, "STOP");
    expect(await text(phone, "hello?")).toEqual([]);
    expect(await text(phone, "HELP")).toEqual([]);
    // The one confirmation has gone: a repeated STOP gets nothing either.
    expect(await text(phone, "STOP")).toEqual([]);
    expect(await text(phone, "¡Alto!")).toEqual([]);
    for (const word of ["START", "yes", "UNSTOP"]) {
      expect(await text(phone, word)).toEqual([OPT_IN_CONFIRMATION]);
      expect((await userByPhone(t, phone))?.opted_out).toBe(false);
      await text(phone, "STOP");
    }
  });

  it("works even in maintenance", async () => {
    await writeSetting(t.database.db, "MAINTENANCE_MODE", "true");
    const phone = newPhone();
    expect(await text(phone, "stop")).toEqual([OPT_OUT_CONFIRMATION]);
  });

  it("answers HELP with the service name, rates and how to stop", async () => {
    const [help] = await text(newPhone(), "help");
    expect(help).toBe(HELP_TEXT);
    expect(help).toMatch(/Textpal/);
    expect(help).toMatch(/Msg&data rates may apply/);
    expect(help).toMatch(/STOP/);
  });
});

describe("service settings", () => {
  it("answers with MAINTENANCE_MODE_MESSAGE in maintenance", async () => {
    await writeSetting(t.database.db, "MAINTENANCE_MODE", "true");
    await writeSetting(t.database.db, "MAINTENANCE_MODE_MESSAGE", "Back soon, we are upgrading things.");
    expect(await text(newPhone(), "hi")).toEqual(["Back soon, we are upgrading things."]);
  });

  it("answers a group text with GROUP_CHAT_DISABLED_MESSAGE, to everyone, while group chats are off", async () => {
    const [a, b] = [newPhone(), newPhone()];
    await writeSetting(t.database.db, "GROUP_CHAT_DISABLED_MESSAGE", "Too many people here for me!");
    const replies = await text(a, "hi all", `${SYSTEM_NUMBER},${b}`);
    expect(replies).toEqual(["Too many people here for me!"]);
    await eventually(
      () => t.twilio.sentTo(b),
      (sent) => sent.length > 0,
    );
    expect(t.twilio.sentTo(b)[0]?.body).toBe("Too many people here for me!");
  });

  it("lets the assistant answer group texts when group chats are on", async () => {
    await writeSetting(t.database.db, "GROUP_CHATS", "true");
    const [a, b] = [newPhone(), newPhone()];
    expect(await text(a, "plan a dinner", `${SYSTEM_NUMBER},${b}`)).toEqual([AI_TEXT]);
  });
});

describe("invitations and referrals", () => {
  async function referrer() {
    const owner = newPhone();
    await text(owner, "hello");
    const user = await userByPhone(t, owner);
    if (!user?.referral_code) throw new Error("no referral code");
    return user;
  }

  it("asks new users for a code while invite-only, then admits them with a valid one", async () => {
    const owner = await referrer();
    await writeSetting(t.database.db, "INVITE_ONLY_MODE", "true");
    await writeSetting(t.database.db, "INVITE_ONLY_MESSAGE", "Invite only! Send me your referral code.");
    const phone = newPhone();
    expect(await text(phone, "hello")).toEqual(["Invite only! Send me your referral code."]);
    expect(await text(phone, "ZZZZZZ")).toEqual(["Invite only! Send me your referral code."]);
    expect(await text(phone, ` ${owner.referral_code?.toLowerCase()} `)).toEqual([REFERRAL_WELCOME]);
    expect(await text(phone, "now what?")).toEqual([AI_TEXT]);

    const newcomer = await userByPhone(t, phone);
    expect(newcomer?.referred_by).toBe(owner.referral_code);
    const credited = await userByPhone(t, owner.phone_number);
    expect(credited).toMatchObject({ referral_count: 1, bonus_messages: 10 });
    const [code] = await t.database.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.user_id, owner.id));
    expect(code?.current_uses).toBe(1);
  });

  it("refuses a code that is inactive or used up", async () => {
    await writeSetting(t.database.db, "INVITE_ONLY_MODE", "true");
    await t.database.db.insert(referralCodes).values([
      { code: "FULL01", code_type: "system", current_uses: 5, max_uses: 5 },
      { code: "OFF001", code_type: "system", is_active: false },
    ]);
    const phone = newPhone();
    const invite = SETTING_DEFAULTS.INVITE_ONLY_MESSAGE;
    expect(await text(phone, "FULL01")).toEqual([invite]);
    expect(await text(phone, "off001")).toEqual([invite]);
  });

  it("counts a referral code texted by a new user when not invite-only, with the configured bonus", async () => {
    const owner = await referrer();
    await writeSetting(t.database.db, "REFERRAL_BONUS_MESSAGES", "5");
    const phone = newPhone();
    expect(await text(phone, owner.referral_code ?? "")).toEqual([REFERRAL_WELCOME]);
    expect(await userByPhone(t, owner.phone_number)).toMatchObject({ referral_count: 1, bonus_messages: 5 });
  });
});

describe("operator keywords", () => {
  it("answers an active keyword equal to the whole text, ignoring case and spaces", async () => {
    await t.database.db.insert(keywords).values([
      { keyword: "HOURS", response: "We are open 9 to 5, Monday to Friday." },
      { keyword: "Closed", response: "never sent", is_active: false },
      { keyword: "LEAVE", response: "Sorry to see you go. You are unsubscribed.", action: "unsubscribe" },
    ]);
    const phone = newPhone();
    expect(await text(phone, "  hours ")).toEqual(["We are open 9 to 5, Monday to Friday."]);
    expect(await text(phone, "what are your hours")).toEqual([AI_TEXT]);
    expect(await text(phone, "closed")).toEqual([AI_TEXT]);
    expect(await text(phone, "leave")).toEqual(["Sorry to see you go. You are unsubscribed."]);
    expect((await userByPhone(t, phone))?.opted_out).toBe(true);
  });
});

describe("the free tier", () => {
  it("asks for payment, with the handles, once the free messages are used; premium is never limited", async () => {
    await writeSetting(t.database.db, "FREE_MESSAGE_LIMIT", "2");
    await writeSetting(t.database.db, "VENMO_HANDLE", "@textpal");
    await writeSetting(t.database.db, "CASHAPP_HANDLE", "$textpal");
    await writeSetting(t.database.db, "PAYMENT_REQUEST_MESSAGE", "Please send $5 to keep going.");
    const phone = newPhone();
    expect(await text(phone, "one")).toEqual([AI_TEXT]);
    expect(await text(phone, "two")).toEqual([AI_TEXT]);
    expect(await text(phone, "three")).toEqual([
      "Please send $5 to keep going. Venmo: @textpal | Cash App: $textpal",
    ]);
    expect((await userByPhone(t, phone))?.free_messages_used).toBe(2);

    await t.database.db
      .update(users)
      .set({ subscription_tier: "premium" })
      .where(eq(users.phone_number, phone));
    expect(await text(phone, "four")).toEqual([AI_TEXT]);
  });

  it("adds referral bonus messages to the limit", async () => {
    await writeSetting(t.database.db, "FREE_MESSAGE_LIMIT", "1");
    const phone = newPhone();
    await text(phone, "one");
    await t.database.db.update(users).set({ bonus_messages: 1 }).where(eq(users.phone_number, phone));
    expect(await text(phone, "two")).toEqual([AI_TEXT]);
    expect(await text(phone, "three")).not.toEqual([AI_TEXT]);
  });
});

describe("advertisements", () => {
  it("follows every Nth reply of a free user with a due ad, taking turns, never for premium", async () => {
    const [simple] = await t.database.db
      .insert(advertisements)
      .values({
        title: "Coffee",
        content: "Half-price lattes today.",
        merchant: "Bean Co",
        url: "https://bean.example",
        frequency: 2,
      })
      .returning();
    const [advertiser] = await t.database.db.insert(advertisers).values({ name: "Gym World" }).returning();
    await t.database.db.insert(advertiserAdvertisements).values([
      {
        advertiser_id: advertiser?.id ?? 0,
        title: "Join",
        content: "First month free.",
        frequency: "2",
        target_tier: "free",
      },
      {
        advertiser_id: advertiser?.id ?? 0,
        title: "VIP",
        content: "Premium only.",
        frequency: "2",
        target_tier: "premium",
      },
    ]);
    const phone = newPhone();
    const replies: string[][] = [];
    for (const body of ["a", "b", "c", "d"]) replies.push(await text(phone, body));
    expect(replies[0]).toEqual([AI_TEXT]);
    expect(replies[1]?.[0]).toBe(AI_TEXT);
    expect(replies[2]).toEqual([AI_TEXT]);
    const ads = [replies[1]?.[1], replies[3]?.[1]];
    expect(ads).toContain("Sponsored by Bean Co - Coffee: Half-price lattes today. https://bean.example");
    expect(ads).toContain("Sponsored by Gym World - Join: First month free.");
    expect(ads.join(" ")).not.toMatch(/Premium only/);

    await t.database.db
      .update(users)
      .set({ subscription_tier: "premium" })
      .where(eq(users.phone_number, phone));
    for (const body of ["e", "f"]) expect(await text(phone, body)).toEqual([AI_TEXT]);
    await t.database.db
      .update(advertisements)
      .set({ is_active: false })
      .where(eq(advertisements.id, simple?.id ?? 0));
    await t.database.db.update(advertiserAdvertisements).set({ is_active: false });
  });
});
