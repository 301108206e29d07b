/**
 * bench/backup: npm run backup's and npm run restore's work on the seed:large data set (100,000
 * users, 200,000 threads, 1,000,000 messages), on PGlite and PostgreSQL, restoring each engine's
 * backup into the other (the move). Prints each step's time, the file's size and the peak RSS of
 * the process doing the work: for a PGlite backup the child that reads the copy (and how long the
 * copy held the database), for the rest a child process of this benchmark that does only that step.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:backup
 *
 * Seeding takes minutes (about 7 on PGlite, 2 on PostgreSQL), so already seeded databases can be
 * given: BENCH_PGLITE_DATA_DIR (a stopped server's DATA_DIR) and BENCH_DATABASE_URL. The targets
 * are new scratch databases, removed afterwards. Targets (issue 36): backup ≤ 60 s on PGlite and
 * ≤ 20 s on PostgreSQL, restore ≤ 120 s, peak RSS ≤ 400 MB.
 */
import { fork } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FULL_DATASET, seedDataset } from "../scripts/large-dataset/seed-dataset.js";
import { SERVER_NODE_FLAGS } from "../src/config/node-flags.js";
import { restoreInto } from "../src/db/backup/restore-into.js";
import { writeBackup } from "../src/db/backup/write-backup.js";
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from "../src/db/client.js";
import { seedDefaults } from "../src/domain/defaults/seed-defaults.js";
import { createScratchPostgresDatabase } from "../test/helpers/test-database.js";

const MB = 1024 * 1024;
type Target = Extract<DatabaseOptions, { kind: "postgres" } | { kind: "pglite" }>;

interface StepFigures {
  seconds: number;
  peakRssMb: number;
  /** A PGlite backup: how long the copy held the database. */
  heldMs?: number;
}

async function seeded(options: Target): Promise<DatabaseHandle> {
  const database = await openDatabase(options);
  console.error(`seeding ${database.location} with seed:large's data set…`);
  await seedDefaults(database.db);
  await seedDataset(database.db, FULL_DATASET, () => {});
  return database;
}

/**
 * A step run in a child process of its own, so its peak RSS is its alone. A step on PGlite runs with
 * V8 flags: a backup's child stands for the server, with its flags (the reader of its copy inherits
 * them); a restore has `npm run restore`'s, the server's WebAssembly ones without its larger young
 * generation, which only adds memory to a restore.
 */
function flagsFor(step: "backup" | "restore"): string[] {
  return step === "backup"
    ? SERVER_NODE_FLAGS
    : SERVER_NODE_FLAGS.filter((flag) => flag.startsWith("--no-wasm"));
}

function inChild(step: "backup" | "restore", target: Target, file: string): Promise<StepFigures> {
  const asServer = target.kind === "pglite";
  const child = fork(process.argv[1] ?? "", [step, JSON.stringify(target), file], {
    execArgv: asServer ? [...process.execArgv, ...flagsFor(step)] : process.execArgv,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (figures) => resolve(figures as StepFigures));
    child.once("exit", (code) => reject(new Error(`the ${step} child exited with ${code}`)));
  });
}

async function childStep(step: string, target: Target, file: string): Promise<void> {
  const started = performance.now();
  let copy: { copyMs: number; readerPeakRssBytes: number } | undefined;
  // A restore is npm run restore's own: migrated to the backup's schema, restored, migrated on.
  if (step === "restore") await restoreInto(target, file);
  else {
    const database = await openDatabase({ ...target, migrate: "none" });
    try {
      await writeBackup(database, createWriteStream(file), { onCopy: (figures) => (copy = figures) });
    } finally {
      await database.close();
    }
  }
  // A PGlite backup's work is done by the reader of the copy: its memory is the figure.
  const peakRssBytes = copy?.readerPeakRssBytes ?? process.resourceUsage().maxRSS * 1024;
  const figures: StepFigures = {
    seconds: (performance.now() - started) / 1000,
    peakRssMb: peakRssBytes / MB,
    heldMs: copy?.copyMs,
  };
  process.send?.(figures, () => process.exit(0));
}

function line(label: string, figures: StepFigures, extra = ""): void {
  console.log(
    `${label.padEnd(34)} ${figures.seconds.toFixed(1).padStart(6)} s   peak RSS ${figures.peakRssMb.toFixed(0).padStart(4)} MB${extra}`,
  );
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "textpal-bench-backup-"));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratches: Array<{ drop(): Promise<void> }> = [];
  const scratchUrl = async (migrated: boolean) => {
    const scratch = await createScratchPostgresDatabase({ migrated });
    scratches.push(scratch);
    return scratch.url;
  };
  try {
    const pgliteDir = process.env.BENCH_PGLITE_DATA_DIR ?? join(work, "source");
    if (!process.env.BENCH_PGLITE_DATA_DIR)
      await (await seeded({ kind: "pglite", dataDir: pgliteDir })).close();
    const fromPglite = join(work, "from-pglite.ndjson.gz");
    const backup = await inChild("backup", { kind: "pglite", dataDir: pgliteDir }, fromPglite);
    line("backup, PGlite (server's copy)", backup, `   database held ${(backup.heldMs ?? 0).toFixed(0)} ms`);
    console.log(`${"  file".padEnd(34)} ${(statSync(fromPglite).size / MB).toFixed(1)} MB`);
    line(
      "restore into a new PGlite",
      await inChild("restore", { kind: "pglite", dataDir: join(work, "restored") }, fromPglite),
    );
    if (!serverUrl) {
      console.log("TEST_DATABASE_URL is not set: PostgreSQL skipped.");
      return;
    }
    line(
      "restore into PostgreSQL (the move)",
      await inChild("restore", { kind: "postgres", url: await scratchUrl(true) }, fromPglite),
    );
    const sourceUrl = process.env.BENCH_DATABASE_URL ?? (await scratchUrl(true));
    if (!process.env.BENCH_DATABASE_URL) await (await seeded({ kind: "postgres", url: sourceUrl })).close();
    const fromPostgres = join(work, "from-postgres.ndjson.gz");
    line("backup, PostgreSQL", await inChild("backup", { kind: "postgres", url: sourceUrl }, fromPostgres));
    console.log(`${"  file".padEnd(34)} ${(statSync(fromPostgres).size / MB).toFixed(1)} MB`);
    line(
      "restore into PGlite (back)",
      await inChild("restore", { kind: "pglite", dataDir: join(work, "back") }, fromPostgres),
    );
  } finally {
    for (const scratch of scratches) await scratch.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

const [step, target, file] = process.argv.slice(2);
if (step && target && file) await childStep(step, JSON.parse(target) as Target, file);
else await main();
