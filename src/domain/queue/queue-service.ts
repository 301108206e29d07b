import type { Database } from "../../db/client.js";
import {
  countQueuedMessages,
  listQueuedMessages,
  listQueuedMessagesBefore,
} from "../../db/repositories/queued-messages.js";
import type { QueueFilter, QueuePage, QueueQuery } from "../../shared/queue.js";
import { csvExport } from "../csv/csv-export.js";
import { QUEUE_CSV_COLUMNS } from "./queue-csv.js";
import { toQueuedMessage } from "./queued-message-mapper.js";

/** The message queue: one filtered page and the total the filter matches, or all of it as CSV. */
export function createQueueService(db: Database) {
  return {
    page: async (query: QueueQuery): Promise<QueuePage> => {
      const [rows, total] = await Promise.all([
        listQueuedMessages(db, query),
        countQueuedMessages(db, query),
      ]);
      return { messages: rows.map(toQueuedMessage), total };
    },
    exportCsv: (filter: QueueFilter) =>
      csvExport(QUEUE_CSV_COLUMNS, (beforeId, limit) =>
        listQueuedMessagesBefore(db, filter, beforeId, limit),
      ),
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
