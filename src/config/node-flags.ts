/**
 * V8 flags the server runs with (package.json's start script passes the same; a unit test checks).
 * - A larger young generation: the message pipeline allocates many short-lived objects per text
 *   (HTTP bodies, rows, JSON), and collecting them got far cheaper: garbage collection fell from
 *   about a fifth of the server's CPU under load (bench/inbound), for up to 128 MB more at peak.
 * - No optimising tier for WebAssembly: V8 otherwise recompiles PGlite's hot functions in the
 *   background, and the compiler's memory stays in malloc's thread arenas, about 80 MB of the idle
 *   server's RSS. Both flags are needed (decision 022).
 */
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=64",
  "--no-wasm-dynamic-tiering",
  "--no-wasm-tier-up",
];
