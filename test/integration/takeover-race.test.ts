import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { messages, threads } from "../../src/db/schema/index.js";
import { createLogger } from "../../src/logger.js";
import { adminClient } from "../helpers/admin-client.js";
import { type PipelineApp, SYSTEM_NUMBER, settled, startPipelineApp } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * The race the take-over exists for (decision 030): operators take threads over while the assistant
 * is composing answers in them, with a slow model and a slow provider so that answers are decided,
 * stored and on their way to the provider at every moment. No automatic answer may reach the
 * provider after a thread's take-over: its pause is stamped as the last write before the commit,
 * so a send the fake provider records after that stamp is one the take-over let through.
 */
const THREADS = 100;
const TEXTS_PER_THREAD = 10;
const AI_REPLY = "AI reply";

let t: PipelineApp;
let api: ReturnType<typeof adminClient>;

beforeAll(async () => {
  // Errors reach the test's output: a take-over that fails shows why.
  t = await startPipelineApp({
    logger: createLogger(
      { LOG_LEVEL: "error" },
      { write: (line: string) => void process.stderr.write(line) },
    ),
  });
  api = adminClient(t.app, await signInCookie(t.app));
  let answers = 0;
  t.ai.script = () => ({ text: `${AI_REPLY} ${++answers}` });
  t.ai.delayMs = () => 20 + Math.floor(Math.random() * 180);
  t.twilio.answerDelayMs = 40;
});
afterAll(() => t.stopAll());

const phoneOf = (index: number) => `+1646555${String(1000 + index)}`;

it("sends no automatic answer after a thread's take-over commits, across 1,000 texts in 100 threads", async () => {
  // Each thread is taken over once its first answer has gone out, whatever the machine's speed: the
  // take-over then lands while its next answers are being composed, stored and sent. (Texts that
  // arrive while an answer is written are answered together, so on a busy machine a thread may get
  // only two answers in all: waiting for a second or third could wait for nothing.)
  const takeovers = Array.from({ length: THREADS }, (_, index) => takeOverAfterAnswers(phoneOf(index), 1));
  for (let round = 0; round < TEXTS_PER_THREAD; round++) {
    await Promise.all(
      Array.from({ length: THREADS }, async (_, index) => {
        const response = await postTwilioWebhook(
          t.app,
          SMS_PATH,
          inboundSms(phoneOf(index), SYSTEM_NUMBER, `text ${round} from ${index}`),
        );
        expect(response.statusCode).toBe(200);
      }),
    );
    // Texts keep coming while answers are composed, stored and sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await Promise.all(takeovers);
  await settled(t, 60_000);

  const phones = Array.from({ length: THREADS }, (_, index) => phoneOf(index));
  const rows = await t.database.db
    .select({ participants: threads.participants, paused: threads.ai_paused_at })
    .from(threads)
    .where(
      inArray(
        threads.participants,
        phones.map((phone) => [phone]),
      ),
    );
  expect(rows).toHaveLength(THREADS);
  let late = 0;
  let before = 0;
  for (const row of rows) {
    const pausedAt = row.paused?.getTime();
    expect(pausedAt).toBeTypeOf("number");
    for (const sent of t.twilio.sentTo(row.participants[0] ?? "")) {
      if (!sent.body.startsWith(AI_REPLY)) continue;
      if (sent.at > (pausedAt ?? 0)) late += 1;
      else before += 1;
    }
  }
  const [stored] = await t.database.db
    .select({ value: count() })
    .from(messages)
    .where(eq(messages.sender_role, "user"));
  const [cancelled] = await t.database.db
    .select({ value: count() })
    .from(messages)
    .where(and(eq(messages.delivery_status, "canceled"), eq(messages.error_code, "taken_over")));
  console.log(
    `take-over race (${t.database.kind}): ${before} AI replies sent before their thread's take-over, ` +
      `${late} after; ${cancelled?.value ?? 0} cancelled by a take-over; ${t.ai.requests.length} model calls`,
  );
  expect(stored?.value).toBe(THREADS * TEXTS_PER_THREAD);
  // The race was run: answers had gone out, and others were on their way when the take-overs landed.
  expect(before).toBeGreaterThanOrEqual(THREADS);
  expect(cancelled?.value).toBeGreaterThan(0);
  expect(late).toBe(0);
}, 60_000);

async function takeOverAfterAnswers(phone: string, answers: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (t.twilio.sentTo(phone).filter((sent) => sent.body.startsWith(AI_REPLY)).length < answers) {
    if (Date.now() > deadline) throw new Error(`${phone} never got ${answers} answers`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const [thread] = await t.database.db
    .select({ id: threads.id })
    .from(threads)
    .where(eq(threads.participants, [phone]));
  if (!thread) throw new Error(`no thread with ${phone}`);
  const response = await api("POST", `/api/admin/threads/${thread.id}/takeover`);
  expect(response.statusCode).toBe(200);
}
