/**
 * bench/admin-lists: the console's list endpoints on a large dataset (100,000 users, 200,000
 * threads, 1,000,000 messages), through the real HTTP stack (app.inject with a signed-in cookie).
 * Seeds a scratch PostgreSQL database (BENCH_DATABASE_URL or TEST_DATABASE_URL, dropped afterwards)
 * and a PGlite one in a temporary directory, then prints p50/p95 per endpoint. Target: p95 ≤ 50 ms
 * on PostgreSQL.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:admin-lists
 *
 * BENCH_RUNS (default 50) timed runs per endpoint after BENCH_WARMUP (default 5);
 * BENCH_PGLITE_USERS (default 100000) sizes the PGlite dataset; BENCH_SKIP_PGLITE=1 skips it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { ProgressBar } from "../scripts/large-dataset/progress-bar.js";
import {
  type DatasetSize,
  datasetCounts,
  FULL_DATASET,
  seedDataset,
} from "../scripts/large-dataset/seed-dataset.js";
import { type DatabaseHandle, openDatabase } from "../src/db/client.js";
import { queryRows } from "../src/db/query-rows.js";
import { signInCookie } from "../test/helpers/sign-in.js";
import { createScratchPostgresDatabase } from "../test/helpers/test-database.js";
import { createTestApp } from "../test/helpers/test-server.js";
import { fmt, summarize } from "./lib/percentiles.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const TARGET_P95_MS = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const pgliteSize: DatasetSize = { users: Number(process.env.BENCH_PGLITE_USERS ?? FULL_DATASET.users) };

interface Endpoint {
  name: string;
  url: string;
}

/** The endpoints timed, with parameters that exist in the seeded data. */
async function endpoints(database: DatabaseHandle): Promise<Endpoint[]> {
  // A long thread (11 messages) from the middle of the table.
  const [thread] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from threads where message_count = 11 order by id offset 1000 limit 1`,
  );
  return [
    { name: "users page 1", url: "/api/admin/users?limit=25&offset=0" },
    { name: "users page 40", url: "/api/admin/users?limit=25&offset=975" },
    { name: "users search: profile word", url: "/api/admin/users?search=marathon&limit=25" },
    { name: "users search: phone digits", url: "/api/admin/users?search=3125&limit=25" },
    { name: "threads page 1", url: "/api/admin/threads?limit=25&offset=0" },
    { name: "threads search: last message", url: "/api/admin/threads?search=dentist&limit=25" },
    { name: "threads search: phone digits", url: "/api/admin/threads?search=4155&limit=25" },
    { name: "dashboard stats", url: "/api/admin/dashboard/stats" },
    { name: "dashboard recent messages", url: "/api/admin/dashboard/recent-messages" },
    { name: "dashboard activity (extra)", url: "/api/admin/dashboard/activity" },
    { name: "thread messages", url: `/api/admin/thread-messages/${thread?.id ?? 1}` },
  ];
}

async function seed(database: DatabaseHandle, size: DatasetSize): Promise<number> {
  const started = performance.now();
  const bar = new ProgressBar();
  await seedDataset(database.db, size, (phase, done, total) => bar.update(phase, done, total));
  bar.finish();
  return performance.now() - started;
}

/** Times every endpoint through the app; returns one result line per endpoint. */
async function measure(database: DatabaseHandle) {
  const testApp = await createTestApp({ database });
  try {
    const cookie = await signInCookie(testApp.app);
    const results = [];
    for (const endpoint of await endpoints(database)) {
      const times: number[] = [];
      for (let run = 0; run < WARMUP + RUNS; run++) {
        const started = performance.now();
        const response = await testApp.app.inject({ method: "GET", url: endpoint.url, headers: { cookie } });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) {
          throw new Error(`${endpoint.url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
        }
        if (run >= WARMUP) times.push(elapsed);
      }
      results.push({ ...endpoint, ...summarize(times), max: Math.max(...times) });
    }
    return results;
  } finally {
    // Closes the database too.
    await testApp.close();
  }
}

function report(
  label: string,
  size: DatasetSize,
  seedMs: number,
  results: Awaited<ReturnType<typeof measure>>,
) {
  const counts = datasetCounts(size);
  console.log(
    `\n${label}: ${counts.users.toLocaleString("en-US")} users, ${counts.threads.toLocaleString("en-US")} threads, ` +
      `${counts.messages.toLocaleString("en-US")} messages (seeded in ${(seedMs / 1000).toFixed(1)} s); ` +
      `${RUNS} runs per endpoint after ${WARMUP} warm-up runs, milliseconds`,
  );
  console.log(`${"endpoint".padEnd(32)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"max".padStart(7)}`);
  for (const result of results) {
    const flag =
      label.startsWith("PostgreSQL") && result.p95 > TARGET_P95_MS ? `  > ${TARGET_P95_MS} ms target` : "";
    console.log(
      `${result.name.padEnd(32)} ${fmt(result.p50).padStart(7)} ${fmt(result.p95).padStart(7)} ${fmt(result.max).padStart(7)}${flag}`,
    );
  }
}

async function benchPostgres() {
  if (!serverUrl) {
    console.log(
      "PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server to seed a scratch database on)",
    );
    return;
  }
  process.env.TEST_DATABASE_URL = serverUrl;
  const scratch = await createScratchPostgresDatabase();
  try {
    console.error(`PostgreSQL scratch database: ${new URL(scratch.url).pathname.slice(1)}`);
    const database = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 10 });
    const seedMs = await seed(database, FULL_DATASET);
    report("PostgreSQL", FULL_DATASET, seedMs, await measure(database));
  } finally {
    await scratch.drop();
  }
}

async function benchPglite() {
  if (process.env.BENCH_SKIP_PGLITE === "1") return;
  const dataDir = mkdtempSync(join(tmpdir(), "textpal-bench-"));
  try {
    console.error(`PGlite in ${dataDir}`);
    const database = await openDatabase({ kind: "pglite", dataDir });
    const seedMs = await seed(database, pgliteSize);
    const label = pgliteSize.users === FULL_DATASET.users ? "PGlite" : "PGlite (smaller dataset)";
    report(label, pgliteSize, seedMs, await measure(database));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchPostgres();
await benchPglite();
