import { type ChildProcess, spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "../../src/config/node-flags.js";
import { projectRoot } from "../../src/config/paths.js";
import { bundledEntry } from "./server-bundle.js";

/** How much of a process's output is kept: a long benchmark at LOG_LEVEL=info prints far more. */
const OUTPUT_KEPT_CHARS = 1_000_000;

export interface SpawnedProcess {
  child: ChildProcess;
  /** What the process printed, or its last million characters once it printed more. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs src/main.ts as its own process, exactly as `npm start` runs the built file, and waits until
 * its output says it is ready. Rejects with the output (and the exit code) if it exits first.
 */
export function spawnMain(options: {
  name: string;
  args: string[];
  env: Record<string, string>;
  nodeArgs: string[];
  /**
   * What node runs after `nodeArgs`: by default src/main.ts, bundled (test/helpers/server-bundle.ts),
   * with the server's V8 flags; a
   * benchmark passes the built file and the flags of package.json's start script instead.
   */
  entry?: string[];
  /** A command that runs node, as `unshare --pid --fork` does to make it pid 1; none by default. */
  prefix?: string[];
  timeoutMs: number;
  isReady(output: string): boolean;
}): Promise<SpawnedProcess> {
  const [command, ...args] = [
    ...(options.prefix ?? []),
    process.execPath,
    ...options.nodeArgs,
    ...(options.entry ?? [...SERVER_NODE_FLAGS, bundledEntry("main")]),
    ...options.args,
  ] as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let ready = false;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name} did not start:\n${output}`)),
      options.timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2 * OUTPUT_KEPT_CHARS) output = output.slice(-OUTPUT_KEPT_CHARS);
      if (!ready && options.isReady(output)) {
        ready = true;
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`${options.name} exited with ${code}:\n${output}`), { code, output }));
    });
  });
}
