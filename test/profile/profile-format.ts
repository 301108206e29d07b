import { join } from "node:path";

/** Where the last run's profile is kept; `.test-profile/` is ignored by git. */
export const PROFILE_DIR = join(process.cwd(), ".test-profile");
export const PROFILE_FILE = join(PROFILE_DIR, "modules.json");
export const WAITS_DIR = join(PROFILE_DIR, "waits");
export const VITEST_JSON_FILE = join(PROFILE_DIR, "vitest.json");

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
