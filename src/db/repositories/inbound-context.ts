import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../client.js";
import { messages, threads, users } from "../schema/index.js";
import { configVersionColumn } from "./config-snapshot.js";
import type { MessageRow } from "./messages.js";

/**
 * Inbound texts with their thread and sender, in one round trip for any number of texts, and the
 * configuration's version as of the same read (see readConfigVersion), which saves checking it apart.
 */
export async function findInboundsWithContext(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      inbound: messages,
      thread: threads,
      user: users,
      configVersion: configVersionColumn(),
    })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.thread_id))
    .innerJoin(users, eq(users.phone_number, messages.sender))
    .where(inArray(messages.id, ids));
}

/**
 * The conversation the assistant sees when answering each of `inboundIds`, oldest first: everything
 * in its thread so far except that text and texts that arrived after it (they get their own turn).
 * Replies stored after the text arrived are included: the user saw them first. One round trip for
 * all the texts: the newest `limit` messages of each thread through a lateral join.
 */
export async function conversationsBefore(
  db: Executor,
  inboundIds: number[],
  limit: number,
): Promise<Map<number, MessageRow[]>> {
  const byInbound = new Map<number, MessageRow[]>(inboundIds.map((id) => [id, []]));
  if (inboundIds.length === 0) return byInbound;
  const inbound = alias(messages, "inbound");
  const history = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.thread_id, inbound.thread_id),
        sql`${messages.id} <> ${inbound.id}`,
        sql`not (${messages.sender_role} = 'user' and ${messages.id} > ${inbound.id})`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit)
    .as("history");
  const rows = await db
    .select({ inboundId: inbound.id, message: history._.selectedFields })
    .from(inbound)
    .innerJoinLateral(history, sql`true`)
    .where(inArray(inbound.id, inboundIds))
    .orderBy(inbound.id, history.id);
  for (const row of rows) byInbound.get(row.inboundId)?.push(row.message);
  return byInbound;
}
