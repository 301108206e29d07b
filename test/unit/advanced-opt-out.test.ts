import { describe, expect, it } from "vitest";
import {
  classifiedKeyword,
  inboundKind,
  optOutTypeKeyword,
} from "../../src/messaging/rules/advanced-opt-out.js";

describe("Twilio's Advanced Opt-Out verdict (OptOutType)", () => {
  it("reads STOP, START and HELP, in any case and spacing", () => {
    expect(optOutTypeKeyword("STOP")).toBe("opt_out");
    expect(optOutTypeKeyword("START")).toBe("opt_in");
    expect(optOutTypeKeyword("HELP")).toBe("help");
    expect(optOutTypeKeyword(" stop ")).toBe("opt_out");
    expect(optOutTypeKeyword("Start")).toBe("opt_in");
  });

  it("ignores an absent, empty or unknown verdict", () => {
    for (const value of [undefined, "", "  ", "UNSUBSCRIBE", "STOPALL", "INFO", "yes"])
      expect(optOutTypeKeyword(value)).toBeNull();
  });

  it("is kept as the stored text's kind and read back from it", () => {
    expect(inboundKind(null)).toBe("inbound");
    for (const keyword of ["opt_out", "opt_in", "help"] as const) {
      expect(inboundKind(keyword)).toBe(keyword);
      expect(classifiedKeyword(inboundKind(keyword))).toBe(keyword);
    }
    expect(classifiedKeyword("inbound")).toBeNull();
    // Outbound kinds never reach the decision, but none of them reads as a verdict either.
    expect(classifiedKeyword("reply")).toBeNull();
  });
});
