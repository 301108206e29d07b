import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every built text asset, at the highest levels:
 * done once at build time, so the server only picks the copy the browser accepts (@fastify/static
 * `preCompressed`) and never compresses a static file per request (decision 021).
 */
export function precompressAssets(): Plugin {
  let outDir = "";
  let isServerBuild = false;
  return {
    name: "textpal:precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
      isServerBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isServerBuild) return;
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(join(outDir, file))),
      );
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
