import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The layer rules of decisions 017 and 024 live in biome.json (noRestrictedImports per folder).
 * These tests run Biome with that rule alone, the configuration `npm run lint` uses: on the tree as
 * it is, and on a file that breaks one rule written into each guarded folder, next to one that
 * imports what that folder may. (The rest of the lint is `npm run lint`, which CI runs.)
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const RULE = "lint/style/noRestrictedImports";
const LINT_TIMEOUT_MS = 120_000;

interface Probe {
  folder: string;
  /** A type from another layer, so the file is valid TypeScript whatever the rule says. */
  imports: string;
  /** Part of the rule's message, or null when the import is allowed. */
  refusal: string | null;
}

const probes: Probe[] = [
  { folder: "src/server/routes/admin", imports: "../../../db/client.js", refusal: "src/server reaches" },
  { folder: "src/server", imports: "../domain/clock.js", refusal: null },
  { folder: "src/domain/keywords", imports: "../../server/context.js", refusal: "src/domain knows" },
  { folder: "src/domain/keywords", imports: "../../db/client.js", refusal: null },
  { folder: "src/db/repositories", imports: "../../domain/clock.js", refusal: "src/db sits below" },
  { folder: "src/db", imports: "../server/context.js", refusal: "src/db sits below" },
  { folder: "src/db", imports: "../shared/auth.js", refusal: null },
  { folder: "src/shared", imports: "../domain/clock.js", refusal: "src/shared is the bottom layer" },
  {
    folder: "src/observability/metrics",
    imports: "../../db/client.js",
    refusal: "src/observability (metrics and traces) is used by every layer",
  },
  { folder: "src/observability/tracing", imports: "../../config/env.js", refusal: null },
  { folder: "src/shared/micro-ui", imports: "../../db/client.js", refusal: "src/shared is the bottom layer" },
  { folder: "src/web/lib", imports: "../../server/context.js", refusal: "src/web runs in the browser" },
  {
    folder: "src/web/features/auth",
    imports: "../../../domain/clock.js",
    refusal: "src/web runs in the browser",
  },
  {
    folder: "src/web/components/admin",
    imports: "../../../db/client.js",
    refusal: "src/web runs in the browser",
  },
  {
    folder: "src/web/components/admin",
    imports: "@/features/auth/api/get-me",
    refusal: "never import a feature",
  },
  {
    folder: "src/web/components/ui",
    imports: "../../features/auth/routes",
    refusal: "never import a feature",
  },
  { folder: "src/web/app", imports: "@/features/auth/api/get-me", refusal: null },
  {
    folder: "src/domain/scheduling",
    imports: "../../messaging/messaging-core.js",
    refusal: "src/domain never imports the messaging core",
  },
  { folder: "src/messaging/send", imports: "../../server/context.js", refusal: "src/messaging is the core" },
  { folder: "src/messaging/send", imports: "../../domain/clock.js", refusal: null },
  {
    folder: "src/loops",
    imports: "../messaging/messaging-core.js",
    refusal: "src/loops is generic machinery",
  },
  { folder: "src/loops", imports: "../domain/clock.js", refusal: null },
  { folder: "src/providers/sms", imports: "../../domain/clock.js", refusal: "src/providers are adapters" },
  { folder: "src/providers/sms", imports: "../../shared/auth.js", refusal: null },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function runLint(paths: string[]): { status: number | null; diagnostics: Diagnostic[] } {
  const biome = join(root, "node_modules", ".bin", "biome");
  const result = spawnSync(biome, ["lint", `--only=style/noRestrictedImports`, "--reporter=json", ...paths], {
    cwd: root,
    encoding: "utf8",
    timeout: LINT_TIMEOUT_MS,
  });
  const report = result.stdout.slice(result.stdout.indexOf("{"));
  return { status: result.status, diagnostics: JSON.parse(report).diagnostics };
}

/** Unique per run, so two runs of the suite never lint or delete each other's files. */
const probePath = (probe: Probe, index: number) =>
  join(probe.folder, `boundary-probe-${process.pid}-${index}.ts`);

let written: string[] = [];

afterEach(() => {
  for (const path of written) rmSync(join(root, path), { force: true });
  written = [];
});

describe("import boundaries (Biome's noRestrictedImports)", () => {
  it("passes on the tree as it is", { timeout: LINT_TIMEOUT_MS }, () => {
    const { status, diagnostics } = runLint(["."]);
    expect(diagnostics.filter((diagnostic) => diagnostic.category === RULE)).toEqual([]);
    expect(status).toBe(0);
  });

  it("fails on an import across a boundary, naming the rule, and allows the layer below", {
    timeout: LINT_TIMEOUT_MS,
  }, () => {
    written = probes.map(probePath);
    probes.forEach((probe, index) => {
      const source = `import type * as Probe from "${probe.imports}";\n\nexport type Probed = typeof Probe;\n`;
      writeFileSync(join(root, probePath(probe, index)), source);
    });

    const { status, diagnostics } = runLint(written);

    expect(status).not.toBe(0);
    const found = probes.map((probe, index) => {
      const own = diagnostics.filter((diagnostic) => diagnostic.location.path === probePath(probe, index));
      return {
        ...probe,
        diagnostics: own.map((diagnostic) => `${diagnostic.category}: ${diagnostic.message}`),
      };
    });
    for (const probe of found) {
      if (probe.refusal === null) expect(probe.diagnostics, probe.folder).toEqual([]);
      else expect(probe.diagnostics, probe.folder).toEqual([expect.stringContaining(probe.refusal)]);
    }
    expect(found.flatMap((probe) => probe.diagnostics).every((line) => line.startsWith(RULE))).toBe(true);
  });
});
