import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./config/paths.js";
import { latestBuildMigration } from "./db/schema-version.js";

/** What `--version` prints: the package's version and the newest migration this build carries. */
export function buildInfoLine(): string {
  const { version } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
    version: string;
  };
  return `textpal ${version} (latest migration ${latestBuildMigration().tag})`;
}
