/**
 * `npm run test:profile`: runs the whole suite as `npm test` does, with vitest's JSON reporter as
 * well, and prints where its time went. `npm run test:profile -- --report` prints the same from the
 * last run without running anything, as `.ci/run` does after `npm test` (docs/TESTING.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type FileWaits,
  laneFiles,
  PROFILE_ROOT,
  type ProfiledModule,
  type RunProfile,
} from "../test/profile/profile-format.js";

if (process.argv.includes("--report")) {
  printReport();
} else {
  const build = spawnSync("npm", ["run", "build:web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const run = spawnSync("npx", ["tsx", "scripts/run-tests.ts", "--profile"], { stdio: "inherit" });
  printReport();
  process.exit(run.status ?? 1);
}

function printReport() {
  const lanes = existsSync(PROFILE_ROOT)
    ? readdirSync(PROFILE_ROOT).filter((lane) => existsSync(laneFiles(lane).modules))
    : [];
  if (lanes.length === 0) {
    console.log("test:profile: no profile yet; run npm test or npm run test:profile first.");
    return;
  }
  const profiles = lanes.map(
    (lane) => JSON.parse(readFileSync(laneFiles(lane).modules, "utf8")) as RunProfile,
  );
  const modules = profiles.flatMap((profile) => profile.modules);
  const waits = lanes.flatMap(readWaits);
  const laneWalls = profiles.map((p) => `${p.lane} ${seconds(p.wallMs)}`).join(", ");
  console.log(`\n== test profile: ${modules.length} file runs; wall time by lane: ${laneWalls}`);
  printProjects(modules, waits);
  printSlowest(modules, waits);
  printExecutedCounts(lanes);
  // The plain closing line CI reads to know tests ran.
  console.log(
    `tests: ${sum(modules, (m) => m.passed)} passed, ${sum(modules, (m) => m.failed)} failed, ` +
      `${sum(modules, (m) => m.skipped)} skipped`,
  );
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

function printExecutedCounts(lanes: string[]) {
  const reports = lanes
    .map((lane) => laneFiles(lane).vitestJson)
    .filter((path) => existsSync(path))
    .map(
      (path) =>
        JSON.parse(readFileSync(path, "utf8")) as {
          numTotalTests: number;
          numPassedTests: number;
          numFailedTests: number;
          numPendingTests: number;
        },
    );
  if (reports.length === 0) return;
  console.log(
    `\nvitest JSON: ${sum(reports, (r) => r.numTotalTests)} tests, ${sum(reports, (r) => r.numPassedTests)} passed, ` +
      `${sum(reports, (r) => r.numFailedTests)} failed, ${sum(reports, (r) => r.numPendingTests)} skipped`,
  );
}

function readWaits(lane: string): FileWaits[] {
  const dir = laneFiles(lane).waits;
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as FileWaits);
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
