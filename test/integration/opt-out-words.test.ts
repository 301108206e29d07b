import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HELP_TEXT,
  type KeywordLanguage,
  keywordReply,
  OPT_IN_CONFIRMATION,
  OPT_OUT_CONFIRMATION,
} from "../../src/messaging/rules/carrier-keywords.js";
import type { ChatCompletionBody, ScriptedAnswer } from "../helpers/fake-ai-server.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { textAndWait } from "../helpers/text-and-wait.js";

/** Opting out and back in the ways people say it, through the signed webhook, with an AI model configured. */
let t: PipelineApp;
let phoneCounter = 0;
const AI_TEXT = "An answer from the model.";
/** The fake model takes texts containing this as an opt-out, as a real model would understand them. */
const MODEL_UNDERSTANDS = "had enough";

beforeAll(async () => {
  t = await startPipelineApp();
  t.ai.script = (request: ChatCompletionBody): ScriptedAnswer =>
    JSON.stringify(request.messages.at(-1)).includes(MODEL_UNDERSTANDS)
      ? { toolCalls: [{ name: "opt_out", arguments: {} }] }
      : { text: AI_TEXT };
});
afterAll(() => t.stopAll());

function newPhone(): string {
  phoneCounter += 1;
  return `+1415556${String(phoneCounter).padStart(4, "0")}`;
}

const bodiesSentTo = (phone: string) => t.twilio.sentTo(phone).map((text) => text.body);

describe("keywords", () => {
  it("opts out on each variant, whatever its case, accents and surrounding punctuation, with one confirmation", async () => {
    const asked = t.ai.requests.length;
    const words: Array<[string, KeywordLanguage]> = [
      ["Stop.", "en"],
      ["  stop!! ", "en"],
      ["¡ALTO!", "es"],
      ["parar", "es"],
      ["Detener", "es"],
      ["ARRET", "fr"],
      ["arrêt", "fr"],
      ["Opt Out", "en"],
      ["opt-out", "en"],
      ["STOPALL", "en"],
      ["revoke", "en"],
      ["Quit", "en"],
    ];
    for (const [word, language] of words) {
      const phone = newPhone();
      const confirmation = keywordReply("opt_out", language);
      expect(
        (await textAndWait(t, phone, word)).map((row) => row.content),
        word,
      ).toEqual([confirmation]);
      expect(bodiesSentTo(phone), word).toEqual([confirmation]);
      expect((await userByPhone(t, phone))?.opted_out, word).toBe(true);
    }
    expect(t.ai.requests.length).toBe(asked);
  });

  it("answers HELP and INFO with the help text, AYUDA in Spanish and AIDE in French", async () => {
    const words: Array<[string, KeywordLanguage]> = [
      ["info", "en"],
      ["Help!", "en"],
      ["¿Ayuda?", "es"],
      ["AIDE", "fr"],
    ];
    for (const [word, language] of words) {
      const phone = newPhone();
      expect(
        (await textAndWait(t, phone, word)).map((row) => row.content),
        word,
      ).toEqual([keywordReply("help", language)]);
    }
    expect(keywordReply("help", "en")).toBe(HELP_TEXT);
  });

  it("opts back in on START, YES, UNSTOP and COMENZAR, after which the assistant answers again", async () => {
    const phone = newPhone();
    const words: Array<[string, KeywordLanguage]> = [
      ["Start!", "en"],
      ["yes", "en"],
      ["UNSTOP", "en"],
      ["comenzar", "es"],
    ];
    for (const [word, language] of words) {
      await textAndWait(t, phone, "STOP");
      expect(
        (await textAndWait(t, phone, word)).map((row) => row.content),
        word,
      ).toEqual([keywordReply("opt_in", language)]);
      expect((await userByPhone(t, phone))?.opted_out, word).toBe(false);
    }
    expect((await textAndWait(t, phone, "hi again")).map((row) => row.content)).toEqual([AI_TEXT]);
  });
});

describe("free text", () => {
  it("opts out on a common phrasing without asking the model", async () => {
    const phone = newPhone();
    const asked = t.ai.requests.length;
    await textAndWait(t, phone, "hello");
    await textAndWait(t, phone, "Please don't message me anymore.");
    expect(bodiesSentTo(phone)).toEqual([AI_TEXT, OPT_OUT_CONFIRMATION]);
    expect((await userByPhone(t, phone))?.opted_out).toBe(true);
    expect(t.ai.requests.length).toBe(asked + 1);
  });

  it("opts out when the model calls its opt_out tool: the confirmation alone, with the call's cost on it", async () => {
    const phone = newPhone();
    await textAndWait(t, phone, "hello");
    const asked = t.ai.requests.length;
    const [confirmation] = await textAndWait(t, phone, "Honestly I've had enough of all this, goodbye");
    expect(t.ai.requests.length).toBe(asked + 1);
    expect(JSON.stringify(t.ai.requests.at(-1)?.tools)).toContain('"name":"opt_out"');
    expect(confirmation).toMatchObject({ content: OPT_OUT_CONFIRMATION, kind: "opt_out", prompt_tokens: 50 });
    expect(bodiesSentTo(phone)).toEqual([AI_TEXT, OPT_OUT_CONFIRMATION]);
    const user = await userByPhone(t, phone);
    expect(user?.opted_out).toBe(true);
    expect(user?.free_messages_used).toBe(1);
  });

  it("answers a request about something else as usual", async () => {
    const phone = newPhone();
    for (const text of [
      "stop reminding me about the dentist",
      "don't text my mom",
      "how do I unsubscribe from Netflix",
    ])
      expect(
        (await textAndWait(t, phone, text)).map((row) => row.content),
        text,
      ).toEqual([AI_TEXT]);
    expect((await userByPhone(t, phone))?.opted_out).toBe(false);
  });
});

describe("after opting out", () => {
  it("stays silent to everything but a way back in, and START opts back in", async () => {
    const phone = newPhone();
    await textAndWait(t, phone, "stop texting me");
    const asked = t.ai.requests.length;
    for (const text of [
      "hello?",
      "stop texting me",
      "HELP",
      "remind me to call mom in 1 hour",
      "I've had enough",
    ])
      expect(await textAndWait(t, phone, text), text).toEqual([]);
    expect(t.ai.requests.length).toBe(asked);
    expect(bodiesSentTo(phone)).toEqual([OPT_OUT_CONFIRMATION]);
    expect((await textAndWait(t, phone, "START")).map((row) => row.content)).toEqual([OPT_IN_CONFIRMATION]);
    expect((await textAndWait(t, phone, "hello?")).map((row) => row.content)).toEqual([AI_TEXT]);
  });
});
