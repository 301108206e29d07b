import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION } from "../../src/messaging/rules/carrier-keywords.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { textAndWait } from "../helpers/text-and-wait.js";

/** Free-text opt-outs with no AI model configured: the offline assistant's installations. */
let t: PipelineApp;
let phoneCounter = 0;

beforeAll(async () => {
  t = await startPipelineApp({ offline: true });
});
afterAll(() => t.stopAll());

function newPhone(): string {
  phoneCounter += 1;
  return `+1415557${String(phoneCounter).padStart(4, "0")}`;
}

describe("free-text opt-outs without an AI model", () => {
  it("opts out on common phrasings in English, Spanish and French, with exactly one confirmation", async () => {
    for (const text of [
      "stop texting me",
      "Unsubscribe me please",
      "no more texts",
      "Deja de enviarme mensajes",
      "Désabonnez-moi",
    ]) {
      const phone = newPhone();
      await textAndWait(t, phone, "hello");
      expect(
        (await textAndWait(t, phone, text)).map((row) => row.content),
        text,
      ).toEqual([OPT_OUT_CONFIRMATION]);
      expect(
        t.twilio.sentTo(phone).filter((sent) => sent.body === OPT_OUT_CONFIRMATION),
        text,
      ).toHaveLength(1);
      expect((await userByPhone(t, phone))?.opted_out, text).toBe(true);
      expect(await textAndWait(t, phone, "hello?"), text).toEqual([]);
    }
  });

  it("answers requests about something else as usual", async () => {
    const phone = newPhone();
    for (const text of ["don't text my mom", "how do I unsubscribe from Netflix"]) {
      const answers = await textAndWait(t, phone, text);
      expect(
        answers.map((row) => row.kind),
        text,
      ).toEqual(["reply"]);
    }
    expect((await userByPhone(t, phone))?.opted_out).toBe(false);
  });

  it("opts back in on START", async () => {
    const phone = newPhone();
    await textAndWait(t, phone, "please don't message me anymore");
    expect((await textAndWait(t, phone, "START")).map((row) => row.content)).toEqual([OPT_IN_CONFIRMATION]);
    expect((await textAndWait(t, phone, "hello")).map((row) => row.kind)).toEqual(["reply"]);
  });
});
