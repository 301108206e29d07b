import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { link, mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { type DailyBackupRun, dailyBackupRunSchema } from "../../shared/backups.js";
import { type BackupName, parseBackupName } from "./backup-names.js";

export interface BackupFile extends BackupName {
  sizeBytes: number;
}

/** Where the daily job writes how its last run went, beside the backups, for every process to read. */
const DAILY_RUN_FILE = "daily-job.json";

/** The files of DATA_DIR/backups: only the backups, none of the temporary or other files. */
export function createBackupDirectory(directory: string) {
  return {
    directory,

    async list(): Promise<BackupFile[]> {
      const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [] as string[];
        throw error;
      });
      const files: BackupFile[] = [];
      for (const parsed of names.map(parseBackupName)) {
        if (!parsed) continue;
        const size = await stat(join(directory, parsed.name)).then(
          (info) => info.size,
          () => null,
        );
        // A file pruned between the listing and its stat is simply gone.
        if (size !== null) files.push({ ...parsed, sizeBytes: size });
      }
      return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    /**
     * Writes a backup under a temporary name and renames it into place once it is complete and on
     * disk (the file, then the directory, synced), so a half-written backup is never listed. On a
     * failure the temporary file is removed.
     */
    async write<T>(
      name: string,
      fill: (out: Writable) => Promise<T>,
    ): Promise<{ result: T; sizeBytes: number }> {
      await mkdir(directory, { recursive: true });
      const partial = join(directory, `.${name}.partial`);
      const out = createWriteStream(partial, { flags: "wx" });
      // A failure to create the file is an error event; waiting for the open turns it into a throw.
      await once(out, "open");
      // A later write error is read back by finished() below; unheard, it would end the process.
      out.on("error", () => undefined);
      try {
        const result = await fill(out);
        if (!out.writableEnded) out.end();
        await finished(out);
        // fsync applies to the file, whichever descriptor asks for it.
        const sizeBytes = await syncFile(partial, "r+");
        // A link never replaces a file of that name, as a rename would.
        await link(partial, join(directory, name));
        await rm(partial);
        await syncFile(directory, "r");
        return { result, sizeBytes };
      } catch (error) {
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },

    /** The file for download, or null when there is no such backup. */
    async open(name: string): Promise<{ sizeBytes: number; body: Readable } | null> {
      const path = join(directory, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { sizeBytes: info.size, body: createReadStream(path) };
    },

    remove: (name: string) => rm(join(directory, name), { force: true }),

    /** Deletes what backups started before `before` left half-written (a process that died mid-backup). */
    async removeAbandoned(before: Date): Promise<string[]> {
      const names = await readdir(directory).catch(() => [] as string[]);
      const abandoned = names.filter((name) => {
        const started = parseBackupName(name.replace(/^\./, "").replace(/\.partial$/, ""));
        return name.endsWith(".partial") && started !== null && started.createdAt < before;
      });
      for (const name of abandoned) await rm(join(directory, name), { force: true });
      return abandoned;
    },

    async lastDailyRun(): Promise<DailyBackupRun | null> {
      const text = await readFile(join(directory, DAILY_RUN_FILE), "utf8").catch(() => null);
      if (text === null) return null;
      const parsed = dailyBackupRunSchema.safeParse(safeJson(text));
      return parsed.success ? parsed.data : null;
    },

    async recordDailyRun(run: DailyBackupRun): Promise<void> {
      await mkdir(directory, { recursive: true });
      const partial = join(directory, `.${DAILY_RUN_FILE}.partial`);
      const file = await open(partial, "w");
      try {
        await file.writeFile(`${JSON.stringify(run)}\n`);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(partial, join(directory, DAILY_RUN_FILE));
    },
  };
}

export type BackupDirectory = ReturnType<typeof createBackupDirectory>;

/** Flushes a file or directory to disk and answers its size. */
async function syncFile(path: string, flags: "r" | "r+"): Promise<number> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
