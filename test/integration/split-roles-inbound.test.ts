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
 * PGlite), so the answer does not wait for the worker's one-second poll.
 */
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
    // Let the worker's first poll pass, so only a wake-up can explain a fast answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    await postTwilioWebhook(web.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, "hello from a web process"));
    await eventually(
      () => web.twilio.sentTo(ALICE).length,
      (count) => count > 0,
      3000,
    );
    expect(web.twilio.sentTo(ALICE)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(700);
  });
});
