import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ulid } from "ulid";
import { z } from "zod";
import { AppError } from "../../../domain/app-error.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../../shared/mock-chat.js";
import { mockSmsSchema } from "../../../shared/mock-chat-input.js";
import { toE164 } from "../../../shared/phone-numbers.js";
import type { AppContext } from "../../context.js";

/** The console's mock chat: the real pipeline, from a test phone to a system number no carrier serves. */
export async function mockChatRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post("/mock-sms", { schema: { body: mockSmsSchema } }, async (request, reply) => {
    const from = requirePhone(request.body.from);
    const result = await ctx.messaging.receiveText({
      provider: "mock",
      providerMessageId: ulid(),
      from,
      to: MOCK_CHAT_SYSTEM_NUMBER,
      body: request.body.body,
      media: [],
    });
    return reply.status(202).send({
      ok: true,
      ...(result.outcome === "stored" ? { messageId: result.messageId, threadId: result.threadId } : {}),
    });
  });

  routes.get(
    "/thread-by-phone/:phone",
    { schema: { params: z.object({ phone: z.string() }) } },
    async (request) => ctx.services.mockChat.threadByPhone(requirePhone(request.params.phone)),
  );
}

function requirePhone(input: string): string {
  const phone = toE164(input);
  if (!phone) throw AppError.validation({ phone: `"${input}" is not a valid phone number` });
  return phone;
}
