import { mkdirSync, writeFileSync } from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { join, relative } from "node:path";
import timersPromises from "node:timers/promises";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { type FileWaits, LANE, laneFiles } from "./profile-format.js";

/**
 * A setup file that measures how long each test file's own code waits for time to pass: its sleeps and
 * polling timers, vi.waitFor and expect.poll. Timers set by the application are not counted: only those
 * whose caller is a test file or a test helper. The figures feed `npm run test:profile`.
 */
// Vitest evaluates a setup file again for every test file of a shared worker, while the wrapped
// timers stay from the first evaluation: the figures live on globalThis so both see the same ones.
const METER = Symbol.for("textpal.waitMeter.figures");
type Figures = { timerMs: number; timerCount: number; pollMs: number; pollCount: number };
const shared = globalThis as { [METER]?: Figures };
shared[METER] ??= { timerMs: 0, timerCount: 0, pollMs: 0, pollCount: 0 };
const meter: Figures = shared[METER];
const installed = Symbol.for("textpal.waitMeter");

function calledFromTests(): boolean {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 4;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  const caller = stack.split("\n")[3] ?? "";
  return !caller.includes("node_modules") && (caller.includes("/test/") || caller.includes(".test."));
}

const METERED = Symbol.for("textpal.waitMeter.metered");

/**
 * Wraps the global setTimeout. Files share their worker (isolate: false), and a file that calls
 * vi.useRealTimers() puts back the setTimeout Vitest saw first, so every file wraps it again
 * when it is no longer the meter's.
 */
function meterSetTimeout() {
  if ((globalThis.setTimeout as unknown as { [METERED]?: boolean })[METERED]) return;
  const realSetTimeout = globalThis.setTimeout;
  const metered = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    if (typeof callback !== "function" || !delay || delay < 1 || !calledFromTests()) {
      return realSetTimeout(callback, delay, ...args);
    }
    return realSetTimeout(
      (...callArgs: unknown[]) => {
        meter.timerMs += delay;
        meter.timerCount++;
        callback(...callArgs);
      },
      delay,
      ...args,
    );
  }) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(metered, realSetTimeout, { [METERED]: true });
}

function install() {
  const realSleep = timersPromises.setTimeout;
  timersPromises.setTimeout = (async (delay?: number, value?: unknown, options?: object) => {
    const fromTests = calledFromTests();
    const result = await realSleep(delay, value, options);
    if (fromTests && delay && delay >= 1) {
      meter.timerMs += delay;
      meter.timerCount++;
    }
    return result;
  }) as typeof realSleep;
  syncBuiltinESMExports();

  const realWaitFor = vi.waitFor;
  vi.waitFor = (async (...args: Parameters<typeof realWaitFor>) => {
    const started = performance.now();
    try {
      return await realWaitFor(...args);
    } finally {
      meter.pollMs += performance.now() - started;
      meter.pollCount++;
    }
  }) as typeof realWaitFor;

  const realPoll = expect.poll;
  expect.poll = ((callback: () => unknown, options?: Parameters<typeof realPoll>[1]) => {
    let first: number | undefined;
    meter.pollCount++;
    return realPoll(() => {
      const now = performance.now();
      if (first !== undefined) meter.pollMs += now - first;
      first = now;
      return callback();
    }, options);
  }) as typeof realPoll;
}

const state = globalThis as { [installed]?: boolean };
if (!state[installed]) {
  state[installed] = true;
  install();
}

beforeAll(() => {
  meterSetTimeout();
  meter.timerMs = meter.timerCount = meter.pollMs = meter.pollCount = 0;
});

// Vitest reads the first argument's pattern to find fixtures; this hook wants none, only the suite.
// biome-ignore lint/correctness/noEmptyPattern: an empty pattern is how a hook asks for no fixtures.
afterAll(({}, suite) => {
  const file = relative(process.cwd(), suite.file.filepath);
  const waits: FileWaits = { project: suite.file.projectName ?? "", file, ...meter };
  const dir = laneFiles(LANE).waits;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${waits.project}--${file.replaceAll("/", "_")}.json`), JSON.stringify(waits));
});
