import { Agent, request } from "node:http";
import { twilioSignature } from "../../src/providers/sms/twilio-signature.js";

export interface LoadJob {
  url: string;
  signUrl: string | null;
  authToken: string;
  concurrency: number;
  durationMs: number;
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

/** A closed-loop load generator in its own process, so it does not steal the server's event loop. */
async function run(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const latencies: number[] = [];
  const sentAt: Array<[string, number]> = [];
  let completed = 0;
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + job.durationMs;

  async function loop(): Promise<void> {
    while (performance.now() < deadline) {
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
      sentAt.push([body, Date.now()]);
      const status = await post(job.url, headers, new URLSearchParams(params).toString(), agent);
      if (status === 200) completed += 1;
      else errors += 1;
      latencies.push(performance.now() - begin);
    }
  }

  await Promise.all(Array.from({ length: job.concurrency }, loop));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  return { completed, errors, elapsedMs, latenciesMs: latencies, sentAt };
}

function post(url: string, headers: Record<string, string>, body: string, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(url, { method: "POST", headers, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    outgoing.on("error", () => resolve(0));
    outgoing.end(body);
  });
}

process.once("message", (job: LoadJob) => {
  void run(job).then((result) => process.send?.(result, () => process.exit(0)));
});
