import type { Database } from "../../db/client.js";
import {
  countQueuedMessages,
  listQueuedMessages,
  listQueuedMessagesBefore,
} from "../../db/repositories/queued-messages.js";
import type { QueuedMessage, QueueFilter, QueueQuery } from "../../shared/queue.js";
import { csvExport } from "../csv/csv-export.js";
import type { ListPage } from "../list-page.js";
import { QUEUE_CSV_COLUMNS } from "./queue-csv.js";
import { toQueuedMessage } from "./queued-message-mapper.js";

/** The message queue: one filtered page and the total the filter matches, or all of it as CSV. */
export function createQueueService(db: Database) {
  return {
    page: async (query: QueueQuery): Promise<ListPage<QueuedMessage>> => {
      const [rows, total] = await Promise.all([
        listQueuedMessages(db, query),
        countQueuedMessages(db, query),
      ]);
      return { items: rows.map(toQueuedMessage), total };
    },
    exportCsv: (filter: QueueFilter) =>
      csvExport(QUEUE_CSV_COLUMNS, (beforeId, limit) =>
        listQueuedMessagesBefore(db, filter, beforeId, limit),
      ),
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
