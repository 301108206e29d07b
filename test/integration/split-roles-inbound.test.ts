import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/logger.js";
import { createWakeNotifier, type WakeNotifier } from "../../src/loops/wake-notifier.js";
import { MessagingCore } from "../../src/messaging/messaging-core.js";
import { createDatabaseStore } from "../../src/messaging/store/database-store.js";
import { ALICE, type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import { secondConnection } from "../helpers/second-connection.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

let web: PipelineApp;
let worker: MessagingCore;
let workerNotifier: WakeNotifier;
let closeWorkerConnection: () => Promise<void>;

/**
 * A web-only app stores the text; a worker with its own connections, as a separate process would
 * have, answers it. The wake-up crosses over LISTEN/NOTIFY on PostgreSQL (one shared signal on
 * PGlite), so the answer does not wait for the worker's poll. The poll is set to a minute here, so
 * an answer within seconds can only come from the wake-up, however busy the machine is.
 */
const WORKER_POLL_MS = 60_000;
beforeAll(async () => {
  web = await startPipelineApp({ workers: false });
  const second = secondConnection(web.database);
  closeWorkerConnection = second.close;
  const log = createLogger({ LOG_LEVEL: "silent" });
  workerNotifier = createWakeNotifier(second.handle, log);
  worker = new MessagingCore({
    env: web.env,
    store: createDatabaseStore(second.db),
    clock: { now: () => new Date() },
    log,
    notifier: workerNotifier,
    pollIntervalMs: WORKER_POLL_MS,
  });
  worker.start();
  await workerNotifier.start();
});
afterAll(async () => {
  await worker.stop();
  await workerNotifier.stop();
  await closeWorkerConnection();
  await web.stopAll();
});

describe("split web and worker roles", () => {
  it("wakes the worker at once when the web process stores a text", async () => {
    // Let the worker's first poll pass, so only a wake-up can explain an answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postTwilioWebhook(web.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "hello from a web process"));
    await eventually(
      () => web.twilio.sentTo(ALICE).length,
      (count) => count > 0,
      10_000,
    );
    expect(web.twilio.sentTo(ALICE)).toHaveLength(1);
  });
});
