import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../client.js";
import { messages } from "../schema/index.js";

/**
 * The traceparent of the text a sent message answers, found by the provider's id for the message,
 * so a status callback continues that text's trace (decision 032); null when none is stored.
 */
export async function traceParentOfSent(
  db: Executor,
  provider: string,
  providerMessageId: string,
): Promise<string | null> {
  const answered = alias(messages, "answered");
  const [row] = await db
    .select({ traceParent: answered.trace_parent })
    .from(messages)
    .innerJoin(answered, eq(answered.id, messages.reply_to_id))
    .where(and(eq(messages.provider, provider), eq(messages.provider_message_id, providerMessageId)))
    .limit(1);
  return row?.traceParent ?? null;
}
