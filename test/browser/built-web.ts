import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where `npm run build:web` puts the browser's files. */
export const WEB_DIR = join(import.meta.dirname, "..", "..", "dist", "web");

/** The built file of a source module (its path under src/web), from Vite's manifest. */
export function builtFileOf(source: string): string {
  const manifest = JSON.parse(readFileSync(join(WEB_DIR, ".vite", "manifest.json"), "utf8"));
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not in the Vite manifest`);
  return file;
}
