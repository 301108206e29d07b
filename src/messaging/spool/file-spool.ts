import { existsSync } from "node:fs";
import {
  appendFile,
  type FileHandle,
  open,
  readFile,
  rename,
  rmdir,
  unlink,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import { acquireDirectoryLock, type DirectoryLock } from "../../db/directory-lock.js";
import { Batcher } from "../../loops/batcher.js";
import { formatEntry, parseEntries, type SpoolEntry } from "./spool-entry.js";

const PENDING = "pending.jsonl";
const REPLAYING = "replaying.jsonl";
const UNTAKEN = "untaken.jsonl";
const UNREADABLE = "unreadable.jsonl";

/**
 * The webhook spool (decision 015): an append-only file of the webhooks the database could not
 * take, each fsynced before Twilio is answered 200. New entries go to `pending.jsonl`; a replay
 * renames it to `replaying.jsonl` and reads that, so appends never race the reader. Entries that
 * still fail once the database answers again go to `untaken.jsonl` for an operator, and lines that
 * are no entry at all to `unreadable.jsonl`, before the replay reaches them.
 *
 * One process owns a spool directory (its lock): each web process has its own.
 */
export class FileSpool {
  private readonly appends: Batcher<string, void>;
  /** Writes and the file's rotation, one at a time: an append never meets a closed handle. */
  private fileWork: Promise<unknown> = Promise.resolve();
  private pendingCount: number;
  private replayingCount: number;

  private constructor(
    readonly directory: string,
    private readonly lock: DirectoryLock,
    private handle: FileHandle,
    counts: { pending: number; replaying: number },
  ) {
    this.pendingCount = counts.pending;
    this.replayingCount = counts.replaying;
    // Webhooks spooled at once share one write and one fsync.
    this.appends = new Batcher<string, void>((lines) =>
      this.exclusive(async () => {
        await this.handle.appendFile(lines.join(""));
        await this.handle.datasync();
        this.pendingCount += lines.length;
        return lines.map(() => undefined);
      }),
    );
  }

  static async open(directory: string): Promise<FileSpool> {
    const lock = acquireDirectoryLock(directory, "spool.lock");
    try {
      const counts = {
        pending: (await readEntries(join(directory, PENDING))).length,
        replaying: (await readEntries(join(directory, REPLAYING))).length,
      };
      const handle = await open(join(directory, PENDING), "a");
      return new FileSpool(directory, lock, handle, counts);
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  /** Webhooks kept here and not yet taken by the database. */
  get depth(): number {
    return this.pendingCount + this.replayingCount;
  }

  /** Resolves once the entry is on disk. */
  async append(entry: SpoolEntry): Promise<void> {
    await this.appends.add(formatEntry(entry));
  }

  /**
   * The entries to replay now: those of an unfinished replay, or else everything pending (moved
   * aside so new webhooks go to a fresh file). Replaying an entry twice is harmless: texts are
   * deduplicated by MessageSid and a status never moves backwards. Lines that are no entry are set
   * aside at once, as they were, and counted in `setAside`.
   */
  async entriesToReplay(): Promise<{ entries: SpoolEntry[]; setAside: number }> {
    const replaying = join(this.directory, REPLAYING);
    let setAside = 0;
    for (;;) {
      if (!existsSync(replaying) && !(await this.movePendingTo(replaying))) return { entries: [], setAside };
      const { entries, unreadable } = parseEntries(await readFile(replaying, "utf8"));
      if (unreadable.length > 0) await this.setAsideUnreadable(replaying, entries, unreadable);
      setAside += unreadable.length;
      this.replayingCount = entries.length;
      if (entries.length > 0) return { entries, setAside };
      // Nothing in it could be replayed: what is pending comes next.
      await this.finishReplay();
    }
  }

  /** Moves what is pending aside, so new webhooks go to a fresh file; false if nothing is. */
  private movePendingTo(replaying: string): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.pendingCount === 0) return false;
      await this.handle.close();
      await rename(join(this.directory, PENDING), replaying);
      this.handle = await open(join(this.directory, PENDING), "a");
      this.pendingCount = 0;
      return true;
    });
  }

  /** Keeps the lines for an operator, then leaves the replay file with only its entries. */
  private async setAsideUnreadable(replaying: string, entries: SpoolEntry[], lines: string[]): Promise<void> {
    await appendDurably(join(this.directory, UNREADABLE), lines.map((line) => `${line}\n`).join(""));
    const rewritten = `${replaying}.new`;
    await writeFile(rewritten, entries.map(formatEntry).join(""), { flush: true });
    await rename(rewritten, replaying);
  }

  /** One entry of the replay was taken by the database. */
  replayed(): void {
    this.replayingCount = Math.max(0, this.replayingCount - 1);
  }

  /** Keeps an entry the database refuses for good, out of the way of the others. */
  async setAside(entry: SpoolEntry): Promise<void> {
    await appendFile(join(this.directory, UNTAKEN), formatEntry(entry));
    this.replayed();
  }

  /** The whole replay was taken: its file goes. */
  async finishReplay(): Promise<void> {
    await unlink(join(this.directory, REPLAYING)).catch(() => {});
    this.replayingCount = 0;
  }

  /** Closes the file; an empty spool leaves nothing behind. */
  async close(): Promise<void> {
    await this.exclusive(() => this.handle.close()).catch(() => {});
    if (this.depth === 0) await unlink(join(this.directory, PENDING)).catch(() => {});
    this.lock.release();
    if (this.depth === 0) await rmdir(this.directory).catch(() => {});
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.fileWork.then(work);
    this.fileWork = result.catch(() => {});
    return result;
  }
}

async function readEntries(path: string): Promise<SpoolEntry[]> {
  try {
    return parseEntries(await readFile(path, "utf8")).entries;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function appendDurably(path: string, text: string): Promise<void> {
  const file = await open(path, "a");
  try {
    await file.appendFile(text);
    await file.datasync();
  } finally {
    await file.close();
  }
}
