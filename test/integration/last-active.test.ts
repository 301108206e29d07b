import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ALICE,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

let t: PipelineApp;
let now = new Date("2026-03-02T15:00:00.000Z");

beforeAll(async () => {
  t = await startPipelineApp({ clock: { now: () => now } });
  t.ai.script = () => ({ text: "ok" });
});
afterAll(() => t.stopAll());

async function textAt(at: string) {
  now = new Date(at);
  await postTwilioWebhook(t.app, SMS_PATH, inboundSms(ALICE, SYSTEM_NUMBER, `at ${at}`));
  await settled(t);
  const user = await userByPhone(t, ALICE);
  return { lastActive: user?.last_active?.toISOString(), sent: user?.total_messages_sent };
}

describe("a user's last activity", () => {
  it("moves in steps of a minute, while every text is counted", async () => {
    expect(await textAt("2026-03-02T15:00:00.000Z")).toEqual({
      lastActive: "2026-03-02T15:00:00.000Z",
      sent: 1,
    });
    // Within the minute the time is left as it was: the row's indexed columns stay unchanged.
    expect(await textAt("2026-03-02T15:00:40.000Z")).toEqual({
      lastActive: "2026-03-02T15:00:00.000Z",
      sent: 2,
    });
    expect(await textAt("2026-03-02T15:01:30.000Z")).toEqual({
      lastActive: "2026-03-02T15:01:30.000Z",
      sent: 3,
    });
  });
});
