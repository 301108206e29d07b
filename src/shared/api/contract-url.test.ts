import { describe, expect, it } from "vitest";
import { contractUrl } from "./contract-url.js";

describe("contractUrl", () => {
  it("fills path parameters, encoded, and leaves empty query values out", () => {
    expect(
      contractUrl(
        { path: "/api/micro-ui/:slug/data" },
        { slug: "a b/c" },
        { search: "", limit: 25, type: null },
      ),
    ).toBe("/api/micro-ui/a%20b%2Fc/data?limit=25");
  });

  it("throws when a path parameter is missing, instead of calling a wrong URL", () => {
    expect(() => contractUrl({ path: "/api/admin/users/:id" })).toThrow('Missing path parameter "id"');
  });
});
