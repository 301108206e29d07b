import type { Database } from "../../db/client.js";
import { latestThreadMessages, recentThreadMessages } from "../../db/repositories/messages.js";
import { readSettings } from "../../db/repositories/settings.js";
import {
  countThreads,
  findThreadById,
  listThreads,
  listThreadsBefore,
} from "../../db/repositories/threads.js";
import type { ThreadSummary } from "../../shared/mock-chat.js";
import {
  type AdminThreadMessage,
  THREAD_MESSAGES_LIMIT,
  type ThreadListFilter,
  type ThreadListQuery,
  type ThreadUpdates,
} from "../../shared/threads.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { csvExport } from "../csv/csv-export.js";
import type { ListPage } from "../list-page.js";
import { takeoverTimeoutHours } from "./assistant-pause.js";
import { toAdminThreadMessage, toThreadSummary } from "./thread-mapper.js";
import { THREAD_CSV_COLUMNS } from "./threads-csv.js";

/**
 * Threads: paged search (all, or those waiting for a person), its CSV export, one thread's latest
 * messages with how many it has in all, and what an open thread polls for.
 */
export function createThreadsService({ db, clock }: { db: Database; clock: Clock }) {
  const timeoutHours = async () => takeoverTimeoutHours((await readSettings(db)).TAKEOVER_TIMEOUT_HOURS);
  return {
    list: async ({ needs_person, ...query }: ThreadListQuery): Promise<ListPage<ThreadSummary>> => {
      const filter = { search: query.search, needsPerson: needs_person };
      const [rows, total, hours] = await Promise.all([
        listThreads(db, { ...query, ...filter }),
        countThreads(db, filter),
        timeoutHours(),
      ]);
      return { items: rows.map((row) => toThreadSummary(row, hours)), total };
    },
    exportCsv: ({ search, needs_person }: ThreadListFilter) =>
      csvExport(THREAD_CSV_COLUMNS, (beforeId, limit) =>
        listThreadsBefore(db, { search, needsPerson: needs_person }, beforeId, limit),
      ),
    messages: async (threadId: number): Promise<ListPage<AdminThreadMessage>> => {
      const [thread, { rows, total }] = await Promise.all([
        findThreadById(db, threadId),
        latestThreadMessages(db, threadId, THREAD_MESSAGES_LIMIT),
      ]);
      if (!thread) throw AppError.notFound("Thread not found");
      return { items: rows.map(toAdminThreadMessage), total };
    },
    updates: async (threadId: number, after: number): Promise<ThreadUpdates> => {
      const [thread, rows, hours] = await Promise.all([
        findThreadById(db, threadId),
        recentThreadMessages(db, threadId, after, clock.now(), THREAD_MESSAGES_LIMIT),
        timeoutHours(),
      ]);
      if (!thread) throw AppError.notFound("Thread not found");
      return { thread: toThreadSummary(thread, hours), messages: rows.map(toAdminThreadMessage) };
    },
  };
}

export type ThreadsService = ReturnType<typeof createThreadsService>;
