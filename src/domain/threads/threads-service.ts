import type { Database } from "../../db/client.js";
import { latestThreadMessages } from "../../db/repositories/messages.js";
import {
  countThreads,
  findThreadById,
  listThreads,
  listThreadsBefore,
} from "../../db/repositories/threads.js";
import type { ListFilter, ListQuery } from "../../shared/list-query.js";
import type { ThreadSummary } from "../../shared/mock-chat.js";
import { type AdminThreadMessage, THREAD_MESSAGES_LIMIT } from "../../shared/threads.js";
import { AppError } from "../app-error.js";
import { csvExport } from "../csv/csv-export.js";
import type { ListPage } from "../list-page.js";
import { toAdminThreadMessage, toThreadSummary } from "./thread-mapper.js";
import { THREAD_CSV_COLUMNS } from "./threads-csv.js";

/** Threads: paged search, its CSV export, and one thread's latest messages with how many it has in all. */
export function createThreadsService(db: Database) {
  return {
    list: async (query: ListQuery): Promise<ListPage<ThreadSummary>> => {
      const [rows, total] = await Promise.all([listThreads(db, query), countThreads(db, query.search)]);
      return { items: rows.map(toThreadSummary), total };
    },
    exportCsv: ({ search }: ListFilter) =>
      csvExport(THREAD_CSV_COLUMNS, (beforeId, limit) => listThreadsBefore(db, search, beforeId, limit)),
    messages: async (threadId: number): Promise<ListPage<AdminThreadMessage>> => {
      const [thread, { rows, total }] = await Promise.all([
        findThreadById(db, threadId),
        latestThreadMessages(db, threadId, THREAD_MESSAGES_LIMIT),
      ]);
      if (!thread) throw AppError.notFound("Thread not found");
      return { items: rows.map(toAdminThreadMessage), total };
    },
  };
}

export type ThreadsService = ReturnType<typeof createThreadsService>;
