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
    rolldownOptions: {
      input: isSsrBuild ? SERVER_ENTRY : BROWSER_ENTRIES,
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
