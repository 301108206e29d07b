import { Agent, request } from "node:http";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";

export interface LoadJob {
  url: string;
  signUrl: string | null;
  authToken: string;
  /** Closed loop: this many requests in flight, each sent as soon as the previous one returned. */
  concurrency: number;
  /** Open loop instead: this many requests a second on a fixed schedule, however slow the answers. */
  ratePerSecond?: number;
  durationMs: number;
  /** Closed loop: stop after this many requests even before the duration is up. */
  maxRequests?: number;
  /** Fields of the form; `From` is drawn from `phones`, MessageSid and Body are unique per request. */
  to: string;
  phones: string[];
  tag: string;
}

export interface LoadResult {
  completed: number;
  errors: number;
  elapsedMs: number;
  latenciesMs: number[];
  /** Body text → the wall-clock time its webhook was sent, for end-to-end latency. */
  sentAt: Array<[string, number]>;
}

/**
 * One bounded pool of keep-alive connections for every job, as a load balancer in front of the
 * server keeps to it: past 256 requests in flight, requests wait in the pool (their latency still
 * counts from when they were due). A fresh, unbounded pool per step opened hundreds of connections
 * at each step's start, and a busy Node server accepts one new connection per event-loop turn
 * (libuv), which showed as second-long acks that no real deployment behind a proxy sees.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** A load generator in its own process, so it does not steal the server's event loop. */
async function run(job: LoadJob): Promise<LoadResult> {
  const result: LoadResult = { completed: 0, errors: 0, elapsedMs: 0, latenciesMs: [], sentAt: [] };
  let counter = 0;
  const started = performance.now();
  const deadline = started + job.durationMs;

  async function sendOne(): Promise<void> {
    counter += 1;
    const body = `${job.tag}-${counter}`;
    const params = {
      MessageSid: `SM${job.tag}${String(counter).padStart(10, "0")}`,
      AccountSid: "AC00000000000000000000000000000000",
      From: job.phones[counter % job.phones.length] ?? "",
      To: job.to,
      Body: body,
      NumMedia: "0",
    };
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
    if (job.signUrl) headers["x-twilio-signature"] = twilioSignature(job.authToken, job.signUrl, params);
    const begin = performance.now();
    result.sentAt.push([body, Date.now()]);
    const status = await post(job.url, headers, new URLSearchParams(params).toString());
    if (status === 200) result.completed += 1;
    else result.errors += 1;
    result.latenciesMs.push(performance.now() - begin);
  }

  if (job.ratePerSecond) await openLoop(job.ratePerSecond, deadline, started, sendOne);
  else
    await Promise.all(
      Array.from({ length: job.concurrency }, async () => {
        while (performance.now() < deadline && counter < (job.maxRequests ?? Number.POSITIVE_INFINITY))
          await sendOne();
      }),
    );
  result.elapsedMs = performance.now() - started;
  return result;
}

/** Sends on schedule (request n at n / rate seconds) and waits for every answer at the end. */
async function openLoop(rate: number, deadline: number, started: number, sendOne: () => Promise<void>) {
  const pending: Promise<void>[] = [];
  let scheduled = 0;
  while (performance.now() < deadline) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; scheduled < due; scheduled++) pending.push(sendOne());
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
}

function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(url, { method: "POST", headers, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    outgoing.on("error", () => resolve(0));
    outgoing.end(body);
  });
}

process.on("message", (job: LoadJob) => {
  void run(job).then((result) => process.send?.(result));
});
process.once("disconnect", () => process.exit(0));
