import type { Logger } from "../../domain/logger.js";
import type { FileSpool } from "./file-spool.js";
import type { SpoolEntry } from "./spool-entry.js";

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** Failures of one entry, with the database answering, before it is set aside as untakeable. */
const ATTEMPTS_BEFORE_SETTING_ASIDE = 3;

export interface SpoolReplayOptions {
  spool: FileSpool;
  /** Takes one entry into the database as its webhook would have; throws if it cannot. */
  take(entry: SpoolEntry): Promise<unknown>;
  /** Whether the database answers now: an entry failing while it does is at fault itself. */
  databaseAnswers(): Promise<boolean>;
  log: Logger;
  firstRetryMs?: number;
}

/**
 * Replays the spool into the database whenever it holds entries: at start, after each spooled
 * webhook, and again with growing pauses while the database is still away. Entries go in the
 * order they arrived, so one person's texts keep their order.
 */
export class SpoolReplay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private retryMs: number;
  /** Entries of the current replay file already taken, so a resumed round skips them. */
  private taken = 0;
  private readonly failures = new Map<number, number>();

  constructor(private readonly options: SpoolReplayOptions) {
    this.retryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  }

  /** Replays soon, unless a replay is already running or waiting to retry. */
  kick(): void {
    if (this.stopped || this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.replay().finally(() => {
      this.running = null;
      if (this.again && !this.timer) {
        this.again = false;
        this.kick();
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async replay(): Promise<void> {
    try {
      while (!this.stopped) {
        const { entries, setAside } = await this.options.spool.entriesToReplay();
        if (setAside > 0)
          this.options.log.error(
            { lines: setAside },
            "spooled lines that are no webhook were set aside in unreadable.jsonl",
          );
        if (entries.length === 0) break;
        if (!(await this.replayFile(entries))) return this.retryLater();
        await this.options.spool.finishReplay();
        this.options.log.info({ entries: entries.length }, "spooled webhooks taken by the database");
        this.taken = 0;
        this.failures.clear();
      }
      this.retryMs = this.options.firstRetryMs ?? FIRST_RETRY_MS;
    } catch (error) {
      this.options.log.error({ err: error }, "could not read the webhook spool; retrying");
      this.retryLater();
    }
  }

  /** True when every entry was taken or set aside; false when the database is away. */
  private async replayFile(entries: SpoolEntry[]): Promise<boolean> {
    for (; this.taken < entries.length && !this.stopped; this.taken++) {
      const entry = entries[this.taken] as SpoolEntry;
      try {
        await this.options.take(entry);
        this.options.spool.replayed();
      } catch (error) {
        if (!(await this.options.databaseAnswers())) return false;
        const failures = (this.failures.get(this.taken) ?? 0) + 1;
        this.failures.set(this.taken, failures);
        if (failures < ATTEMPTS_BEFORE_SETTING_ASIDE) return false;
        this.options.log.error(
          { err: error, kind: entry.kind },
          "a spooled webhook keeps failing while the database answers; set aside in untaken.jsonl",
        );
        await this.options.spool.setAside(entry);
      }
    }
    return !this.stopped;
  }

  private retryLater(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}
