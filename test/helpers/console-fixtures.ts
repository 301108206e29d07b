import type { Executor } from "../../src/db/client.js";
import { insertMicroUi } from "../../src/db/repositories/micro-uis.js";
import {
  adminAuditLog,
  messages,
  queuedMessages,
  systemNumbers,
  threadParticipants,
  threads,
  users,
} from "../../src/db/schema/index.js";

/** Rows for the console's tests, written straight to the database so each test states its own data. */

export const FIXTURE_SYSTEM_NUMBER = "+15005550006";

export type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

export async function addUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error("user insert returned nothing");
  return row;
}

export interface FixtureMessage {
  role: "user" | "assistant" | "system";
  content: string;
  at: Date;
  /** Sender of a user text; defaults to the thread's first participant. */
  from?: string;
  delivery_status?: string;
  segment_count?: number;
  ai_cost?: number;
  sms_cost?: number;
}

/** A thread with its participants and messages, its counters matching the messages as the pipeline keeps them. */
export async function addThread(
  db: Executor,
  participants: UserRow[],
  conversation: FixtureMessage[],
  systemNumber = FIXTURE_SYSTEM_NUMBER,
) {
  const phones = participants.map((user) => user.phone_number).sort();
  const last = conversation.at(-1);
  const [thread] = await db
    .insert(threads)
    .values({
      participants: phones,
      system_number: systemNumber,
      is_group_chat: phones.length > 1,
      message_count: conversation.length,
      last_message: last?.content ?? null,
      last_message_at: last?.at ?? null,
      created_at: conversation[0]?.at ?? new Date(),
      updated_at: last?.at ?? new Date(),
    })
    .returning();
  if (!thread) throw new Error("thread insert returned nothing");
  await db
    .insert(threadParticipants)
    .values(participants.map((user) => ({ thread_id: thread.id, user_id: user.id })));
  if (conversation.length > 0) {
    await db.insert(messages).values(
      conversation.map((message) => {
        const outbound = message.role !== "user";
        return {
          thread_id: thread.id,
          sender: outbound ? systemNumber : (message.from ?? phones[0] ?? ""),
          sender_role: message.role,
          content: message.content,
          kind: outbound ? (message.role === "assistant" ? "reply" : "policy") : "inbound",
          recipient: outbound ? (phones[0] ?? null) : null,
          delivery_status: message.delivery_status ?? (outbound ? "delivered" : "received"),
          segment_count: message.segment_count ?? 1,
          ai_cost: message.ai_cost ?? null,
          sms_cost: message.sms_cost ?? null,
          processed_at: outbound ? null : message.at,
          created_at: message.at,
          updated_at: message.at,
        };
      }),
    );
  }
  return thread;
}

export async function addSystemNumber(db: Executor, values: typeof systemNumbers.$inferInsert) {
  const [row] = await db.insert(systemNumbers).values(values).returning();
  if (!row) throw new Error("system number insert returned nothing");
  return row;
}

export async function addQueuedMessage(db: Executor, values: typeof queuedMessages.$inferInsert) {
  const [row] = await db.insert(queuedMessages).values(values).returning();
  if (!row) throw new Error("queued message insert returned nothing");
  return row;
}

/** A desktop Chrome's user agent: long enough to show how the console cuts it. */
export const CHROME_USER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * Audit entries as the admin calls write them, with a summary, address and browser unless given.
 * Straight to the table: the reads are tested apart from the writes.
 */
export async function addAuditEntries(
  db: Executor,
  entries: ReadonlyArray<Omit<typeof adminAuditLog.$inferInsert, "summary"> & { summary?: string }>,
) {
  return db
    .insert(adminAuditLog)
    .values(
      entries.map((entry) => ({
        summary: `${entry.action} ${entry.resource_type} ${entry.resource_id ?? ""}`.trimEnd(),
        ip: "203.0.113.7",
        user_agent: CHROME_USER_AGENT,
        ...entry,
      })),
    )
    .returning();
}

export const hoursAgo = (hours: number, now = new Date()) => new Date(now.getTime() - hours * 3_600_000);
export const daysAgo = (days: number, now = new Date()) => hoursAgo(days * 24, now);

/** A one-line checklist page in a person's thread, as the micro UI screens list it. */
export async function addChecklistMicroUi(
  db: Executor,
  values: { slug: string; thread_id: number; user_id: number; at: Date },
) {
  return insertMicroUi(db, {
    type: "checklist",
    ...values,
    payload: {
      meta: { type: "checklist", title: "Groceries" },
      layout: { type: "page", components: [{ id: "t", type: "text", props: { content: "Hello" } }] },
      data: {},
    },
  });
}
