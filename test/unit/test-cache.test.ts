import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pruneTestCache } from "../helpers/test-cache.js";

describe("pruneTestCache", () => {
  const names = ["server-current", "pglite-old.tar", "data-dir-new"];
  const dir = mkdtempSync(join(tmpdir(), "textpal-test-cache-"));
  const path = (name: string) => join(dir, name);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("removes what an older version left a day ago or more, and keeps the current and the recent", () => {
    const now = Date.now();
    const twoDaysAgo = new Date(now - 48 * 3_600_000);
    mkdirSync(path(names[0] as string), { recursive: true });
    writeFileSync(path(names[1] as string), "old dump");
    mkdirSync(path(names[2] as string), { recursive: true });
    utimesSync(path(names[0] as string), twoDaysAgo, twoDaysAgo);
    utimesSync(path(names[1] as string), twoDaysAgo, twoDaysAgo);

    const removed = pruneTestCache([path(names[0] as string)], { dir, now });

    expect(removed).toEqual([names[1]]);
    expect(existsSync(path(names[0] as string))).toBe(true);
    expect(existsSync(path(names[1] as string))).toBe(false);
    expect(existsSync(path(names[2] as string))).toBe(true);
  });
});
