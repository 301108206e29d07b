import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => ({
  root: fromRoot("./src/web"),
  publicDir: false,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@shared": fromRoot("./src/shared"),
      "@": fromRoot("./src/web"),
    },
  },
  build: {
    outDir: fromRoot("./dist/web"),
    emptyOutDir: true,
    // Maps are always written (npm run size reads them) but linked from the bundles only in a
    // development build (`vite build --mode development`); the server serves them only when
    // NODE_ENV=development, so production never hands out the source.
    sourcemap: mode === "development" ? true : "hidden",
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
}));
