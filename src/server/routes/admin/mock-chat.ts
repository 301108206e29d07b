import type { FastifyInstance } from "fastify";
import { ulid } from "ulid";
import { AppError } from "../../../domain/app-error.js";
import { mockChatApi } from "../../../shared/api/mock-chat.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../../shared/mock-chat.js";
import { showsInline } from "../../../shared/mock-chat-media.js";
import { toE164 } from "../../../shared/phone-numbers.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The console's mock chat: the real pipeline, from a test phone to a system number no carrier serves. */
export async function mockChatRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, mockChatApi.send, async ({ body }) => {
    const from = requirePhone(body.from);
    const entry = { action: "send", resourceType: "mock_text" } as const;
    // On WhatsApp and RCS the addresses carry the scheme, as Twilio's webhook sends them.
    const scheme = body.channel === "sms" ? "" : `${body.channel}:`;
    const text = {
      provider: "mock" as const,
      providerMessageId: ulid(),
      from: `${scheme}${from}`,
      to: `${scheme}${MOCK_CHAT_SYSTEM_NUMBER}`,
    };
    // The entry commits with the text: the core writes it in the transaction that stores the text.
    const media = await ctx.services.mockChatMedia.mediaOfText(body.media);
    const result = await ctx.messaging.receiveText({ ...text, body: body.body, media }, (tx, stored) =>
      ctx.services.auditTrail.recordIn(tx, {
        ...entry,
        resourceId: stored?.messageId ?? null,
        summary: `mock chat ${body.channel} text from ${from}${attachments(media.length)} (${stored ? "stored" : "duplicate"})`,
      }),
    );
    if (result.outcome === "refused") {
      await ctx.services.auditTrail.record({ ...entry, summary: `mock chat text from ${from} (refused)` });
    }
    return {
      ok: true as const,
      ...(result.outcome === "stored" ? { messageId: result.messageId, threadId: result.threadId } : {}),
    };
  });
  routeFromContract(app, mockChatApi.uploadMedia, ({ body }) =>
    ctx.services.mockChatMedia.upload(body.content_type, body.data),
  );
  routeFromContract(app, mockChatApi.media, async ({ params }, _request, reply) => {
    const file = await ctx.services.mockChatMedia.file(params.id);
    return (
      reply
        .type(file.contentType)
        // Shown inline only where a browser cannot run it: anything else (HTML, SVG, PDF) downloads.
        .header("content-disposition", showsInline(file.contentType) ? "inline" : "attachment")
        .header("cache-control", "private, max-age=86400, immutable")
        .send(file.bytes)
    );
  });
  routeFromContract(app, mockChatApi.threadByPhone, ({ params, query }) =>
    ctx.services.mockChat.threadByPhone(requirePhone(params.phone), query.channel),
  );
}

function attachments(count: number): string {
  if (count === 0) return "";
  return count === 1 ? " with 1 attachment" : ` with ${count} attachments`;
}

function requirePhone(input: string): string {
  const phone = toE164(input);
  if (!phone) throw AppError.validation({ phone: `"${input}" is not a valid phone number` });
  return phone;
}
