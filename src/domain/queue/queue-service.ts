import type { Database } from "../../db/client.js";
import { countQueuedMessages, listQueuedMessages } from "../../db/repositories/queued-messages.js";
import type { QueuePage, QueueQuery } from "../../shared/queue.js";
import { toQueuedMessage } from "./queued-message-mapper.js";

/** The message queue: one filtered page and the total the filter matches. */
export function createQueueService(db: Database) {
  return {
    page: async (query: QueueQuery): Promise<QueuePage> => {
      const [rows, total] = await Promise.all([
        listQueuedMessages(db, query),
        countQueuedMessages(db, query),
      ]);
      return { messages: rows.map(toQueuedMessage), total };
    },
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
