import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArrivingText } from "../../src/messaging/receive/inbound-text.js";
import { type PipelineApp, SYSTEM_NUMBER, settled, startPipelineApp } from "../helpers/pipeline-app.js";

/** A process that also answers texts stores a burst of webhooks before answering it (decision 011). */
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ webhookBurst: 3 });
  t.ai.script = (request) => ({ text: `re: ${String(request.messages.at(-1)?.content)}` });
});
afterAll(() => t.stopAll());

function textFrom(index: number): ArrivingText {
  return {
    provider: "twilio",
    providerMessageId: `SMburst${index}`,
    from: `+1212555${String(300 + index).padStart(4, "0")}`,
    to: SYSTEM_NUMBER,
    body: `text ${index}`,
    media: [],
  };
}

describe("a burst of webhooks", () => {
  it("stores the texts that arrive past the burst size unclaimed, and answers every one afterwards", async () => {
    const burst = Array.from({ length: 6 }, (_, index) => textFrom(index));
    const results = await Promise.all(burst.map((text) => t.messaging.receiveText(text)));
    // The first two find fewer than three webhooks being stored and are claimed as they are stored.
    expect(results.map((result) => result.outcome === "stored" && result.leased)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);

    // Once the burst is stored, a text on its own is claimed on arrival again.
    const after = await t.messaging.receiveText(textFrom(6));
    expect(after).toMatchObject({ outcome: "stored", leased: true });

    await settled(t);
    for (const text of [...burst, textFrom(6)])
      expect(t.twilio.sentTo(text.from).map((sent) => sent.body)).toEqual([`re: ${text.body}`]);
  });
});
