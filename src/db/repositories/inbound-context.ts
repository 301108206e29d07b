import { and, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client.js";
import { messages, threads, users } from "../schema/index.js";
import { configVersionColumn } from "./config-snapshot.js";
import type { MessageRow } from "./messages.js";

/** What the assistant sees of an earlier message: who said it, what kind of message, its text (and what a voice note said). */
export type HistoryMessage = Pick<MessageRow, "sender_role" | "kind" | "content" | "transcript">;

/** The ids of a batch as one array parameter, so the statement's text is the same for any batch. */
const batchIds = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder("ids")}::bigint[])`;

/**
 * The two reads of every answered text, built and prepared once per database handle: on
 * PostgreSQL each connection parses and plans them once, and neither side rebuilds them per batch
 * (query building was a tenth of a worker's CPU in bench/inbound).
 */
export function prepareInboundReads(db: Database) {
  const contexts = db
    .select({
      inbound: messages,
      thread: threads,
      user: users,
      configVersion: configVersionColumn(),
    })
    .from(messages)
    .innerJoin(threads, eq(threads.id, messages.thread_id))
    .innerJoin(users, eq(users.phone_number, messages.sender))
    .where(batchIds(messages.id))
    .prepare("textpal_inbound_contexts");

  const inbound = alias(messages, "inbound");
  const history = db
    .select({
      id: messages.id,
      created_at: messages.created_at,
      sender_role: messages.sender_role,
      kind: messages.kind,
      content: messages.content,
      transcript: messages.transcript,
    })
    .from(messages)
    .where(
      and(
        eq(messages.thread_id, inbound.thread_id),
        sql`${messages.id} <> ${inbound.id}`,
        sql`not (${messages.sender_role} = 'user' and ${messages.id} > ${inbound.id})`,
      ),
    )
    // In the thread's own order, as the console shows it: the (thread_id, created_at) index then
    // yields the newest rows first and stops at the limit, however long the thread has grown.
    .orderBy(desc(messages.created_at), desc(messages.id))
    .limit(sql.placeholder("limit"))
    .as("history");
  const conversations = db
    .select({
      inboundId: inbound.id,
      message: {
        sender_role: history.sender_role,
        kind: history.kind,
        content: history.content,
        transcript: history.transcript,
      },
    })
    .from(inbound)
    .innerJoinLateral(history, sql`true`)
    .where(batchIds(inbound.id))
    .orderBy(inbound.id, history.created_at, history.id)
    .prepare("textpal_inbound_conversations");

  return {
    /**
     * Inbound texts with their thread and sender, in one round trip for any number of texts, and
     * the configuration's version as of the same read (see readConfigVersion), which saves
     * checking it apart.
     */
    async contexts(ids: number[]) {
      return ids.length === 0 ? [] : contexts.execute({ ids });
    },

    /**
     * The conversation the assistant sees when answering each of `inboundIds`, oldest first:
     * everything in its thread so far except that text and texts that arrived after it (they get
     * their own turn). Replies stored after the text arrived are included: the user saw them
     * first. One round trip for all the texts: the newest `limit` messages of each thread through
     * a lateral join.
     */
    async conversationsBefore(inboundIds: number[], limit: number): Promise<Map<number, HistoryMessage[]>> {
      const byInbound = new Map<number, HistoryMessage[]>(inboundIds.map((id) => [id, []]));
      if (inboundIds.length === 0) return byInbound;
      const rows = await conversations.execute({ ids: inboundIds, limit });
      for (const row of rows) byInbound.get(row.inboundId)?.push(row.message);
      return byInbound;
    },
  };
}
