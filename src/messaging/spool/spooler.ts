import type { Logger } from "../../domain/logger.js";
import type { FileSpool } from "./file-spool.js";
import type { SpoolEntry } from "./spool-entry.js";
import { SpoolReplay } from "./spool-replay.js";

export const SPOOLED = Symbol("spooled");

/**
 * Keeps a webhook the database cannot take (decision 015): it goes to the spool, Twilio is answered
 * 200, and the replay takes it into the database once it answers again.
 */
export class Spooler {
  private readonly replay: SpoolReplay;

  constructor(
    private readonly spool: FileSpool,
    private readonly log: Logger,
    options: {
      take(entry: SpoolEntry): Promise<unknown>;
      databaseAnswers(): Promise<boolean>;
      firstRetryMs?: number;
    },
  ) {
    this.replay = new SpoolReplay({ spool, log, ...options });
  }

  /** Webhooks kept in the spool, not yet in the database. */
  get depth(): number {
    return this.spool.depth;
  }

  /** Runs `take`; if it fails, spools the entry instead. Fails only if the spool cannot be written either. */
  async takeOrKeep<T>(entry: SpoolEntry, take: () => Promise<T>): Promise<T | typeof SPOOLED> {
    try {
      return await take();
    } catch (error) {
      try {
        await this.spool.append(entry);
      } catch (spoolError) {
        this.log.error({ err: spoolError }, "could not write the webhook spool either");
        throw error;
      }
      this.log.warn(
        { err: error, kind: entry.kind, depth: this.depth },
        "the database could not take a webhook; spooled",
      );
      this.replay.kick();
      return SPOOLED;
    }
  }

  /** Replays what an earlier run left in the spool. */
  resume(): void {
    if (this.depth > 0) this.replay.kick();
  }

  async close(): Promise<void> {
    await this.replay.stop();
    await this.spool.close();
  }
}
