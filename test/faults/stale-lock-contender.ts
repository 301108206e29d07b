import { createInterface } from "node:readline";
import { acquireDirectoryLock } from "../../src/db/directory-lock.js";
import { DataDirectoryInUseError } from "../../src/db/directory-lock-errors.js";

/**
 * One contender of the stale-lock race (stale-lock-race.test.ts): for each directory read from
 * stdin, the race's "go", it takes that directory's lock at once and answers `won` or `lost`.
 * A lock won is kept: the other contender must find it held.
 */
for await (const directory of createInterface({ input: process.stdin })) {
  let outcome: string;
  try {
    acquireDirectoryLock(directory);
    outcome = "won";
  } catch (error) {
    outcome = error instanceof DataDirectoryInUseError ? "lost" : `failed: ${(error as Error).message}`;
  }
  process.stdout.write(`${outcome}\n`);
}
