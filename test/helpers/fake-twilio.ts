import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { HOSTED_API_KEEP_ALIVE_MS, readBody } from "./fake-ai-server.js";

export interface SentText {
  to: string;
  /** The From field, "" when the text was sent through a Messaging Service instead. */
  from: string;
  /** The MessagingServiceSid field, null when the text was sent with From. */
  messagingServiceSid: string | null;
  body: string;
  /** A WhatsApp template's ContentSid and ContentVariables (a JSON object), sent instead of Body. */
  contentSid: string | null;
  contentVariables: string | null;
  mediaUrls: string[];
  statusCallback: string | null;
  sid: string;
  at: number;
  authorization: string | undefined;
}

export type TwilioFailure = { status: number; code: number; message: string };

/**
 * A Twilio-compatible Messages API on 127.0.0.1: records every text, answers like Twilio, and can
 * be told to fail the next calls (429, 500, 21610...).
 */
export class FakeTwilio {
  readonly sent: SentText[] = [];
  readonly failures: TwilioFailure[] = [];
  /** The calls answered with an error (a failure told to it, or a call Twilio would refuse), with its code. */
  readonly refused: Array<Omit<SentText, "sid" | "at" | "authorization"> & { code: number }> = [];
  /** While set, sends wait for it before they are recorded and answered: a text stays in flight. */
  hold: Promise<void> | null = null;
  /**
   * How long an accepted send waits before Twilio's answer, as the real API takes a few hundred
   * milliseconds: the text is recorded first, so a sender that dies meanwhile leaves a text Twilio
   * has and its sender never heard about.
   */
  answerDelayMs = 0;
  private server: Server | null = null;
  private counter = 0;

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void readBody(request).then(async (raw) => {
        if (request.method === "GET" && request.url?.startsWith("/media/")) {
          this.serveMedia(request.url, request.headers.authorization, response);
          return;
        }
        if (request.method === "GET" && request.url?.includes("/Messages.json")) {
          this.listMessages(request.url, response);
          return;
        }
        const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(request.url ?? "");
        if (request.method !== "POST" || !match) {
          response.writeHead(404, { "content-type": "application/json" });
          response.end(JSON.stringify({ code: 20404, message: "not found" }));
          return;
        }
        if (this.hold) await this.hold;
        const form = new URLSearchParams(raw);
        const call = {
          to: form.get("To") ?? "",
          from: form.get("From") ?? "",
          messagingServiceSid: form.get("MessagingServiceSid"),
          body: form.get("Body") ?? "",
          contentSid: form.get("ContentSid"),
          contentVariables: form.get("ContentVariables"),
          mediaUrls: form.getAll("MediaUrl"),
          statusCallback: form.get("StatusCallback"),
        };
        const failure =
          this.failures.shift() ??
          (call.from || call.messagingServiceSid
            ? undefined
            : {
                status: 400,
                code: 21603,
                message: "A 'From' or 'MessagingServiceSid' parameter is required",
              });
        if (failure) {
          this.refused.push({ ...call, code: failure.code });
          response.writeHead(failure.status, { "content-type": "application/json" });
          response.end(
            JSON.stringify({ code: failure.code, message: failure.message, status: failure.status }),
          );
          return;
        }
        const sid = `SM${String(++this.counter).padStart(32, "0")}`;
        this.sent.push({ ...call, sid, at: Date.now(), authorization: request.headers.authorization });
        if (this.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
        response.writeHead(201, { "content-type": "application/json" });
        response.end(JSON.stringify({ sid, status: "queued", account_sid: match[1] }));
      });
    });
    this.server.keepAliveTimeout = HOSTED_API_KEEP_ALIVE_MS;
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /**
   * MMS media behind basic auth, as Twilio serves it: /media/photo.png is an image, a path in
   * `mediaRedirects` a 302 to the CDN URL it names, anything else text.
   */
  readonly mediaRequests: Array<{ url: string; authorization: string | undefined }> = [];
  readonly mediaRedirects = new Map<string, string>();
  expectedAuthorization: string | undefined;

  private serveMedia(
    url: string,
    authorization: string | undefined,
    response: import("node:http").ServerResponse,
  ) {
    this.mediaRequests.push({ url, authorization });
    if (this.expectedAuthorization && authorization !== this.expectedAuthorization) {
      response.writeHead(401).end();
      return;
    }
    const location = this.mediaRedirects.get(url);
    if (location) {
      response.writeHead(302, { location }).end();
      return;
    }
    const isImage = url.endsWith(".png");
    response.writeHead(200, { "content-type": isImage ? "image/png" : "text/plain" });
    response.end(isImage ? Buffer.from("89504e470d0a1a0a", "hex") : "not an image");
  }

  /** The message lists asked for (GET Messages.json), by their To filter. */
  readonly lists: string[] = [];

  /** GET Messages.json?To=…: the texts sent to one address, newest first, as Twilio lists them. */
  private listMessages(url: string, response: import("node:http").ServerResponse) {
    const to = new URL(url, "http://twilio.test").searchParams.get("To") ?? "";
    this.lists.push(to);
    const messages = this.sent
      .filter((text) => text.to === to)
      .reverse()
      .map((text) => ({
        sid: text.sid,
        to: text.to,
        from: text.from,
        body: text.body,
        status: "queued",
        messaging_service_sid: text.messagingServiceSid,
        date_created: new Date(text.at).toUTCString().replace("GMT", "+0000"),
      }));
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ messages, next_page_uri: null, page_size: messages.length }));
  }

  sentTo(phone: string): SentText[] {
    return this.sent.filter((text) => text.to === phone);
  }
}
