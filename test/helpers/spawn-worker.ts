import { type SpawnedProcess, spawnMain } from "./spawn-main.js";

export type SpawnedWorker = SpawnedProcess;

/** Runs src/main.ts with --role=worker, as an operator would, and waits for its banner. */
export function spawnWorker(
  env: Record<string, string>,
  timeoutMs = 30_000,
  nodeArgs: string[] = [],
): Promise<SpawnedWorker> {
  return spawnMain({
    name: "worker",
    args: ["--role=worker"],
    env: { LOG_LEVEL: "warn", ...env },
    nodeArgs,
    timeoutMs,
    isReady: (output) => /Textpal worker is running\.[\s\S]*Role:\s+worker/.test(output),
  });
}
