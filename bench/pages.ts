/**
 * bench/pages: how fast a shared micro UI page (a checklist of eight items) and the landing page
 * open on a phone, and how much memory the server holds. The product is built (`npm run build`) and
 * started as an operator's `npm start` runs it, with the start script's node flags, on an embedded
 * PGlite database in a scratch DATA_DIR; the fake AI and fake Twilio run in a process of their own.
 *
 * Each page is opened BENCH_RUNS times (default 3) in Debian's Chromium, each time in a fresh
 * browser context (empty cache) on a 390 × 844 phone with DevTools' slow 4G and 4× CPU slowdown:
 * bytes received, JavaScript on the wire and at gzip -9, first and largest contentful paint, and on
 * the checklist the time until its first box can be ticked (the box is there and the page is
 * interactive: rendered by React, or hydrated on a server-rendered page). The box is then ticked
 * and the save confirmed. A second visit in the same context shows what the cache spared.
 *
 * The server's resident memory is read idle 10 s after start, and again 10 s and 120 s after 1,000
 * texts through the signed Twilio webhook were answered. Targets are printed beside the figures; a missed
 * target does not fail the run, only a measurement that could not be made does.
 *
 *   npm run bench:pages            (BENCH_SKIP_BUILD=1 measures dist/ as it is)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { launchChromium } from "../test/browser/browser.js";
import { freePort } from "../test/helpers/free-port.js";
import { SYSTEM_NUMBER } from "../test/helpers/pipeline-app.js";
import type { SpawnedServer } from "../test/helpers/spawn-server.js";
import { SMS_PATH, TEST_TWILIO } from "../test/helpers/twilio-webhook.js";
import { loadGenerator, startEdges } from "./lib/bench-processes.js";
import { buildProduct, startBuiltServer, startCommand } from "./lib/built-server.js";
import { CONDITIONS, PHONE, type Visit, visit } from "./lib/page-metrics.js";
import { checkFirstItem, seedPagesDatabase } from "./lib/pages-fixture.js";
import { type Column, printHeaders, printTable } from "./lib/pages-report.js";
import { processMemory } from "./lib/server-rss.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TEXTS = 1000;
const IDLE_MS = 10_000;
/** V8's memory reducer gives a burst's young generation back one to two minutes after it ends. */
const LONG_IDLE_MS = 120_000;
const SENDERS = Array.from(
  { length: 100 },
  (_, index) => `+1212${String(6_000_000 + index).padStart(7, "0")}`,
);
const TARGET = { checklistJsKb: 80, checklistLcpMs: 1500, landingLcpMs: 1200, idleRssMb: 300 };

interface Run {
  cold: Visit;
  warm: Visit;
  checkSaved?: boolean;
}

/**
 * A cold visit in a fresh context (empty cache), then a second one in the same context. With `slug`
 * the page is that checklist: the cold visit waits until it is checkable and then ticks its first box.
 */
async function coldAndWarm(browser: Browser, url: string, slug?: string): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    const checklist = slug !== undefined;
    const cold = await visit(context, url, { checklist });
    // Only now, with the paints read: input ends largest-contentful-paint reporting.
    const checkSaved = slug ? await checkFirstItem(cold.page, new URL(url).origin, slug) : undefined;
    await cold.page.close();
    const warm = await visit(context, url, { checklist });
    return { cold, warm, checkSaved };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => bytes / 1000;
const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function coldColumns(options: { jsTarget?: string; lcpTarget: string; checklist: boolean }): Column<Run>[] {
  const checklistOnly: Column<Run>[] = [
    { title: "checkable ms", value: (run) => run.cold.probe.checkableAt ?? Number.NaN, digits: 0 },
    { title: "check saved", text: (run) => (run.checkSaved ? "yes" : "no"), target: "yes" },
  ];
  return [
    { title: "wire KB", value: (run) => kb(run.cold.wireBytes) },
    { title: "JS wire KB", value: (run) => kb(run.cold.jsWireBytes) },
    {
      title: "first-load JS gzip-9 KB",
      value: (run) => kb(run.cold.firstLoadJsGzipBytes),
      target: options.jsTarget,
    },
    { title: "all JS gzip-9 KB", value: (run) => kb(run.cold.jsGzipBytes) },
    { title: "FCP ms", value: (run) => run.cold.probe.fcp ?? Number.NaN, digits: 0 },
    {
      title: "LCP ms",
      value: (run) => run.cold.probe.lcp ?? Number.NaN,
      digits: 0,
      target: options.lcpTarget,
    },
    ...(options.checklist ? checklistOnly : []),
  ];
}

const WARM_COLUMNS: Column<Run>[] = [
  { title: "assets sent again", value: (run) => run.warm.assetDownloads, digits: 0, target: "0" },
  { title: "304s", value: (run) => run.warm.revalidations, digits: 0 },
  { title: "from cache", value: (run) => run.warm.cacheHits, digits: 0 },
  { title: "wire KB", value: (run) => kb(run.warm.wireBytes) },
];

function printPage(title: string, runs: Run[], columns: Column<Run>[]): void {
  console.log(`\n${title}: cold visit`);
  printTable(runs, columns);
  console.log(`largest contentful paint (run 1): ${runs[0]?.cold.probe.lcpElement}`);
  console.log(`\n${title}: second visit in the same context`);
  printTable(runs, WARM_COLUMNS);
}

type Edges = Awaited<ReturnType<typeof startEdges>>;

/** Sends TEXTS texts through the signed webhook; resolves with the seconds until every one was answered. */
async function answerTexts(base: string, edges: Edges): Promise<number> {
  const loads = loadGenerator();
  const url = `${base}${SMS_PATH}`;
  const tag = "pages";
  const started = performance.now();
  const load = await loads.run({
    url,
    signUrl: url,
    authToken: TEST_TWILIO.authToken,
    concurrency: 8,
    durationMs: 600_000,
    maxRequests: TEXTS,
    to: SYSTEM_NUMBER,
    phones: SENDERS,
    tag,
  });
  loads.stop();
  if (load.completed !== TEXTS) throw new Error(`the webhook took ${load.completed} of ${TEXTS} texts`);
  // The fake AI answers each text with "ok <text>"; anything else the server sends does not count.
  const answered = () => edges.delivered.filter(([body]) => body.startsWith(`ok ${tag}-`)).length;
  const deadline = Date.now() + 600_000;
  while (answered() < TEXTS) {
    if (Date.now() > deadline) throw new Error(`only ${answered()} of ${TEXTS} texts were answered`);
    await sleep(100);
  }
  return (performance.now() - started) / 1000;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverEnv(dataDir: string, port: number, edges: Edges): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_API_BASE_URL: edges.addresses.twilioBaseUrl,
    AI_BASE_URL: edges.addresses.aiBaseUrl,
    AI_API_KEY: "bench-key",
    ADMIN_PHONE: "+15005550000",
    ADMIN_PASSWORD: "bench-password-123",
    LOG_LEVEL: "warn",
  };
}

async function measurePages(browser: Browser, base: string, slugs: string[]) {
  console.log(`\nphone: ${CONDITIONS}`);
  console.log(`${RUNS} cold visits a page, each in a fresh browser context; 1 KB = 1,000 bytes`);
  const checklist: Run[] = [];
  const landing: Run[] = [];
  for (const slug of slugs) {
    checklist.push(await coldAndWarm(browser, `${base}/ui/${slug}`, slug));
    landing.push(await coldAndWarm(browser, `${base}/`));
  }
  const checklistTargets = { jsTarget: `≤ ${TARGET.checklistJsKb}`, lcpTarget: `≤ ${TARGET.checklistLcpMs}` };
  printPage(
    "checklist page (/ui/{slug}, a title and 8 items)",
    checklist,
    coldColumns({ ...checklistTargets, checklist: true }),
  );
  printPage(
    "landing page (/)",
    landing,
    coldColumns({ lcpTarget: `≤ ${TARGET.landingLcpMs}`, checklist: false }),
  );
  printHeaders(checklist[0]?.cold);
}

async function main() {
  buildProduct();
  const dataDir = mkdtempSync(join(tmpdir(), "textpal-bench-pages-"));
  const slugs = await seedPagesDatabase(dataDir, RUNS);
  const edges = await startEdges();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: SpawnedServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startBuiltServer(serverEnv(dataDir, port, edges));
    const pid = server.child.pid ?? 0;
    const { flags, file } = startCommand();
    console.log(`server: node ${[...flags, file].join(" ")} (pid ${pid}), embedded PGlite in ${dataDir}`);
    await sleep(IDLE_MS);
    const idle = processMemory(pid);

    browser = await launchChromium();
    await measurePages(browser, base, slugs);

    const seconds = await answerTexts(base, edges);
    await sleep(IDLE_MS);
    const afterTexts = processMemory(pid);
    await sleep(LONG_IDLE_MS - IDLE_MS);
    const longAfterTexts = processMemory(pid);
    const idleFor = `${IDLE_MS / 1000} s idle`;
    console.log(`\nserver memory: VmRSS of the server process; 1 MB = 1,000,000 bytes`);
    console.log(`  started, then ${idleFor}: ${mb(idle.rss)} MB (target ≤ ${TARGET.idleRssMb} MB)`);
    console.log(
      `  ${TEXTS} texts from ${SENDERS.length} senders answered in ${seconds.toFixed(0)} s, then ${idleFor}: ` +
        `${mb(afterTexts.rss)} MB (peak so far ${mb(afterTexts.peakRss)} MB)`,
    );
    console.log(`  the same, ${LONG_IDLE_MS / 1000} s idle: ${mb(longAfterTexts.rss)} MB`);
  } finally {
    await browser?.close();
    server?.child.kill("SIGTERM");
    await server?.exited;
    edges.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
