import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "../../src/config/paths.js";
import { type SpawnedServer, spawnServer } from "../../test/helpers/spawn-server.js";

/**
 * The node flags and file of package.json's start script (`npm run build && node <flags> <file>`),
 * read from there so that the benchmark runs the server exactly as an operator's `npm start` does.
 */
export function startCommand(): { flags: string[]; file: string } {
  const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const start = manifest.scripts.start ?? "";
  const match = /(?:^|&&)\s*node((?:\s+-\S+)*)\s+(\S+\.js)\s*$/.exec(start);
  if (!match?.[2])
    throw new Error(`package.json's start script is not "… && node <flags> <file>.js": ${start}`);
  return { flags: match[1]?.trim().split(/\s+/).filter(Boolean) ?? [], file: match[2] };
}

/** `npm run build` (web app and server), quietly unless it fails; BENCH_SKIP_BUILD=1 skips it. */
export function buildProduct(): void {
  if (process.env.BENCH_SKIP_BUILD === "1") {
    console.log("build: skipped (BENCH_SKIP_BUILD=1), measuring dist/ as it is");
    return;
  }
  const started = performance.now();
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
  console.log(`build: npm run build in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The built server (dist/) started with the start script's flags; resolves once it is listening. */
export function startBuiltServer(env: Record<string, string>): Promise<SpawnedServer> {
  const { flags, file } = startCommand();
  return spawnServer(env, 60_000, [], [], [...flags, file]);
}
