import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { messages } from "../../src/db/schema/index.js";
import { chatReply } from "../../src/domain/assistant/offline/offline-replies.js";
import type { AdminThreadMessage } from "../../src/shared/threads.js";
import { amrVoiceNote } from "../helpers/amr-files.js";
import { FakeMediaServer, pngOf, wavTone } from "../helpers/fake-media-server.js";
import { imageParts, lastUserContent, typedText } from "../helpers/model-request-parts.js";
import {
  ALICE,
  BOB,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

/**
 * An MMS through the signed webhook, its media served by a local media server: every picture
 * reaches the model, the limits hold, voice notes are transcribed and answered, and whatever could
 * not be used is named in the reply while the text is still answered.
 */
let t: PipelineApp;
let offline: PipelineApp;
let media: FakeMediaServer;
const TWILIO_AUTH = `Basic ${Buffer.from(`${TEST_TWILIO.accountSid}:${TEST_TWILIO.authToken}`).toString("base64")}`;

/** A server on this machine that no setting names: no media URL may reach it. */
let inside: FakeMediaServer;

beforeAll(async () => {
  [media, inside] = await Promise.all([new FakeMediaServer().start(), new FakeMediaServer().start()]);
  // localhost is named too, to show that a named host whose address is inside is still refused.
  const env = { TWILIO_MEDIA_HOSTS: `${media.host},localhost:${media.port}` };
  [t, offline] = await Promise.all([startPipelineApp({ env }), startPipelineApp({ offline: true, env })]);
  // The model echoes what it was asked, so each reply shows what reached it.
  t.ai.script = (request) => ({ text: `You said: ${typedText(request)}` });
}, 240_000);
afterAll(() => Promise.all([t.stopAll(), offline.stopAll(), media.stop(), inside.stop()]));

/** MediaUrlN and MediaContentTypeN for each item, as Twilio sends them. */
function mms(items: Array<{ url: string; type: string }>): Record<string, string> {
  const fields: Record<string, string> = { NumMedia: String(items.length) };
  items.forEach((item, index) => {
    fields[`MediaUrl${index}`] = item.url;
    fields[`MediaContentType${index}`] = item.type;
  });
  return fields;
}

/** Sends an MMS and returns the reply the person got, and the model's requests for it. */
async function send(
  app: PipelineApp,
  body: string,
  items: Array<{ url: string; type: string }>,
  from = ALICE,
) {
  app.ai.requests.length = 0;
  const before = app.twilio.sentTo(from).length;
  const response = await postTwilioWebhook(
    app.app,
    SMS_PATH,
    inboundSms(from, SYSTEM_NUMBER, body, mms(items)),
  );
  expect(response.statusCode).toBe(200);
  const sent = await eventually(
    () => app.twilio.sentTo(from),
    (texts) => texts.length > before,
    15_000,
  );
  await settled(app);
  return {
    reply: sent
      .slice(before)
      .map((text) => text.body)
      .join("\n"),
    requests: [...app.ai.requests],
  };
}

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString("base64")}`;

describe("pictures", { timeout: 60_000 }, () => {
  it("hands every picture of an MMS to the model, asking Twilio's API with its credentials and the CDN without", async () => {
    const pictures = [pngOf(4, 3, false), pngOf(8, 8), pngOf(16, 2)];
    const items = pictures.map((bytes, index) => {
      t.twilio.mediaRedirects.set(
        `/media/three-${index}`,
        media.put(`/three/${index}.png`, bytes, "image/png"),
      );
      return { url: `${t.twilio.baseUrl}/media/three-${index}`, type: "image/png" };
    });
    const { reply, requests } = await send(t, "what are these?", items);
    expect(requests).toHaveLength(1);
    expect(imageParts(lastUserContent(requests[0]))).toEqual(
      pictures.map((bytes) => dataUrl(bytes, "image/png")),
    );
    expect(reply).toBe("You said: what are these?");
    const atTwilio = t.twilio.mediaRequests.filter((request) => request.url.startsWith("/media/three-"));
    expect(atTwilio.map((request) => request.authorization)).toEqual([TWILIO_AUTH, TWILIO_AUTH, TWILIO_AUTH]);
    const atCdn = media.requests.filter((request) => request.path.startsWith("/three/"));
    expect(atCdn.map((request) => request.authorization)).toEqual([undefined, undefined, undefined]);
  });

  it("refuses a picture over 5 MB, says so, and still answers the text", async () => {
    const big = pngOf(1300, 1300);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const { reply, requests } = await send(t, "is this a cat?", [
      { url: media.put("/big.png", big, "image/png"), type: "image/png" },
    ]);
    expect(lastUserContent(requests[0])).toBe("is this a cat?");
    expect(reply).toContain("You said: is this a cat?");
    expect(reply).toContain("I couldn't open one of your pictures (larger than 5 MB).");
  });

  it("stops at 20 MB in all: the pictures before the limit reach the model, the rest are named", async () => {
    const picture = pngOf(1100, 1100);
    expect(picture.length).toBeLessThan(5 * 1024 * 1024);
    expect(picture.length * 5).toBeGreaterThan(20 * 1024 * 1024);
    const items = [0, 1, 2, 3, 4].map((index) => ({
      url: media.put(`/heavy/${index}.png`, picture, "image/png"),
      type: "image/png",
    }));
    const { reply, requests } = await send(t, "rate my photos", items);
    expect(imageParts(lastUserContent(requests[0]))).toHaveLength(4);
    expect(reply).toContain("You said: rate my photos");
    expect(reply).toContain("I couldn't open one of your pictures (more than 20 MB in all).");
  });

  it("skips a video and a contact card without fetching them, says so, and answers the rest", async () => {
    const photo = pngOf(2, 2);
    const { reply, requests } = await send(t, "see attached", [
      { url: media.put("/clip.mp4", Buffer.from("not really a video"), "video/mp4"), type: "video/mp4" },
      { url: media.put("/card.vcf", Buffer.from("BEGIN:VCARD"), "text/vcard"), type: "text/vcard" },
      { url: media.put("/ok.png", photo, "image/png"), type: "image/png" },
    ]);
    expect(imageParts(lastUserContent(requests[0]))).toEqual([dataUrl(photo, "image/png")]);
    expect(reply).toContain("You said: see attached");
    expect(reply).toContain(
      "I couldn't open 2 of your attachments: I can only read pictures and voice notes.",
    );
    expect(media.requests.map((request) => request.path)).not.toContain("/clip.mp4");
  });

  it("says a picture could not be downloaded (404) and answers the text", async () => {
    const { reply, requests } = await send(t, "and this one?", [
      { url: media.url("/expired.jpg"), type: "image/jpeg" },
    ]);
    expect(lastUserContent(requests[0])).toBe("and this one?");
    expect(reply).toContain("You said: and this one?");
    expect(reply).toContain("I couldn't open one of your pictures (it could not be downloaded).");
  });
});

describe("media URLs that point elsewhere", { timeout: 60_000 }, () => {
  const NOT_DOWNLOADED = "I couldn't open one of your pictures (it could not be downloaded).";
  // A sender per text, so that these many texts stay within the free messages.
  let senders = 0;
  const stranger = () => `+1646555${String(++senders).padStart(4, "0")}`;

  it("fetches nothing from a host, port or scheme no setting names, and still answers the text", async () => {
    const photo = pngOf(2, 2);
    const api = new URL(t.twilio.baseUrl);
    for (const url of [
      inside.put("/inside.png", photo, "image/png"),
      `http://localhost:${media.port}/ok.png`,
      `https://${media.host}/ok.png`,
      `http://${api.hostname}:${inside.port}/inside.png`,
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]/",
      `http://user:pass@${media.host}/ok.png`,
    ]) {
      const { reply, requests } = await send(t, "look", [{ url, type: "image/png" }], stranger());
      expect(lastUserContent(requests[0]), url).toBe("look");
      expect(reply, url).toContain(NOT_DOWNLOADED);
    }
    expect(inside.requests).toEqual([]);
  });

  it("checks every redirect: none to another host or port, to a metadata address or another scheme", async () => {
    const photo = inside.put("/secret.png", pngOf(2, 2), "image/png");
    const targets = [photo, "http://169.254.169.254/latest/meta-data/", "file:///etc/passwd"];
    for (const [index, target] of targets.entries()) {
      const url = media.redirect(`/hop-${index}`, target);
      const { reply } = await send(t, "what is this?", [{ url, type: "image/png" }], stranger());
      expect(reply, target).toContain(NOT_DOWNLOADED);
    }
    expect(inside.requests).toEqual([]);
    // A media host is not Twilio's API: not even a redirect back to the API gets the credentials.
    const back = media.redirect("/back-to-the-api", `${t.twilio.baseUrl}/media/photo.png`);
    await send(t, "and this?", [{ url: back, type: "image/png" }], stranger());
    expect(t.twilio.mediaRequests.at(-1)).toEqual({ url: "/media/photo.png", authorization: undefined });
  });

  it("gives up after five redirects", async () => {
    const photo = pngOf(2, 2);
    const last = media.put("/chain/end.png", photo, "image/png");
    for (let hop = 5; hop >= 0; hop--)
      media.redirect(`/chain/${hop}`, hop === 5 ? last : media.url(`/chain/${hop + 1}`));
    const { reply } = await send(
      t,
      "chained",
      [{ url: media.url("/chain/0"), type: "image/png" }],
      stranger(),
    );
    expect(reply).toContain(NOT_DOWNLOADED);
    expect(media.requests.map((request) => request.path)).not.toContain("/chain/end.png");
    const shorter = await send(
      t,
      "chained less",
      [{ url: media.url("/chain/1"), type: "image/png" }],
      stranger(),
    );
    expect(imageParts(lastUserContent(shorter.requests[0]))).toEqual([dataUrl(photo, "image/png")]);
  });

  it("sends Twilio's credentials to no other origin, not even another port of the API's host", async () => {
    const photo = pngOf(2, 2);
    const { requests } = await send(
      t,
      "credentials?",
      [{ url: media.put("/no-auth.png", photo, "image/png"), type: "image/png" }],
      stranger(),
    );
    expect(imageParts(lastUserContent(requests[0]))).toEqual([dataUrl(photo, "image/png")]);
    expect(media.requests.find((request) => request.path === "/no-auth.png")?.authorization).toBeUndefined();
  });
});

describe("voice notes", { timeout: 60_000 }, () => {
  it("transcribes a WAV voice note, keeps the transcript, shows it in the thread, and answers it", async () => {
    await writeSetting(t.database.db, "TRANSCRIPTION_MODEL", "whisper-large-v3");
    const wav = wavTone(440, 0.5);
    t.ai.transcribe = (upload) => ({
      text: upload.bytes.equals(wav) ? "Remind me to call mom" : "some other file",
    });
    const { reply, requests } = await send(
      t,
      "",
      [{ url: media.put("/voice.wav", wav, "audio/wav"), type: "audio/wav" }],
      BOB,
    );
    const [upload] = t.ai.transcriptions.slice(-1);
    expect(upload).toMatchObject({ model: "whisper-large-v3", contentType: "audio/wav" });
    expect(upload?.fileName).toMatch(/\.wav$/);
    expect(lastUserContent(requests[0])).toBe("Remind me to call mom");
    expect(reply).toBe("You said: Remind me to call mom");

    const [stored] = await t.database.db.select().from(messages).where(eq(messages.sender, BOB));
    expect(stored?.transcript).toBe("Remind me to call mom");
    const cookie = await signInCookie(t.app);
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/thread-messages/${stored?.thread_id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const inbound = response.json<AdminThreadMessage[]>().find((message) => message.sender_role === "user");
    expect(inbound?.transcript).toBe("Remind me to call mom");
  });

  it("answers the typed text and the voice note together", async () => {
    const wav = wavTone(220, 0.3);
    t.ai.transcribe = () => ({ text: "and buy milk" });
    const { reply } = await send(t, "Two things:", [
      { url: media.put("/voice-2.ogg", wav, "audio/ogg"), type: "audio/ogg" },
    ]);
    expect(reply).toBe("You said: Two things:\nand buy milk");
  });

  it("converts an Android voice note (AMR, bare or in 3GPP) to MP3, which the API takes", async () => {
    t.ai.transcribe = (upload) => ({ text: `heard ${upload.fileName}` });
    for (const [container, type] of [
      ["amr", "audio/amr"],
      ["3gp", "audio/3gpp"],
    ] as const) {
      const before = t.ai.transcriptions.length;
      const { reply } = await send(t, "", [
        { url: media.put(`/android.${container}`, amrVoiceNote(container), type), type },
      ]);
      const uploads = t.ai.transcriptions.slice(before);
      expect(uploads.map((upload) => [upload.fileName, upload.contentType])).toEqual([
        ["voice-note.mp3", "audio/mpeg"],
      ]);
      // An MPEG audio frame's sync bits.
      expect(uploads[0]?.bytes[0]).toBe(0xff);
      expect(reply).toBe("You said: heard voice-note.mp3");
    }
  });

  it("says when a voice note could not be transcribed, and answers the text", async () => {
    t.ai.transcribe = () => ({ status: 400 });
    const { reply } = await send(t, "hello", [
      { url: media.put("/voice-3.ogg", wavTone(300, 0.2), "audio/ogg"), type: "audio/ogg" },
    ]);
    expect(reply).toContain("You said: hello");
    expect(reply).toContain("I couldn't make out one of your voice notes.");
  });

  it("says the same of an AMR file that cannot be converted, without calling the API", async () => {
    const before = t.ai.transcriptions.length;
    const { reply } = await send(t, "hello again", [
      {
        url: media.put("/broken.amr", Buffer.from("#!AMR\n but not really"), "audio/amr"),
        type: "audio/amr",
      },
    ]);
    expect(reply).toContain("You said: hello again");
    expect(reply).toContain("I couldn't make out one of your voice notes.");
    expect(t.ai.transcriptions.length).toBe(before);
  });
});

describe("without an AI model", { timeout: 60_000 }, () => {
  it("says it cannot listen to audio yet, fetching nothing", async () => {
    const url = media.put("/offline.wav", wavTone(440, 0.2), "audio/wav");
    const { reply } = await send(offline, "", [{ url, type: "audio/wav" }]);
    expect(reply).toBe("I can't listen to audio yet, so please type what your voice note says.");
    expect(media.requests.map((request) => request.path)).not.toContain("/offline.wav");
  });

  it("still answers typed text sent with a voice note", async () => {
    const url = media.put("/offline-2.wav", wavTone(440, 0.2), "audio/wav");
    const { reply } = await send(offline, "what's the capital of Peru?", [{ url, type: "audio/wav" }]);
    expect(reply).toBe(
      `${chatReply()}\n\nI can't listen to audio yet, so please type what your voice note says.`,
    );
  });
});
