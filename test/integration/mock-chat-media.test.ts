import { eq } from "drizzle-orm";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMockMedia } from "../../src/db/repositories/mock-chat-media.js";
import { adminAuditLog } from "../../src/db/schema/index.js";
import { MOCK_CHAT_USER_PHONE, type ThreadWithMessages } from "../../src/shared/mock-chat.js";
import type { MockMedia } from "../../src/shared/mock-chat-media.js";
import { pngOf, wavTone } from "../helpers/fake-media-server.js";
import { imageParts, lastUserContent, typedText } from "../helpers/model-request-parts.js";
import { type PipelineApp, settled, startPipelineApp } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { eventually } from "../helpers/twilio-webhook.js";

/**
 * The mock chat attaches pictures and voice notes as a phone attaches them to an MMS: uploaded
 * first, then named by the text. The real pipeline reads them as it reads Twilio's media, so the
 * console shows every media behaviour: all pictures reach the model, voice notes are transcribed,
 * and too-large or unreadable files are named in the reply.
 */
let t: PipelineApp;
let offline: PipelineApp;
let cookie: string;
let offlineCookie: string;

beforeAll(async () => {
  [t, offline] = await Promise.all([startPipelineApp(), startPipelineApp({ offline: true })]);
  [cookie, offlineCookie] = await Promise.all([signInCookie(t.app), signInCookie(offline.app)]);
  t.ai.script = (request) => ({ text: `You said: ${typedText(request)}` });
}, 240_000);
afterAll(() => Promise.all([t.stopAll(), offline.stopAll()]));

const post = (app: PipelineApp, sessionCookie: string, url: string, body: unknown) =>
  app.app.inject({
    method: "POST",
    url,
    headers: { cookie: sessionCookie, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });

async function upload(app: PipelineApp, sessionCookie: string, bytes: Buffer, contentType: string) {
  const response = await post(app, sessionCookie, "/api/admin/mock-chat/media", {
    content_type: contentType,
    data: bytes.toString("base64"),
  });
  expect(response.statusCode).toBe(201);
  return response.json<MockMedia>();
}

/** A file of a type the upload now refuses, stored as an upload from before issue 39 was. */
const storedEarlier = (bytes: Buffer, contentType: string): Promise<MockMedia> =>
  insertMockMedia(t.database.db, ulid(), { contentType, bytes });

async function conversation(app: PipelineApp, sessionCookie: string): Promise<ThreadWithMessages> {
  const response = await app.app.inject({
    method: "GET",
    url: `/api/admin/thread-by-phone/${encodeURIComponent(MOCK_CHAT_USER_PHONE)}`,
    headers: { cookie: sessionCookie },
  });
  return response.json();
}

/** Sends a mock text with attachments and returns the assistant's reply and the thread as shown. */
async function sendText(app: PipelineApp, sessionCookie: string, body: string, media: string[]) {
  app.ai.requests.length = 0;
  const before = (await conversation(app, sessionCookie)).messages.length;
  const response = await post(app, sessionCookie, "/api/admin/mock-sms", {
    from: MOCK_CHAT_USER_PHONE,
    body,
    media,
  });
  expect(response.statusCode).toBe(202);
  const shown = await eventually(
    () => conversation(app, sessionCookie),
    (value) => value.messages.slice(before).some((message) => message.sender_role === "assistant"),
    15_000,
  );
  await settled(app);
  const added = shown.messages.slice(before);
  return {
    inbound: added.find((message) => message.sender_role === "user"),
    reply: added.find((message) => message.sender_role === "assistant")?.content ?? "",
    requests: [...app.ai.requests],
  };
}

describe("attachments in the mock chat", { timeout: 60_000 }, () => {
  it("stores an upload and serves it back with its type, inline for a picture", async () => {
    const png = pngOf(3, 3);
    const stored = await upload(t, cookie, png, "image/png");
    expect(stored).toMatchObject({ content_type: "image/png", byte_size: png.length });
    const served = await t.app.inject({
      url: `/api/admin/mock-chat/media/${stored.id}`,
      headers: { cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["content-disposition"]).toBe("inline");
    expect(served.rawPayload.equals(png)).toBe(true);
    // Not for anyone without a session.
    expect((await t.app.inject({ url: `/api/admin/mock-chat/media/${stored.id}` })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: "/api/admin/mock-chat/media/01NOPE", headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Attachment not found" });
  });

  it("serves a file a browser could run (HTML, SVG) as a download, never inline", async () => {
    const script = Buffer.from("<script>alert(1)</script>");
    for (const stored of [
      await storedEarlier(script, "text/html"),
      await upload(t, cookie, script, "image/svg+xml"),
    ]) {
      const served = await t.app.inject({
        url: `/api/admin/mock-chat/media/${stored.id}`,
        headers: { cookie },
      });
      expect(served.headers["content-disposition"]).toBe("attachment");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    }
  });

  it("hands every attached picture to the model and shows each with the text", async () => {
    const pictures = [pngOf(4, 3), pngOf(2, 2), pngOf(5, 1)];
    const ids = [];
    for (const picture of pictures) ids.push((await upload(t, cookie, picture, "image/png")).id);
    const { inbound, reply, requests } = await sendText(t, cookie, "what are these?", ids);
    expect(imageParts(lastUserContent(requests[0]))).toEqual(
      pictures.map((bytes) => `data:image/png;base64,${bytes.toString("base64")}`),
    );
    expect(reply).toBe("You said: what are these?");
    expect(inbound?.media).toEqual(ids.map((id) => ({ url: `mock-media:${id}`, content_type: "image/png" })));
  });

  it("transcribes an attached voice note sent without text, shows the transcript and answers it", async () => {
    const wav = wavTone(440, 0.3);
    t.ai.transcribe = (file) => ({ text: file.bytes.equals(wav) ? "Remind me to water the plants" : "?" });
    const voice = await upload(t, cookie, wav, "audio/wav");
    const { inbound, reply } = await sendText(t, cookie, "", [voice.id]);
    expect(inbound?.transcript).toBe("Remind me to water the plants");
    expect(reply).toBe("You said: Remind me to water the plants");
  });

  it("names a picture over 5 MB and a file that is not a picture or voice note, and answers the text", async () => {
    const large = await upload(t, cookie, Buffer.alloc(5 * 1024 * 1024 + 10, 1), "image/jpeg");
    const pdf = await storedEarlier(Buffer.from("%PDF-1.4"), "application/pdf");
    const { reply } = await sendText(t, cookie, "check these", [large.id, pdf.id]);
    expect(reply).toContain("You said: check these");
    expect(reply).toContain("I couldn't open one of your pictures (larger than 5 MB).");
    expect(reply).toContain("I can only read pictures and voice notes.");
  });

  it("without an AI model, says it cannot listen to audio yet", async () => {
    const voice = await upload(offline, offlineCookie, wavTone(300, 0.2), "audio/ogg");
    const { reply } = await sendText(offline, offlineCookie, "", [voice.id]);
    expect(reply).toBe("I can't listen to audio yet, so please type what your voice note says.");
  });

  it("records each upload in the audit log by type and size, never its bytes", async () => {
    const bytes = pngOf(2, 2);
    const stored = await upload(t, cookie, bytes, "image/png");
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.resource_id, stored.id));
    expect(entry).toMatchObject({ action: "create", resource_type: "mock_chat_media" });
    expect(entry?.summary).toBe(`image/png, ${bytes.length} bytes`);
  });
});

describe("refusals", () => {
  it("refuses a blank text with no attachment, an unknown attachment and more than ten", async () => {
    const blank = await post(t, cookie, "/api/admin/mock-sms", { from: MOCK_CHAT_USER_PHONE, body: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ body: "Message cannot be empty" });
    const unknown = await post(t, cookie, "/api/admin/mock-sms", {
      from: MOCK_CHAT_USER_PHONE,
      body: "hi",
      media: ["01UNKNOWN"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      media: "An attachment is no longer available: attach the file again",
    });
    const many = await post(t, cookie, "/api/admin/mock-sms", {
      from: MOCK_CHAT_USER_PHONE,
      body: "hi",
      media: Array.from({ length: 11 }, (_, index) => `id${index}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ media: "A text can carry at most 10 attachments" });
  });

  it("refuses a file over 8 MB, a body over the call's limit, bad base64, a nameless type and a type it does not read", async () => {
    const tooLarge = await post(t, cookie, "/api/admin/mock-chat/media", {
      content_type: "image/png",
      data: Buffer.alloc(8 * 1024 * 1024 + 1).toString("base64"),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual({ data: "A file can be at most 8 MB" });
    const overBody = await post(t, cookie, "/api/admin/mock-chat/media", {
      content_type: "image/png",
      data: "A".repeat(12 * 1024 * 1024),
    });
    expect(overBody.statusCode).toBe(413);
    expect(overBody.json().message).toMatch(/^Request body is too large \(the limit is 10\.7 MB\)\.$/);
    const notBase64 = await post(t, cookie, "/api/admin/mock-chat/media", {
      content_type: "image/png",
      data: "not base64!",
    });
    expect(notBase64.json().errors).toEqual({ data: "The file must be sent as base64" });
    const noType = await post(t, cookie, "/api/admin/mock-chat/media", { content_type: "", data: "AAAA" });
    expect(Object.keys(noType.json().errors)).toEqual(["content_type"]);
    // Only what the pipeline reads: pictures, and voice notes of the types it transcribes.
    for (const type of ["application/pdf", "text/html", "video/mp4", "audio/midi"]) {
      const unread = await post(t, cookie, "/api/admin/mock-chat/media", {
        content_type: type,
        data: "AAAA",
      });
      expect(unread.statusCode, type).toBe(400);
      expect(unread.json().errors).toEqual({
        content_type: "Attach a picture or a voice note: the assistant reads no other kind of file",
      });
    }
    // Other calls keep the 1 MB limit.
    const bigText = await post(t, cookie, "/api/admin/mock-sms", {
      from: MOCK_CHAT_USER_PHONE,
      body: "x".repeat(2_000_000),
    });
    expect(bigText.statusCode).toBe(413);
    expect(bigText.json().message).toBe("Request body is too large (the limit is 1 MB).");
  });
});
