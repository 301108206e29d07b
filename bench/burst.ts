/**
 * bench/burst: people who text in bursts, in real time. The model (a fake on 127.0.0.1) takes 2 s
 * per answer, as a real one takes seconds; each person sends five texts 200 ms apart through the
 * signed webhook. Printed per run: AI calls and replies per person (target: at most 2 of each, the
 * second answering texts 2-5), and the time from the first text to its reply, which shows that a
 * single text is not held back. One person, then 50 at once, on the embedded database and, when
 * TEST_DATABASE_URL is set, on PostgreSQL.
 *
 *   npm run bench:burst
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:burst
 */
import { setTimeout as sleep } from "node:timers/promises";
import { typedText } from "../test/helpers/model-request-parts.js";
import { type PipelineApp, SYSTEM_NUMBER, settled, startPipelineApp } from "../test/helpers/pipeline-app.js";
import { inboundSms, postTwilioWebhook, SMS_PATH } from "../test/helpers/twilio-webhook.js";
import { fmt, summarize } from "./lib/percentiles.js";

const MODEL_MS = 2000;
const TEXTS = ["hey", "quick question", "about tomorrow", "is it going to rain", "in Seattle"];
const GAP_MS = 200;

/** Five texts 200 ms apart; resolves when the first has its reply, with how long that took. */
async function burst(t: PipelineApp, phone: string): Promise<number> {
  const started = performance.now();
  let firstReplyMs = Number.NaN;
  const watch = setInterval(() => {
    if (Number.isNaN(firstReplyMs) && t.twilio.sentTo(phone).length > 0)
      firstReplyMs = performance.now() - started;
  }, 5);
  for (const [index, body] of TEXTS.entries()) {
    if (index > 0) await sleep(GAP_MS);
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, body));
  }
  while (Number.isNaN(firstReplyMs)) await sleep(5);
  clearInterval(watch);
  return firstReplyMs;
}

async function measure(kind: "pglite" | "postgres", people: number) {
  process.env.TEST_DB_KIND = kind;
  const t = await startPipelineApp();
  try {
    t.ai.delayMs = () => MODEL_MS;
    t.ai.script = (request) => ({ text: `You said: ${typedText(request)}` });
    // One text first, so the figures are not the first statements' planning and the model list's fetch.
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms("+12065559999", SYSTEM_NUMBER, "warm up"));
    await settled(t, 60_000);
    t.ai.requests.length = 0;
    const phones = Array.from({ length: people }, (_, index) => `+1206555${String(3000 + index)}`);
    const firstReply = await Promise.all(phones.map((phone) => burst(t, phone)));
    await settled(t, 60_000);
    const replies = phones.map((phone) => t.twilio.sentTo(phone).length);
    const rest = `You said: ${TEXTS.slice(1).join("\n")}`;
    const answersRest = phones.every((phone) => t.twilio.sentTo(phone)[1]?.body === rest);
    const first = summarize(firstReply);
    console.log(
      `${kind.padEnd(8)} ${String(people).padStart(2)} people: ${fmt(t.ai.requests.length / people)} AI calls and ` +
        `at most ${Math.max(...replies)} replies a person; the second reply answers texts 2-5: ${answersRest ? "yes" : "NO"}; ` +
        `first text to its reply p50 ${fmt(first.p50)} ms, slowest ${fmt(Math.max(...firstReply))} ms (the model takes ${MODEL_MS} ms)`,
    );
  } finally {
    await t.stopAll();
  }
}

for (const kind of process.env.TEST_DATABASE_URL
  ? (["pglite", "postgres"] as const)
  : (["pglite"] as const)) {
  for (const people of [1, 50]) await measure(kind, people);
}
