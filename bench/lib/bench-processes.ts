import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { EdgeAddresses, EdgeReport } from "./edge-fakes.js";
import type { LoadJob, LoadResult } from "./load-worker.js";

/**
 * The benchmarks' helpers run in processes of their own, so that they do not steal the server's
 * event loop. `nodeArgs`: extra node flags, such as a CPU profile's.
 */
function forkHelper(script: string, nodeArgs: string[]): ChildProcess {
  return fork(fileURLToPath(new URL(script, import.meta.url)), {
    execArgv: ["--import", "tsx", ...nodeArgs],
  });
}

/** The load generator (load-worker.ts), started on the first job so its connections outlive each step. */
export function loadGenerator(nodeArgs: string[] = []) {
  let loadProcess: ChildProcess | null = null;
  return {
    run(job: LoadJob): Promise<LoadResult> {
      loadProcess ??= forkHelper("./load-worker.ts", nodeArgs);
      const worker = loadProcess;
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        worker.once("error", onError);
        worker.once("message", (result) => {
          worker.off("error", onError);
          resolve(result as LoadResult);
        });
        worker.send(job);
      });
    },
    stop: () => loadProcess?.disconnect(),
  };
}

/** The fakes' process (edge-fakes.ts); every text the fake Twilio accepted lands in `delivered`. */
export async function startEdges(nodeArgs: string[] = []) {
  const edges = forkHelper("./edge-fakes.ts", nodeArgs);
  const delivered: EdgeReport = [];
  const addresses = await new Promise<EdgeAddresses>((resolve) => {
    edges.on("message", (message) => {
      if (Array.isArray(message)) delivered.push(...(message as EdgeReport));
      else resolve(message as EdgeAddresses);
    });
  });
  return { addresses, delivered, stop: () => edges.disconnect() };
}
