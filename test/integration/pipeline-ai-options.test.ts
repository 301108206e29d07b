import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { messages, prompts } from "../../src/db/schema/index.js";
import { ALICE, type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp();
  t.twilio.expectedAuthorization = `Basic ${Buffer.from(`${TEST_TWILIO.accountSid}:${TEST_TWILIO.authToken}`).toString("base64")}`;
});
afterAll(() => t.stopAll());

async function ask(body: string, extra: Record<string, string> = {}) {
  t.ai.requests.length = 0;
  const before = t.twilio.sentTo(ALICE).length;
  await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, body, extra));
  await eventually(
    () => t.twilio.sentTo(ALICE).length,
    (count) => count > before,
  );
  return t.ai.requests;
}

function imageParts(content: unknown): string[] {
  if (!Array.isArray(content)) return [];
  return content.filter((part) => part.type === "image_url").map((part) => part.image_url.url as string);
}

describe("images", () => {
  it("downloads MMS images with Twilio's credentials and hands them to the model as data URLs", async () => {
    const [request] = await ask("what is this?", {
      NumMedia: "2",
      MediaUrl0: `${t.twilio.baseUrl}/media/photo.png`,
      MediaContentType0: "image/png",
      MediaUrl1: `${t.twilio.baseUrl}/media/notes.txt`,
      MediaContentType1: "text/plain",
    });
    const last = request?.messages.at(-1);
    expect(imageParts(last?.content)).toEqual([
      `data:image/png;base64,${Buffer.from("89504e470d0a1a0a", "hex").toString("base64")}`,
    ]);
    expect(t.twilio.mediaRequests.at(-1)?.authorization).toBe(t.twilio.expectedAuthorization);
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.content, "what is this?"));
    expect(stored?.media_url).toBe(`${t.twilio.baseUrl}/media/photo.png`);
    expect(stored?.media).toHaveLength(2);
  });

  it("sends no images while IMAGE_ANALYSIS is off", async () => {
    await writeSetting(t.database.db, "IMAGE_ANALYSIS", "false");
    const [request] = await ask("and this?", {
      NumMedia: "1",
      MediaUrl0: `${t.twilio.baseUrl}/media/photo.png`,
      MediaContentType0: "image/png",
    });
    expect(request?.messages.at(-1)?.content).toBe("and this?");
    await writeSetting(t.database.db, "IMAGE_ANALYSIS", "true");
  });
});

describe("models and costs", () => {
  it("uses the prompt's online model while ONLINE_MODE is on, and the plain model otherwise", async () => {
    await t.database.db
      .update(prompts)
      .set({ online_model: "openai/gpt-4o:online" })
      .where(eq(prompts.type, "system"));
    expect((await ask("news today?"))[0]?.model).toBe("openai/gpt-4o:online");
    await writeSetting(t.database.db, "ONLINE_MODE", "false");
    expect((await ask("news again?"))[0]?.model).toBe("openai/gpt-4o");
    await writeSetting(t.database.db, "ONLINE_MODE", "true");
    await t.database.db.update(prompts).set({ online_model: "none" }).where(eq(prompts.type, "system"));
    expect((await ask("and now?"))[0]?.model).toBe("openai/gpt-4o");
  });

  it("prices a reply from the model list when the provider reports no cost", async () => {
    t.ai.script = () => ({ text: "priced by the list", promptTokens: 1000, completionTokens: 200 });
    await ask("how much?");
    const [reply] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.content, "priced by the list"));
    expect(reply?.ai_cost).toBeCloseTo(1000 * 0.0000025 + 200 * 0.00001, 10);
    expect(reply).toMatchObject({ prompt_tokens: 1000, completion_tokens: 200 });
  });

  it("uses the provider's reported cost when there is one", async () => {
    t.ai.script = () => ({ text: "priced by the provider", cost: 0.0123 });
    await ask("and this one?");
    const [reply] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.content, "priced by the provider"));
    expect(reply?.ai_cost).toBe(0.0123);
  });
});
