import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { ENGINE_INDEPENDENT_FILES, ONE_ENGINE_FILES } from "./test/integration/engine-independent-files.js";

const integration = ["test/integration/**/*.test.ts"];
const inIntegration = (name: string) => `test/integration/${name}`;
const pgliteOnly = ENGINE_INDEPENDENT_FILES.map(inIntegration);
const oneEngine = ONE_ENGINE_FILES.map(inIntegration);
const missing = [...pgliteOnly, ...oneEngine].filter((path) => !existsSync(path));
if (missing.length)
  throw new Error(`engine-independent-files.ts names files that are gone: ${missing.join(", ")}`);
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

if (!withPostgres) {
  console.log("[integration] TEST_DATABASE_URL is not set: integration tests run on PGlite only.");
}

export default defineConfig({
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  test: {
    // The profile reporter and wait meter feed `npm run test:profile` (docs/TESTING.md).
    reporters: ["default", "./test/profile/profile-reporter.ts"],
    setupFiles: ["./test/profile/wait-meter.ts"],
    // Migrates the databases every test file copies, once per run (test/helpers/database-snapshots.ts).
    globalSetup: ["./test/helpers/global-setup.ts"],
    // Test files share their worker's process and module cache instead of each paying ~3 s of
    // start and import; every file still gets its own database and server (decision 023).
    isolate: false,
    testTimeout: 20_000,
    // expect.poll waits for an event at TESTING.md's 25 ms, and gives it 10 s rather than vitest's
    // 1 s: a loaded CI machine took longer than a second to make a backup (a flake in stop 49).
    expect: { poll: { interval: 25, timeout: 10_000 } },
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: { name: "unit", include: ["src/**/*.test.ts", "test/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true as const,
        test: {
          name: "pglite",
          include: integration,
          exclude: withPostgres ? oneEngine : [],
          env: { TEST_DB_KIND: "pglite" },
        },
      },
      ...(withPostgres
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: integration,
                exclude: pgliteOnly,
                env: { TEST_DB_KIND: "postgres" },
              },
            },
            {
              extends: true as const,
              // Fault injection (ended connections, outages, kill -9) needs a PostgreSQL server it may hurt.
              test: {
                name: "faults",
                include: ["test/faults/**/*.test.ts"],
                env: { TEST_DB_KIND: "postgres" },
                testTimeout: 180_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        extends: true as const,
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          env: { TEST_DB_KIND: "pglite" },
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
