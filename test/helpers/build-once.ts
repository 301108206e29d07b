import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Makes `path` (a file or a directory) unless it is there: `build` writes a partial copy beside it,
 * which is then renamed into place, so a reader never sees half of it. Two lanes building the same
 * thing at once race harmlessly: the loser's copy is dropped.
 */
export async function buildOnce(path: string, build: (partial: string) => Promise<void>): Promise<string> {
  if (existsSync(path)) return path;
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${randomBytes(4).toString("hex")}.partial`;
  try {
    await build(partial);
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path)) throw error;
  }
  return path;
}
