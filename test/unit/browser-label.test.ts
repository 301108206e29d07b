import { describe, expect, it } from "vitest";
import { browserLabel } from "../../src/domain/browser-label.js";

describe("browserLabel", () => {
  it.each([
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome 131 on macOS",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari 17 on iOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "Firefox 133 on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Microsoft Edge 131 on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36",
      "Chrome 131 on Android",
    ],
  ])("names the browser and system of %s", (userAgent, label) => {
    expect(browserLabel(userAgent)).toBe(label);
  });

  it("gives null for a client that is no browser", () => {
    expect(browserLabel("curl/8.5.0")).toBeNull();
    expect(browserLabel("lightMyRequest")).toBeNull();
  });

  it("gives null when there is no user agent", () => {
    expect(browserLabel("")).toBeNull();
    expect(browserLabel("   ")).toBeNull();
    expect(browserLabel(null)).toBeNull();
    expect(browserLabel(undefined)).toBeNull();
  });
});
