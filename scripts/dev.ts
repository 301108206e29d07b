import { type ChildProcess, spawn } from "node:child_process";

/**
 * Development: the API server restarts on change (tsx watch) on API_PORT, and Vite serves the
 * React app with hot reload on PORT, proxying /api to the server.
 */
const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";

const children: ChildProcess[] = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", webPort, "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 2000).unref();
}

for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
