import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDirectoryLock } from "../../src/db/directory-lock.js";
import { DataDirectoryInUseError } from "../../src/db/directory-lock-errors.js";

const freshDir = () => mkdtempSync(join(tmpdir(), "textpal-lock-"));
const holderPid = (path: string) => (JSON.parse(readFileSync(path, "utf8")) as { pid: number }).pid;

/** A pid that certainly belongs to no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe("data directory lock", () => {
  it("writes the owner's pid and removes the file on release", () => {
    const dir = freshDir();
    const lock = acquireDirectoryLock(dir);
    expect(holderPid(lock.path)).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it("refuses a second owner while the first holds it, naming the pid", () => {
    const dir = freshDir();
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DataDirectoryInUseError);
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`pid ${process.pid}`));
    expect(holderPid(lock.path)).toBe(process.pid);
    lock.release();
  });

  it("takes over a stale lock left by a process that died", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "textpal.lock"), String(deadPid()));
    const lock = acquireDirectoryLock(dir);
    expect(holderPid(lock.path)).toBe(process.pid);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "textpal.lock"), "garbage");
    const lock = acquireDirectoryLock(dir);
    expect(holderPid(lock.path)).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock naming its own pid, as a container's pid 1 finds its previous run's", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "textpal.lock"), String(process.pid));
    const lock = acquireDirectoryLock(dir);
    expect(holderPid(lock.path)).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to a process that started later", () => {
    const dir = freshDir();
    const path = join(dir, "textpal.lock");
    writeFileSync(path, JSON.stringify({ pid: process.pid, startedAt: "1", bootId: null }));
    const lock = acquireDirectoryLock(dir);
    expect(JSON.parse(readFileSync(path, "utf8")).startedAt).not.toBe("1");
    lock.release();
  });

  it("does not remove a lock it no longer owns", () => {
    const dir = freshDir();
    const lock = acquireDirectoryLock(dir);
    writeFileSync(lock.path, "12345");
    lock.release();
    expect(readFileSync(lock.path, "utf8")).toBe("12345");
  });

  it("takes over a stale lock whose takeover was cut short by a crash, and tidies what it left", () => {
    const dir = freshDir();
    const stale = JSON.stringify({ pid: deadPid(), startedAt: "1", bootId: null });
    writeFileSync(join(dir, "textpal.lock"), stale);
    // The crashed process had won the right to replace that lock (its guard is named after the
    // lock's text) and died before it did, leaving its temporary file too.
    const crashed = deadPid();
    const guard = createHash("sha256").update(stale).digest("hex").slice(0, 16);
    writeFileSync(
      join(dir, `textpal.lock.takeover-${guard}`),
      JSON.stringify({ pid: crashed, startedAt: "1", bootId: null }),
    );
    writeFileSync(join(dir, `textpal.lock.tmp-${crashed}-0badcafe`), "");
    const lock = acquireDirectoryLock(dir);
    expect(holderPid(lock.path)).toBe(process.pid);
    expect(readdirSync(dir)).toEqual(["textpal.lock"]);
    lock.release();
  });
});
