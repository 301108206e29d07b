import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 21 points 1 and 5: screen paths live in one table (src/web/lib/admin-paths.ts), query keys in
 * one factory per feature (features/<feature>/api/<feature>-keys.ts), and API paths in the shared
 * contracts (src/shared/api), which the web calls through. A literal written anywhere else
 * would drift from them, so these checks read the console's source for one.
 */
const web = resolve(dirname(fileURLToPath(import.meta.url)), "../../src/web");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Files (relative to src/web) whose text matches, leaving out the one place allowed to hold it. */
function filesMatching(pattern: RegExp, allowed: (path: string) => boolean): string[] {
  return sourceFiles(web)
    .map((path) => relative(web, path))
    .filter((path) => !allowed(path) && pattern.test(readFileSync(join(web, path), "utf8")));
}

describe("the console writes each path and query key once", () => {
  it("keeps query key arrays in the features' key factories", () => {
    const inlineKey = /(queryKey:\s*\[|setQueryData(<[^>]*>)?\(\s*\[)/;
    expect(filesMatching(inlineKey, (path) => /^features\/[^/]+\/api\/[^/]+-keys\.ts$/.test(path))).toEqual(
      [],
    );
  });

  it("keeps screen paths in admin-paths.ts", () => {
    // A quoted path starting at /admin, which API URLs (/api/admin/...) and imports (@/pages/admin) are not.
    const screenPath = /["'`]\/admin\b/;
    expect(filesMatching(screenPath, (path) => path === join("lib", "admin-paths.ts"))).toEqual([]);
  });

  it("writes no API path: every call goes through a shared contract", () => {
    const apiPath = /["'`]\/api\//;
    expect(filesMatching(apiPath, () => false)).toEqual([]);
  });
});
