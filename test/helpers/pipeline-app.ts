import { and, count, eq, inArray, isNull, or } from "drizzle-orm";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { messages, systemNumbers, threads, users } from "../../src/db/schema/index.js";
import type { Clock } from "../../src/domain/clock.js";
import type { Logger } from "../../src/logger.js";
import type { SettingKey } from "../../src/shared/settings.js";
import { FakeAiServer } from "./fake-ai-server.js";
import { FakeTwilio } from "./fake-twilio.js";
import { createTestApp, type TestApp } from "./test-server.js";
import { eventually, TEST_TWILIO } from "./twilio-webhook.js";

export const SYSTEM_NUMBER = "+15005550006";
export const ALICE = "+12125550101";
export const BOB = "+13125550102";

export interface PipelineApp extends TestApp {
  ai: FakeAiServer;
  twilio: FakeTwilio;
  stopAll(): Promise<void>;
}

/**
 * The whole product with its network edges replaced by local fakes: the AI API and Twilio's API
 * run on 127.0.0.1; everything else is the real code on a real database.
 */
export async function startPipelineApp(
  options: {
    workers?: boolean;
    offline?: boolean;
    env?: Record<string, string>;
    clock?: Clock;
    pollIntervalMs?: number;
    leaseMs?: number;
    webhookBurst?: number;
    logger?: Logger;
    /** Settings saved before the first text, as an operator would have (WHATSAPP_ENABLED...). */
    settings?: Partial<Record<SettingKey, string>>;
  } = {},
) {
  const ai = await new FakeAiServer().start();
  const twilio = await new FakeTwilio().start();
  const app = await createTestApp({
    workers: options.workers ?? true,
    clock: options.clock,
    pollIntervalMs: options.pollIntervalMs,
    leaseMs: options.leaseMs,
    webhookBurst: options.webhookBurst,
    logger: options.logger,
    env: {
      PUBLIC_URL: TEST_TWILIO.publicUrl,
      TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
      TWILIO_API_BASE_URL: twilio.baseUrl,
      ...(options.offline ? {} : { AI_BASE_URL: ai.baseUrl, AI_API_KEY: "test-key" }),
      ...options.env,
    },
  });
  await app.database.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER, messages_per_second: 1000 });
  for (const [key, value] of Object.entries(options.settings ?? {}))
    await writeSetting(app.database.db, key as SettingKey, value);
  return {
    ...app,
    ai,
    twilio,
    async stopAll() {
      await app.close();
      await ai.stop();
      await twilio.stop();
    },
  } satisfies PipelineApp;
}

export async function userByPhone(app: TestApp, phone: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.phone_number, phone));
  return row;
}

/** Every one-to-one thread of `phone`: one per channel it wrote on. */
export function threadsOf(app: TestApp, phone: string) {
  return app.database.db
    .select()
    .from(threads)
    .where(eq(threads.participants, [phone]));
}

/** The one-to-one thread of `phone`, once its first text has created it. */
export async function threadWith(app: TestApp, phone: string) {
  const [thread] = await eventually(
    () =>
      app.database.db
        .select()
        .from(threads)
        .where(eq(threads.participants, [phone])),
    (rows) => rows.length > 0,
  );
  if (!thread) throw new Error(`no thread with ${phone}`);
  return thread;
}

/**
 * Waits until every stored text is answered and every reply has left the queue, so a test's
 * texts are handled while its own fake AI script is in place, not the next test's.
 */
export async function settled(app: TestApp, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  const waiting = async () => {
    const [row] = await app.database.db
      .select({ value: count() })
      .from(messages)
      .where(
        or(
          and(eq(messages.sender_role, "user"), isNull(messages.processed_at)),
          inArray(messages.delivery_status, ["pending", "sending"]),
        ),
      );
    return row?.value ?? 0;
  };
  while ((await waiting()) > 0) {
    if (Date.now() > deadline) throw new Error("texts were still waiting to be answered or sent");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function allMessages(app: TestApp) {
  return app.database.db.select().from(messages).orderBy(messages.id);
}
