import { type ChildProcess, spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../../src/config/node-flags.js";
import { projectRoot } from "../../src/config/paths.js";

export interface SpawnedWorker {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Runs src/main.ts with --role=worker, as an operator would, and waits for its banner. */
export function spawnWorker(
  env: Record<string, string>,
  timeoutMs = 30_000,
  nodeArgs: string[] = [],
): Promise<SpawnedWorker> {
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, "--import", "tsx", "src/main.ts", "--role=worker"],
    {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Textpal worker is running\.[\s\S]*Role:\s+worker/.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
  });
}
