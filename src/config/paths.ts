import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The package root, found the same way from src/ (tsx, tests) and from dist/server/ (npm start). */
function findProjectRoot(start: string): string {
  let directory = start;
  while (!existsSync(join(directory, "package.json"))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${start}`);
    directory = parent;
  }
  return directory;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(projectRoot, "src", "db", "migrations");
export const webDistDir = join(projectRoot, "dist", "web");
