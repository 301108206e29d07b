import { type ChildProcess, spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../../src/config/node-flags.js";
import { projectRoot } from "../../src/config/paths.js";

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs src/main.ts as its own process, exactly as `npm start` runs the built file, and waits
 * until it prints that it is running (or exits first).
 */
export function spawnServer(
  env: Record<string, string>,
  timeoutMs = 30_000,
  nodeArgs: string[] = [],
): Promise<SpawnedServer> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, "--import", "tsx", "src/main.ts"],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", PORT: "0", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Console:\s+(http:\/\/\S+)\/admin[\s\S]*Role:/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output, exited });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { code, output }));
    });
  });
}
