/**
 * V8 flags the server runs with (package.json's start script passes the same). The message pipeline
 * allocates many short-lived objects per text (HTTP bodies, rows, JSON); a larger young generation
 * makes collecting them far cheaper: garbage collection fell from about a fifth of the server's CPU
 * under load (bench/inbound), for up to 128 MB more memory at peak.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
