import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The modules of the core and the domain as folders: src/messaging, src/loops and each folder of
 * src/domain. These tests read every import and fail when two of them import each other, directly or
 * round a longer circle, when the generic loops reach into the modules that use them, or when the
 * domain reaches into the messaging core: the core uses the domain (its services, its rules), never
 * the other way.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * src/domain/users/x.ts → domain/users; src/messaging/answer/y.ts → messaging; src/db/z.ts → db. The
 * files at the root of src/domain (the clock, the logger, AppError) are its kernel, "domain", which
 * every module may use.
 */
function moduleOf(file: string): string {
  const [top, second, third] = relative(join(root, "src"), file).split("/");
  return top === "domain" && third !== undefined ? `domain/${second}` : (top ?? "");
}

function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = sourceFiles(join(root, "src")).filter((file) => !file.includes("/src/web/"));
  for (const file of files) {
    const from = moduleOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)) {
      const to = moduleOf(resolve(dirname(file), match[1] ?? ""));
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

const isCoreOrDomain = (module: string) =>
  module === "messaging" || module === "loops" || module.startsWith("domain/");

function cycles(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const visit = (module: string, path: string[]) => {
    for (const next of graph.get(module) ?? []) {
      if (!isCoreOrDomain(next)) continue;
      const start = path.indexOf(next);
      if (start >= 0) found.push([...path.slice(start), next]);
      else visit(next, [...path, next]);
    }
  };
  for (const module of graph.keys()) if (isCoreOrDomain(module)) visit(module, [module]);
  return found;
}

describe("module boundaries", () => {
  const graph = importGraph();

  it("finds the modules it guards", () => {
    expect([...graph.keys()]).toEqual(expect.arrayContaining(["messaging", "loops", "domain/assistant"]));
  });

  it("has no circle of imports between the messaging core, the loops and the domain folders", () => {
    expect(cycles(graph).map((cycle) => cycle.join(" → "))).toEqual([]);
  });

  it("keeps the loops generic: they import neither the domain nor the core nor the server", () => {
    const reached = [...(graph.get("loops") ?? [])].filter(
      (module) => isCoreOrDomain(module) || module === "server",
    );
    expect(reached).toEqual([]);
  });

  it("keeps one direction between the core and the domain: messaging imports the domain, never the reverse", () => {
    const domainToCore = [...graph]
      .filter(([module]) => module === "domain" || module.startsWith("domain/"))
      .filter(([, edges]) => edges.has("messaging"))
      .map(([module]) => module);
    expect(domainToCore).toEqual([]);
  });

  it("keeps HTTP out of the core: messaging never imports the server", () => {
    expect([...(graph.get("messaging") ?? [])]).not.toContain("server");
  });
});
