import { join } from "node:path";

/**
 * Where runs keep their figures; `.test-profile/` is ignored by git. `npm test` runs the suite in
 * lanes, two vitest processes side by side (scripts/run-tests.ts), each keeping its own figures in
 * `.test-profile/<lane>/`; a plain `npx vitest run` is the lane "all".
 */
export const PROFILE_ROOT = join(process.cwd(), ".test-profile");
export const LANE = process.env.TEST_PROFILE_LANE ?? "all";

export function laneFiles(lane: string) {
  const dir = join(PROFILE_ROOT, lane);
  return {
    dir,
    modules: join(dir, "modules.json"),
    waits: join(dir, "waits"),
    vitestJson: join(dir, "vitest.json"),
  };
}

export interface ProfiledModule {
  project: string;
  file: string;
  /** Milliseconds from the run's start until the file was handed to a worker. */
  queuedAt: number;
  /** Milliseconds from the run's start until the file's results came back. */
  endedAt: number;
  environmentMs: number;
  prepareMs: number;
  /** Importing the file and the setup files. */
  importMs: number;
  /** Every hook and test of the file. */
  hooksAndTestsMs: number;
  /** The tests alone; hooksAndTestsMs less this is time spent in beforeAll/afterAll and the like. */
  testsMs: number;
  passed: number;
  failed: number;
  skipped: number;
}

export interface RunProfile {
  lane: string;
  reason: string;
  wallMs: number;
  modules: ProfiledModule[];
}

/** What one file's test code spent waiting for time to pass, written by the wait meter. */
export interface FileWaits {
  project: string;
  file: string;
  /** Timers of 1 ms or more set by test code (sleeps, polling loops), summed by their delay. */
  timerMs: number;
  timerCount: number;
  /** vi.waitFor and expect.poll, summed by how long each took to come true. */
  pollMs: number;
  pollCount: number;
}
