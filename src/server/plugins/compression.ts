import type { FastifyCompressOptions } from "@fastify/compress";

/**
 * Compression of dynamic responses (JSON, rendered pages) when the client asks for it. Below 1 KB
 * the saving does not pay for the work; Brotli first, as every current browser accepts it. Static
 * assets are compressed at build time instead, and the webhooks stay outside (decision 021).
 */
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  threshold: 1024,
  encodings: ["br", "gzip"],
};
