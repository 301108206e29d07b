/**
 * `npm run test:profile`: runs the whole suite (as `npm test` does, plus vitest's JSON reporter) and
 * prints where its time went. `npm run test:profile -- --report` prints the same from the last run
 * without running anything, as `.ci/run` does after `npm test`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type FileWaits,
  PROFILE_FILE,
  type ProfiledModule,
  type RunProfile,
  VITEST_JSON_FILE,
  WAITS_DIR,
} from "../test/profile/profile-format.js";

const reportOnly = process.argv.includes("--report");

if (!reportOnly) {
  const build = spawnSync("npm", ["run", "build:web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const run = spawnSync(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_JSON_FILE}`],
    { stdio: "inherit" },
  );
  printReport();
  process.exit(run.status ?? 1);
} else {
  printReport();
}

function printReport() {
  if (!existsSync(PROFILE_FILE)) {
    console.log("test:profile: no profile yet; run npm test or npm run test:profile first.");
    return;
  }
  const profile = JSON.parse(readFileSync(PROFILE_FILE, "utf8")) as RunProfile;
  const waits = readWaits();
  console.log(`\n== test profile: ${seconds(profile.wallMs)} wall, ${profile.modules.length} file runs`);
  printProjects(profile.modules, waits);
  printSlowest(profile.modules, waits);
  printExecutedCounts();
}

function printProjects(modules: ProfiledModule[], waits: FileWaits[]) {
  const rows = [...group(modules, (m) => m.project)].map(([project, list]) => {
    const span = Math.max(...list.map((m) => m.endedAt)) - Math.min(...list.map((m) => m.queuedAt));
    const projectWaits = waits.filter((w) => w.project === project);
    return [
      project,
      String(list.length),
      String(sum(list, (m) => m.passed)),
      String(sum(list, (m) => m.failed)),
      String(sum(list, (m) => m.skipped)),
      seconds(sum(list, fileMs)),
      seconds(sum(list, setupMs)),
      seconds(span),
      seconds(sum(projectWaits, (w) => w.timerMs + w.pollMs)),
    ];
  });
  const totalWaits = sum(waits, (w) => w.timerMs + w.pollMs);
  rows.push([
    "all",
    String(modules.length),
    String(sum(modules, (m) => m.passed)),
    String(sum(modules, (m) => m.failed)),
    String(sum(modules, (m) => m.skipped)),
    seconds(sum(modules, fileMs)),
    seconds(sum(modules, setupMs)),
    "",
    seconds(totalWaits),
  ]);
  table(
    ["project", "files", "passed", "failed", "skipped", "file time", "of it setup", "span", "real waits"],
    rows,
  );
  console.log(
    `real waits: ${seconds(sum(waits, (w) => w.timerMs))} in ${sum(waits, (w) => w.timerCount)} timers set by tests, ` +
      `${seconds(sum(waits, (w) => w.pollMs))} in ${sum(waits, (w) => w.pollCount)} vi.waitFor/expect.poll`,
  );
}

function printSlowest(modules: ProfiledModule[], waits: FileWaits[]) {
  const waitsOf = new Map(waits.map((w) => [`${w.project}\0${w.file}`, w.timerMs + w.pollMs]));
  const slowest = [...modules].sort((a, b) => fileMs(b) - fileMs(a)).slice(0, 20);
  console.log("\n20 slowest files (setup = start, import and hooks; tests = the tests themselves)");
  table(
    ["project", "file", "total", "setup", "tests", "waits"],
    slowest.map((m) => [
      m.project,
      m.file,
      seconds(fileMs(m)),
      seconds(setupMs(m)),
      seconds(m.testsMs),
      seconds(waitsOf.get(`${m.project}\0${m.file}`) ?? 0),
    ]),
  );
}

function printExecutedCounts() {
  if (!existsSync(VITEST_JSON_FILE)) return;
  const json = JSON.parse(readFileSync(VITEST_JSON_FILE, "utf8")) as {
    numTotalTests: number;
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  console.log(
    `\nvitest JSON: ${json.numTotalTests} tests, ${json.numPassedTests} passed, ${json.numFailedTests} failed, ` +
      `${json.numPendingTests} skipped`,
  );
}

function readWaits(): FileWaits[] {
  if (!existsSync(WAITS_DIR)) return [];
  return readdirSync(WAITS_DIR).map(
    (name) => JSON.parse(readFileSync(join(WAITS_DIR, name), "utf8")) as FileWaits,
  );
}

function fileMs(m: ProfiledModule) {
  return m.environmentMs + m.prepareMs + m.importMs + m.hooksAndTestsMs;
}

function setupMs(m: ProfiledModule) {
  return fileMs(m) - m.testsMs;
}

function group<T>(items: T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

function sum<T>(items: T[], measure: (item: T) => number) {
  return items.reduce((total, item) => total + measure(item), 0);
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
