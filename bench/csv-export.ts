/**
 * bench/csv-export: GET /api/admin/users/export.csv over a real socket with 100,000 users, on
 * PGlite (a temporary directory) and, when TEST_DATABASE_URL is set, a scratch PostgreSQL database
 * (dropped afterwards). Prints the time to the last byte, the file's size and how far the
 * process's resident memory rose above its level before the request: the export streams, so that
 * rise stays far below the file's size. Server, database driver and client share this process, as
 * `npm start` on PGlite shares it; the client counts bytes and keeps none.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:csv-export
 *
 * BENCH_USERS (default 100000) sizes the dataset; BENCH_SKIP_PGLITE=1 skips PGlite.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase } from "../src/db/client.js";
import { signInCookie } from "../test/helpers/sign-in.js";
import { createScratchPostgresDatabase } from "../test/helpers/test-database.js";
import { createTestApp } from "../test/helpers/test-server.js";

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const SAMPLE_EVERY_MS = 5;
const MB = 1024 * 1024;

/** Users with profiles of a realistic length, some needing quotes, inserted in one statement. */
async function seedUsers(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`insert into users (phone_number, profile, last_active, referral_code)
    select '+1' || (2000000000 + g)::text,
      'Customer ' || g || ', likes "jazz" and hiking; reminders for the dentist, the gym and ' ||
        'the weekly supplier call. ' || repeat('x', g % 80),
      now() - (g % 1000) * interval '1 hour',
      'REF' || g
    from generate_series(1, ${USERS}) g`);
}

interface Figures {
  rows: number;
  bytes: number;
  ms: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

/** Downloads the export once, counting bytes and lines, sampling RSS until the last byte. */
async function downloadOnce(base: string, cookie: string): Promise<Figures> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, SAMPLE_EVERY_MS);
  const started = performance.now();
  let bytes = 0;
  let lineEnds = 0;
  const response = await fetch(`${base}/api/admin/users/export.csv`, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    // Profiles hold no line breaks here, so each LF ends one record.
    for (const byte of chunk) if (byte === 10) lineEnds++;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { rows: lineEnds - 1, bytes, ms, rssBeforeMb: rssBefore / MB, rssPeakMb: rssPeak / MB };
}

/**
 * Two downloads: the first also fills the database's page cache (inside this process on PGlite,
 * whose WebAssembly memory never shrinks), the second shows what the export itself holds.
 */
async function measureExport(kind: string, database: DatabaseHandle): Promise<void> {
  const testApp = await createTestApp({ database });
  try {
    const cookie = await signInCookie(testApp.app);
    const base = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    report(`${kind}, first`, await downloadOnce(base, cookie));
    report(`${kind}, second`, await downloadOnce(base, cookie));
  } finally {
    await testApp.close();
  }
}

function report(kind: string, figures: Figures): void {
  const seconds = figures.ms / 1000;
  console.log(
    [
      `${kind}: ${figures.rows.toLocaleString("en-US")} rows, ${(figures.bytes / MB).toFixed(1)} MB`,
      `in ${seconds.toFixed(2)} s (${Math.round(figures.rows / seconds).toLocaleString("en-US")} rows/s)`,
      `RSS ${figures.rssBeforeMb.toFixed(0)} MB before, peak ${figures.rssPeakMb.toFixed(0)} MB`,
      `(+${(figures.rssPeakMb - figures.rssBeforeMb).toFixed(1)} MB)`,
    ].join(", "),
  );
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "textpal-bench-csv-"));
  try {
    const database = await openDatabase({ kind: "pglite", dataDir });
    await seedUsers(database);
    await measureExport("PGlite", database);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  const scratch = await createScratchPostgresDatabase();
  try {
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 10 });
    await seedUsers(database);
    await measureExport("PostgreSQL", database);
  } finally {
    await scratch.drop();
  }
}

if (process.env.BENCH_SKIP_PGLITE !== "1") await onPglite();
if (process.env.TEST_DATABASE_URL) await onPostgres();
else console.log("PostgreSQL skipped: TEST_DATABASE_URL is not set.");
