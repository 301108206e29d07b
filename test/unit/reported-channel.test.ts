import { describe, expect, it } from "vitest";
import { reportedChannel } from "../../src/messaging/rules/reported-channel.js";

describe("reportedChannel", () => {
  it("reads the channel from the sender a status callback names", () => {
    expect(reportedChannel({ from: "rcs:textpal_k4xc2hqa_agent" })).toBe("rcs");
    expect(reportedChannel({ from: "whatsapp:+15005550006" })).toBe("whatsapp");
    // Twilio fell back to SMS: the callback names the pool's SMS number.
    expect(reportedChannel({ from: "+15005550006" })).toBe("sms");
  });

  it("takes ChannelPrefix over the sender when Twilio adds it, mms being SMS", () => {
    expect(reportedChannel({ channelPrefix: "RCS", from: "+15005550006" })).toBe("rcs");
    expect(reportedChannel({ channelPrefix: "mms" })).toBe("sms");
    expect(reportedChannel({ channelPrefix: "messenger", from: "rcs:agent" })).toBeNull();
  });

  it("says nothing when the callback does not say", () => {
    expect(reportedChannel({})).toBeNull();
    expect(reportedChannel({ from: "" })).toBeNull();
    expect(reportedChannel({ from: "messenger:1234" })).toBeNull();
    expect(reportedChannel({ from: "TEXTPAL" })).toBeNull();
  });
});
