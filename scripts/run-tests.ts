/**
 * `npm test` after the web build: the suite in two lanes, two vitest processes side by side. Each
 * lane runs its projects one file after another in one worker that keeps its process, module cache
 * and Chromium (isolate: false), so one lane's waits on Chromium, spawned servers, PostgreSQL and
 * the network leave the CPU to the other (decision 023). Arguments go to both lanes (a file filter, `-t`); a lane with no matching file passes.
 *
 * `--profile` adds vitest's JSON reporter, for `npm run test:profile`.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import prepareSharedFixtures from "../test/helpers/global-setup.js";
import { laneFiles, PROFILE_ROOT } from "../test/profile/profile-format.js";

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Balanced by test:profile's file times (decision 023). In a clean-clone .ci/run: unit, PGlite and
// PostgreSQL (16 + 551 + 278 s) beside the browser and fault suites (712 + 102 s). Without
// PostgreSQL: unit and PGlite, the fuzz test included, beside the browser suite. Two lanes keep
// both cores busy (vmstat: 2-5 % idle). More lanes only slowed every file (stop 50): the browser
// suite split in two (four lanes) ran files 2-5 times slower, and the fault files as a third lane
// made the run 1,184 s against 1,046 s.
const lanes = [
  { name: "pglite", projects: ["unit", "pglite", ...(withPostgres ? ["postgres"] : [])] },
  { name: "browser", projects: ["browser", ...(withPostgres ? ["faults"] : [])] },
];

const args = process.argv.slice(2).filter((arg) => arg !== "--profile");
const profile = process.argv.includes("--profile");
const vitest = join(process.cwd(), "node_modules", ".bin", "vitest");

rmSync(PROFILE_ROOT, { recursive: true, force: true });
// Both lanes' global setups would otherwise build the migrated databases and the server bundle at
// once on a clean clone; made here first, each lane finds them made.
await prepareSharedFixtures();

const children = lanes.map((lane) => {
  const reporters = profile
    ? [
        "--reporter=default",
        "--reporter=./test/profile/profile-reporter.ts",
        "--reporter=json",
        `--outputFile.json=${laneFiles(lane.name).vitestJson}`,
      ]
    : [];
  const child = spawn(
    vitest,
    [
      "run",
      "--passWithNoTests",
      ...lane.projects.map((project) => `--project=${project}`),
      ...reporters,
      ...args,
    ],
    { env: { ...process.env, TEST_PROFILE_LANE: lane.name }, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on("line", (line) => target.write(`[${lane.name}] ${line}\n`));
  }
  const exited = new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  return { lane, child, exited };
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const { child } of children) child.kill(signal);
  });
}

const codes = await Promise.all(children.map(({ exited }) => exited));
for (const [index, { lane }] of children.entries()) {
  console.log(`[${lane.name}] ${lane.projects.join(", ")}: ${codes[index] === 0 ? "passed" : "FAILED"}`);
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
