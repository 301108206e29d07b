import type { Database } from "../../db/client.js";
import { purgeProcessedQueuedMessages } from "../../db/repositories/queued-messages.js";
import {
  clearLastMessagesBefore,
  clearMediaBefore,
  deleteMessagesBefore,
  deleteMockMediaBefore,
  type MessageCursor,
} from "../../db/repositories/retention.js";
import { readSettings } from "../../db/repositories/settings.js";
import type { Clock } from "../clock.js";
import { retentionCutoffs } from "./retention-cutoffs.js";

/** Rows per statement: each batch is a transaction of a few milliseconds. */
export const RETENTION_BATCH = 2000;

/** What one pass removed, by kind: counts only, so the log line carries no content. */
export interface RetentionCounts {
  messages: number;
  queuedMessages: number;
  lastMessages: number;
  media: number;
  mockMedia: number;
}

export interface RetentionDeps {
  db: Database;
  clock: Clock;
  /** Rows per statement; tests pass a small one to see several batches. */
  batchSize?: number;
  /** Aborted when the process stops: the pass ends after the batch in progress, the next one goes on. */
  signal?: AbortSignal;
}

/**
 * One retention pass over the settings as they are now: texts older than MESSAGE_RETENTION_DAYS
 * (with processed queued messages and threads' copies of their last text), then media and
 * transcripts older than MEDIA_RETENTION_DAYS. Texts still in flight wait for the next pass.
 * Thread rows, their message counts and the dashboard's totals stay.
 */
export async function runRetention(deps: RetentionDeps): Promise<RetentionCounts> {
  const { db, clock, signal } = deps;
  const limit = deps.batchSize ?? RETENTION_BATCH;
  /** Runs `batch` until it handles fewer rows than a full batch, or the process stops; the total. */
  async function untilShort(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    while (!signal?.aborted) {
      const handled = await batch();
      total += handled;
      if (handled < limit) break;
    }
    return total;
  }

  const { messagesBefore, mediaBefore } = retentionCutoffs(await readSettings(db), clock.now());
  const counts: RetentionCounts = { messages: 0, queuedMessages: 0, lastMessages: 0, media: 0, mockMedia: 0 };
  if (messagesBefore) {
    counts.messages = await untilShort(() => deleteMessagesBefore(db, messagesBefore, limit));
    if (!signal?.aborted) counts.queuedMessages = await purgeProcessedQueuedMessages(db, messagesBefore);
    let afterId = 0;
    counts.lastMessages = await untilShort(async () => {
      const batch = await clearLastMessagesBefore(db, messagesBefore, afterId, limit);
      afterId = batch.lastId;
      return batch.cleared;
    });
  }
  if (mediaBefore) {
    let after: MessageCursor | null = null;
    counts.media = await untilShort(async () => {
      const batch = await clearMediaBefore(db, mediaBefore, after, limit);
      after = batch.last ?? after;
      return batch.cleared;
    });
    counts.mockMedia = await untilShort(() => deleteMockMediaBefore(db, mediaBefore, limit));
  }
  return counts;
}
