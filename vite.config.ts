import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.js";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The console (a single-page app) and the two pages the server renders first: each loads only its own code. */
const BROWSER_ENTRIES: Record<string, string> = {
  index: fromRoot("./src/web/index.html"),
  landing: fromRoot("./src/web/landing.html"),
  "micro-ui": fromRoot("./src/web/micro-ui.html"),
};
/** The bundle the server renders those pages with (decision 021). */
const SERVER_ENTRY: Record<string, string> = { server: fromRoot("./src/web/entries/server.tsx") };

/**
 * React is one chunk every page shares. The code the public pages start with (the micro UI viewer,
 * the UI primitives, icons and helpers) is one chunk rather than a dozen small ones: on a phone's
 * network each request costs a round trip, and small files compress worse (decision 021). The
 * console loads that chunk too; it needs most of it anyway.
 */
const CHUNK_GROUPS = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
  {
    name: "public-pages",
    test: /[\\/]src[\\/](shared|web[\\/](features[\\/]micro-ui|components[\\/]ui|lib|hooks|entries[\\/]hydrate-page))[\\/]|node_modules[\\/]lucide-react[\\/]/,
    tags: ["$initial" as const],
    // A chunk for each set of pages that share modules, so the landing page does not fetch the viewer.
    entriesAware: true,
    entriesAwareMergeThreshold: 15_000,
    priority: 1,
  },
];

export default defineConfig(({ mode, isSsrBuild }) => ({
  root: fromRoot("./src/web"),
  publicDir: false,
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    alias: {
      "@shared": fromRoot("./src/shared"),
      "@": fromRoot("./src/web"),
    },
  },
  build: {
    outDir: fromRoot(isSsrBuild ? "./dist/ssr" : "./dist/web"),
    emptyOutDir: true,
    // Maps are always written (npm run size reads them) but linked from the bundles only in a
    // development build (`vite build --mode development`); the server serves them only when
    // NODE_ENV=development, so production never hands out the source.
    sourcemap: mode === "development" ? true : "hidden",
    manifest: true,
    // Every browser the pages support preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: isSsrBuild ? SERVER_ENTRY : BROWSER_ENTRIES,
      output: isSsrBuild ? {} : { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  // The server-side bundle (dist/ssr) carries React and every component with it, so the server
  // needs none of the web app's packages at run time.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
}));
