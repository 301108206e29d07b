import { type SpawnedProcess, spawnMain } from "./spawn-main.js";

const BANNER = /Console:\s+(http:\/\/\S+)\/admin[\s\S]*Role:/;

export interface SpawnedServer extends SpawnedProcess {
  url: string;
}

/**
 * Runs src/main.ts as its own process, exactly as `npm start` runs the built file, and waits
 * until it prints that it is running (or exits first). `entry`: what node runs instead (spawnMain).
 */
export async function spawnServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  nodeArgs: string[] = [],
  prefix: string[] = [],
  entry?: string[],
): Promise<SpawnedServer> {
  const started = await spawnMain({
    name: "server",
    args: [],
    env: { PORT: "0", LOG_LEVEL: "warn", ...env },
    nodeArgs,
    prefix,
    entry,
    timeoutMs,
    isReady: (output) => BANNER.test(output),
  });
  return { ...started, url: BANNER.exec(started.output())?.[1] ?? "" };
}
