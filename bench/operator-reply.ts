/**
 * bench/operator-reply: how long an operator's message takes from their POST to the provider. The
 * real server listens on 127.0.0.1 with its workers running (the outbound path: claim, rate slot,
 * provider call), Twilio is a fake on 127.0.0.1 that records when each request arrives, and the
 * operator is a signed-in HTTP client. 200 replies are sent one after another (an operator typing),
 * then 200 by 10 operators at once, into a thread the assistant has been answering, while the
 * thread is taken over. Printed: p50, p95 and the slowest, beside the target (p95 ≤ 1 s), on the
 * embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL. Last, what the open thread's
 * live view costs when nothing is new (its once-a-second poll), beside reloading the thread.
 *
 *   npm run bench:operator-reply
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:operator-reply
 */
import type { AddressInfo } from "node:net";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  threadWith,
} from "../test/helpers/pipeline-app.js";
import { signInCookie } from "../test/helpers/sign-in.js";
import { inboundSms, postTwilioWebhook, SMS_PATH } from "../test/helpers/twilio-webhook.js";
import { fmt, summarize } from "./lib/percentiles.js";

const REPLIES = 200;
const OPERATORS_AT_ONCE = 10;
const TARGET_P95_MS = 1000;
const PERSON = "+12125557001";
const POLLS = 200;

async function measure(kind: "pglite" | "postgres") {
  process.env.TEST_DB_KIND = kind;
  const t = await startPipelineApp({ offline: true });
  try {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const cookie = await signInCookie(t.app);
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(PERSON, SYSTEM_NUMBER, "hello"));
    const thread = await threadWith(t, PERSON);
    await settled(t);
    const post = (path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(body ?? {}),
      });
    if ((await post(`/api/admin/threads/${thread.id}/takeover`)).status !== 200)
      throw new Error("take-over failed");

    const sequential: number[] = [];
    for (let index = 0; index < REPLIES; index++)
      sequential.push(await reply(t, post, thread.id, `one ${index}`));
    const concurrent: number[] = [];
    for (let round = 0; round < REPLIES / OPERATORS_AT_ONCE; round++) {
      const batch = Array.from({ length: OPERATORS_AT_ONCE }, (_, index) =>
        reply(t, post, thread.id, `many ${round}.${index}`),
      );
      concurrent.push(...(await Promise.all(batch)));
    }
    report(kind, "one operator", sequential);
    report(kind, `${OPERATORS_AT_ONCE} operators at once`, concurrent);
    await livePollCost(kind, base, cookie, thread.id);
  } finally {
    await t.stopAll();
  }
}

/** Milliseconds from the POST leaving to the fake provider receiving the text. */
async function reply(
  t: PipelineApp,
  post: (path: string, body?: unknown) => Promise<Response>,
  threadId: number,
  label: string,
): Promise<number> {
  const body = `Operator reply ${label}`;
  const started = Date.now();
  const response = await post(`/api/admin/threads/${threadId}/messages`, { body });
  if (response.status !== 201) throw new Error(`reply answered ${response.status}: ${await response.text()}`);
  for (;;) {
    const sent = t.twilio.sent.find((text) => text.body === body);
    if (sent) return sent.at - started;
    if (Date.now() - started > 30_000) throw new Error(`"${body}" never reached the provider`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

/**
 * What an open thread's live view costs the server each second when nothing is new: the poll for
 * what came after its newest message, beside reloading the thread's messages (the ~400 just sent).
 */
async function livePollCost(kind: string, base: string, cookie: string, threadId: number) {
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie, "accept-encoding": "identity" } });
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes };
  };
  const full = await get(`/api/admin/thread-messages/${threadId}`);
  const messages = (await (
    await fetch(`${base}/api/admin/thread-messages/${threadId}`, { headers: { cookie } })
  ).json()) as Array<{ id: number }>;
  const newest = messages.at(-1)?.id ?? 0;
  // Ten seconds after the newest message, so the poll's margin holds nothing new.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const polls: number[] = [];
  let bytes = 0;
  for (let index = 0; index < POLLS; index++) {
    const poll = await get(`/api/admin/threads/${threadId}/updates?after=${newest}`);
    polls.push(poll.ms);
    bytes = poll.bytes;
  }
  const reloads: number[] = [];
  for (let index = 0; index < POLLS / 10; index++)
    reloads.push((await get(`/api/admin/thread-messages/${threadId}`)).ms);
  console.log(
    `${kind.padEnd(8)} live view, nothing new: poll p50 ${fmt(summarize(polls).p50, 1)} ms and ${bytes} bytes; ` +
      `reloading the thread's ${messages.length} messages instead: p50 ${fmt(summarize(reloads).p50, 1)} ms and ${full.bytes} bytes`,
  );
}

function report(kind: string, label: string, latencies: number[]) {
  const { count, p50, p95 } = summarize(latencies);
  const slowest = Math.max(...latencies);
  const verdict = p95 <= TARGET_P95_MS ? "meets" : "MISSES";
  console.log(
    `${kind.padEnd(8)} ${label.padEnd(22)} ${count} replies: p50 ${fmt(p50, 0)} ms, p95 ${fmt(p95, 0)} ms, ` +
      `slowest ${fmt(slowest, 0)} ms (target p95 ≤ ${TARGET_P95_MS} ms: ${verdict})`,
  );
}

console.log("operator's POST → provider's request (fake Twilio on 127.0.0.1)");
await measure("pglite");
if (process.env.TEST_DATABASE_URL) await measure("postgres");
