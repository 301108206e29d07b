import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const RACES = 50;
const CONTENDERS = 2;

/** A pid that certainly belongs to no running process: one that just exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ["-e", ""]).pid ?? 0;
}

/** The lock a crashed holder leaves: its pid is gone, the rest is as a live holder writes it. */
function staleLockIn(directory: string): void {
  const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  writeFileSync(join(directory, "textpal.lock"), JSON.stringify({ pid: deadPid(), startedAt: "1", bootId }));
}

/** A contender process: each line written to it starts a race, each line it prints ends one. */
class Contender {
  readonly child: ChildProcess;
  private readonly answers: string[] = [];
  private waiting: ((answer: string) => void) | null = null;

  constructor(script: string) {
    this.child = spawn(process.execPath, [script], { stdio: ["pipe", "pipe", "inherit"] });
    createInterface({ input: this.child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (this.waiting) this.waiting(line);
      else this.answers.push(line);
      this.waiting = null;
    });
  }

  go(directory: string): void {
    this.child.stdin?.write(`${directory}\n`);
  }

  answer(): Promise<string> {
    const ready = this.answers.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}

describe("a stale lock raced by processes starting together", () => {
  let contenders: Contender[] = [];

  beforeAll(async () => {
    // The contenders run only the lock's code, bundled: a start through tsx would cost seconds.
    const outdir = mkdtempSync(join(tmpdir(), "textpal-lock-race-"));
    await build({
      entryPoints: [join(import.meta.dirname, "stale-lock-contender.ts")],
      outdir,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
    });
    contenders = Array.from(
      { length: CONTENDERS },
      () => new Contender(join(outdir, "stale-lock-contender.js")),
    );
  });

  afterAll(() => {
    for (const contender of contenders) contender.child.kill("SIGKILL");
  });

  it(`has exactly one winner in each of ${RACES} races`, async () => {
    const winners: number[] = [];
    const failures: string[] = [];
    for (let race = 0; race < RACES; race++) {
      const directory = mkdtempSync(join(tmpdir(), "textpal-stale-lock-"));
      staleLockIn(directory);
      for (const contender of contenders) contender.go(directory);
      const answers = await Promise.all(contenders.map((contender) => contender.answer()));
      winners.push(answers.filter((answer) => answer === "won").length);
      failures.push(...answers.filter((answer) => answer !== "won" && answer !== "lost"));
    }
    const count = (wins: number) => winners.filter((won) => won === wins).length;
    console.log(
      `[faults] stale lock raced ${RACES} times by ${CONTENDERS} processes: one winner in ${count(1)}, ` +
        `two in ${count(2)}, none in ${count(0)}`,
    );
    expect(failures).toEqual([]);
    expect(winners).toEqual(Array.from({ length: RACES }, () => 1));
  });
});
