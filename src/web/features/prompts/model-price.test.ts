import { describe, expect, it } from "vitest";
import { pricePerMillion } from "./model-price";

describe("model prices", () => {
  it("shows per-token prices per 1M tokens, input then output", () => {
    expect(pricePerMillion({ prompt: 0.0000025, completion: 0.00001 })).toBe("$2.50 / $10.00 per 1M tokens");
    expect(pricePerMillion({ prompt: 0.00000015, completion: 0.0000006 })).toBe(
      "$0.15 / $0.60 per 1M tokens",
    );
  });

  it("shows nothing for an unknown (zero or negative) price", () => {
    expect(pricePerMillion({ prompt: 0, completion: 0 })).toBeNull();
    expect(pricePerMillion({ prompt: -1, completion: -1 })).toBeNull();
  });
});
