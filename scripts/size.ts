/**
 * `npm run size` (after `npm run build:web`): the gzipped JavaScript a shared micro UI page loads
 * before its first component shows, and what a map, a video or drag and drop add when a page uses
 * them. Read from Vite's manifest, so it counts exactly the chunks the browser fetches. Fails when
 * the first load is over budget, pulls a lazy chunk or any admin console code.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const WEB_DIR = join(import.meta.dirname, "..", "dist", "web");
const MANIFEST_PATH = join(WEB_DIR, ".vite", "manifest.json");
const BUDGET_KB = 100;
const APP_ENTRY = "index.html";
const VIEWER = "pages/micro-ui.tsx";
const ON_DEMAND = {
  map: "features/micro-ui/components/map/map-component.tsx",
  video: "features/micro-ui/components/video/video-component.tsx",
  "drag and drop": "features/micro-ui/components/checklist/sortable-checklist.tsx",
} as const;
const ADMIN_SOURCES = /\/src\/web\/(app\/admin|pages\/admin|components\/admin|features\/auth)/;

if (!existsSync(MANIFEST_PATH)) {
  console.error("dist/web/.vite/manifest.json is missing: run `npm run build:web` first.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as Record<string, ManifestChunk>;

/** The chunk of `key` and every chunk it imports statically: what the browser fetches with it. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest; was it renamed?`);
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const fileOf = (key: string) => manifest[key]?.file as string;
const gzippedKb = (file: string) => gzipSync(readFileSync(join(WEB_DIR, file))).length / 1000;
const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzippedKb(fileOf(key)), 0);
const kb = (value: number) => `${value.toFixed(1).padStart(6)} KB`;

function adminSourcesIn(keys: Iterable<string>): string[] {
  return [...keys].flatMap((key) => {
    const mapPath = join(WEB_DIR, `${fileOf(key)}.map`);
    if (!existsSync(mapPath)) return [];
    const { sources } = JSON.parse(readFileSync(mapPath, "utf8")) as { sources: string[] };
    return sources.filter((source) => ADMIN_SOURCES.test(`/${source.replace(/^(\.\.\/)+/, "")}`));
  });
}

const firstLoad = new Set([...staticClosure(APP_ENTRY), ...staticClosure(VIEWER)]);
const firstLoadKb = sum(firstLoad);
const problems: string[] = [];

console.log("Micro UI viewer (/ui/{slug}): JavaScript loaded before the first component shows");
console.log("(gzip at zlib's default level; 1 KB = 1,000 bytes)");
for (const key of firstLoad) console.log(`  ${kb(gzippedKb(fileOf(key)))}  ${fileOf(key)}`);
console.log(`  ${kb(firstLoadKb)}  total (budget ${BUDGET_KB} KB)`);
const css = [...firstLoad].flatMap((key) => manifest[key]?.css ?? []);
const cssKb = [...new Set(css)].reduce((total, file) => total + gzippedKb(file), 0);
console.log(`  ${kb(cssKb)}  CSS, besides the JavaScript`);

console.log("\nLoaded only by pages that use them, on top of the first load:");
for (const [name, key] of Object.entries(ON_DEMAND)) {
  const extra = [...staticClosure(key)].filter((chunk) => !firstLoad.has(chunk));
  console.log(`  + ${kb(sum(extra)).trim().padStart(8)}  ${name} (${extra.map(fileOf).join(", ")})`);
  if (firstLoad.has(key)) problems.push(`the ${name} chunk is part of the first load`);
}
console.log("  (a map also loads Google's Maps JavaScript API from maps.googleapis.com, not counted here)");

if (firstLoadKb > BUDGET_KB)
  problems.push(`the first load is ${firstLoadKb.toFixed(1)} KB, over ${BUDGET_KB} KB`);
const adminSources = adminSourcesIn(firstLoad);
if (adminSources.length > 0) problems.push(`the first load contains admin code: ${adminSources.join(", ")}`);

if (problems.length > 0) {
  console.error(`\nFAILED:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("\nOK: within budget, lazy chunks stay lazy, no admin code.");
