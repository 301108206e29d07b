import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What each built page entry loads before it runs (decision 021), read from Vite's manifest and the
 * source maps of the built chunks. It needs `npm run build:web`, as the browser suites do.
 */
const WEB_DIR = join(import.meta.dirname, "..", "..", "dist", "web");
const manifestPath = join(WEB_DIR, ".vite", "manifest.json");

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>)
  : {};

/** The chunk of `key` and every chunk it imports statically: what the browser fetches with it. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

/** The source files bundled into an entry's first load, as its chunks' source maps name them. */
function sourcesOf(entry: string): string[] {
  return [...staticClosure(entry)].flatMap((key) => {
    const map = join(WEB_DIR, `${manifest[key]?.file}.map`);
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, "utf8")) as { sources: string[] };
    return sources.map((source) => source.replace(/^(\.\.\/)+/, ""));
  });
}

const CONSOLE_CODE = /^src\/web\/(app\/|pages\/admin|components\/admin|features\/(?!micro-ui\/|legal\/))/;
const ROUTER_OR_QUERY_CLIENT = /node_modules\/(wouter|@tanstack|regexparam)\//;
const ON_DEMAND = /node_modules\/@dnd-kit\/|components\/(map|video)\/|(table|form|dashboard|card)-component/;

describe.skipIf(!existsSync(manifestPath))("the page entries' first load", () => {
  it("gives the micro UI viewer only what a page needs: no console, router, query client or on-demand kinds", () => {
    const sources = sourcesOf("micro-ui.html");
    expect(sources).toContain("src/web/features/micro-ui/components/checklist/checklist-component.tsx");
    expect(sources.filter((source) => CONSOLE_CODE.test(source))).toEqual([]);
    expect(sources.filter((source) => ROUTER_OR_QUERY_CLIENT.test(source))).toEqual([]);
    expect(sources.filter((source) => ON_DEMAND.test(source))).toEqual([]);
  });

  it("loads each on-demand kind from a chunk of its own, fetched only by a page that shows one", () => {
    const firstLoad = staticClosure("micro-ui.html");
    for (const kind of ["card", "dashboard", "form", "table", "map/map", "video/video"]) {
      const key = `features/micro-ui/components/${kind}-component.tsx`;
      expect(manifest[key], key).toBeDefined();
      expect(firstLoad.has(key), key).toBe(false);
    }
    const dragAndDrop = "features/micro-ui/components/checklist/sortable-checklist.tsx";
    expect(manifest[dragAndDrop]).toBeDefined();
    expect(firstLoad.has(dragAndDrop)).toBe(false);
  });

  it("gives the landing page neither the console nor the legal dialogs until they are opened", () => {
    const sources = sourcesOf("landing.html");
    expect(sources).toContain("src/web/pages/landing.tsx");
    expect(
      sources.filter((source) => CONSOLE_CODE.test(source) || ROUTER_OR_QUERY_CLIENT.test(source)),
    ).toEqual([]);
    expect(sources.filter((source) => /legal-dialog|@radix-ui/.test(source))).toEqual([]);
  });
});
