import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../src/config/node-flags.js";
import { projectRoot } from "../../src/config/paths.js";

describe("the server's node flags", () => {
  it("are the ones package.json's start script passes, so tests run the server as npm start does", () => {
    const manifest = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} dist/server/main.js`);
  });

  it("are all known to this node", () => {
    const check = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "--eval", "0"], { encoding: "utf8" });
    expect(check.stderr).toBe("");
    expect(check.status).toBe(0);
  });
});
