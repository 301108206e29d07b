import type { FastifyInstance } from "fastify";
import { ulid } from "ulid";
import { AppError } from "../../../domain/app-error.js";
import { mockChatApi } from "../../../shared/api/mock-chat.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../../shared/mock-chat.js";
import { toE164 } from "../../../shared/phone-numbers.js";
import type { AppContext } from "../../context.js";
import { routeFromContract } from "../../contract-route.js";

/** The console's mock chat: the real pipeline, from a test phone to a system number no carrier serves. */
export async function mockChatRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  routeFromContract(app, mockChatApi.send, async ({ body }) => {
    const from = requirePhone(body.from);
    const result = await ctx.messaging.receiveText({
      provider: "mock",
      providerMessageId: ulid(),
      from,
      to: MOCK_CHAT_SYSTEM_NUMBER,
      body: body.body,
      media: [],
    });
    await ctx.services.auditTrail.record({
      action: "send",
      resourceType: "mock_text",
      resourceId: result.outcome === "stored" ? result.messageId : null,
      summary: `mock chat text from ${from} (${result.outcome})`,
    });
    return {
      ok: true as const,
      ...(result.outcome === "stored" ? { messageId: result.messageId, threadId: result.threadId } : {}),
    };
  });
  routeFromContract(app, mockChatApi.threadByPhone, ({ params }) =>
    ctx.services.mockChat.threadByPhone(requirePhone(params.phone)),
  );
}

function requirePhone(input: string): string {
  const phone = toE164(input);
  if (!phone) throw AppError.validation({ phone: `"${input}" is not a valid phone number` });
  return phone;
}
