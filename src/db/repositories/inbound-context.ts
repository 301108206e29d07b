import { and, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../client.js";
import { messages, threads, users } from "../schema/index.js";
import { configVersionColumn } from "./config-snapshot.js";
import type { MessageRow } from "./messages.js";

/** What the assistant sees of an earlier message: who said it, what kind of message, its text (and what a voice note said). */
export type HistoryMessage = Pick<MessageRow, "sender_role" | "kind" | "content" | "transcript">;

/** Later texts answered with one: a person's burst, not a flood (MAX_TEXTS_PER_MINUTE holds that). */
export const MAX_BURST = 20;
/** Past the highest MAX_TEXTS_PER_MINUTE a setting allows, the count stops: it is over any limit. */
const MAX_COUNTED_TEXTS = 1001;

/** A message row as json_agg writes it: instants as text. */
type RawMessage = {
  [K in keyof MessageRow]: MessageRow[K] extends Date | null ? string | null : MessageRow[K];
};

const INSTANTS = [
  "processed_at",
  "lease_until",
  "next_attempt_at",
  "sent_at",
  "pause_checked_at",
] as const satisfies ReadonlyArray<keyof MessageRow>;

function messageFromJson(raw: RawMessage): MessageRow {
  const row = {
    ...raw,
    created_at: new Date(raw.created_at as string),
    updated_at: new Date(raw.updated_at as string),
  };
  for (const key of INSTANTS) {
    const value = raw[key];
    (row as Record<string, unknown>)[key] = value === null ? null : new Date(value);
  }
  return row as unknown as MessageRow;
}

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
      // The thread's later unanswered texts: none can be claimed while this one is unanswered, so
      // its answer may answer them too (a burst). The partial index of unanswered texts finds them.
      later: sql<RawMessage[]>`(select coalesce(json_agg(f order by f.id), '[]') from (
          select f.* from ${messages} f
          where f.thread_id = ${messages.thread_id} and f.sender_role = 'user' and f.processed_at is null
            and f.id > ${messages.id}
          order by f.id limit ${MAX_BURST}) f)`,
      // For MAX_TEXTS_PER_MINUTE: counted up to a bound, through the (thread_id, created_at) index.
      recentTexts: sql<number>`(select count(*)::int from (
          select 1 from ${messages} r
          where r.thread_id = ${messages.thread_id} and r.sender_role = 'user'
            and r.created_at > ${sql.placeholder("since")}::timestamptz
          limit ${MAX_COUNTED_TEXTS}) r)`,
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
    async contexts(ids: number[], since: Date) {
      if (ids.length === 0) return [];
      const rows = await contexts.execute({ ids, since: since.toISOString() });
      return rows.map((row) => ({ ...row, later: row.later.map(messageFromJson) }));
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
