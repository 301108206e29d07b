import twilio from "twilio";
import { describe, expect, it } from "vitest";
import {
  type FormParams,
  isValidTwilioSignature,
  twilioSignature,
} from "../../src/providers/sms/twilio-signature.js";

/**
 * Our check against Twilio's own helper library: requests are signed with
 * twilio.getExpectedTwilioSignature and both checks must give the same answer for every case.
 */

const TOKEN = "12345";
const PUBLISHED_URL = "https://mycompany.com/myapp.php?foo=1&bar=2";
const PUBLISHED_PARAMS = {
  CallSid: "CA1234567890ABCDE",
  Caller: "+14158675309",
  Digits: "1234",
  From: "+14158675309",
  To: "+18005551212",
};

/** validateRequest throws on a URL `new URL` cannot read; a throw is a refusal. */
function theirs(token: string, signature: string, url: string, params: FormParams): boolean {
  try {
    return twilio.validateRequest(token, signature, url, params);
  } catch {
    return false;
  }
}

function agree(token: string, signature: string, url: string, params: FormParams, label: string) {
  const reference = theirs(token, signature, url, params);
  expect(isValidTwilioSignature(token, signature, url, params), label).toBe(reference);
  return reference;
}

/** The URL Twilio signed, and the URL our server rebuilds from the request. */
const urlPairs: [signed: string, received: string][] = [
  [PUBLISHED_URL, PUBLISHED_URL],
  ["https://example.com:443/sms", "https://example.com/sms"],
  ["https://example.com/sms", "https://example.com:443/sms"],
  ["http://example.com:80/sms", "http://example.com/sms"],
  ["http://example.com/sms", "http://example.com:80/sms"],
  ["http://example.com:443/sms", "http://example.com/sms"],
  ["https://example.com:80/sms", "https://example.com/sms"],
  ["https://example.com:8443/sms", "https://example.com:8443/sms"],
  ["https://example.com/sms", "https://example.com:8443/sms"],
  ["https://example.com:8443/sms", "https://example.com/sms"],
  ["https://example.com:443/sms?a=1&b=2", "https://example.com/sms?a=1&b=2"],
  ["https://example.com/sms?a=1&b=2", "https://example.com/sms?b=2&a=1"],
  ["https://example.com/sms?b=it%27s", "https://example.com/sms?b=it's"],
  ["https://example.com/sms?b=it's", "https://example.com/sms?b=it's"],
  ["https://example.com/sms?q=caf%C3%A9", "https://example.com/sms?q=café"],
  ["https://example.com/sms?q=a%20b", "https://example.com/sms?q=a+b"],
  ["https://example.com:443/sms?q=a%20b", "https://example.com/sms?q=a+b"],
  ["https://example.com/sms", "https://Example.com/a/../sms"],
  ["https://example.com/sms", "https://example.com/sms/"],
  ["https://example.com/sms?bodySHA256=abc", "https://example.com/sms?bodySHA256=abc"],
  ["example.com/sms", "example.com/sms"],
  ["https://example.com/sms", "example.com/sms"],
  ["https://user:pw@example.com:443/sms", "https://user:pw@example.com/sms"],
  ["https://[::1]:443/sms", "https://[::1]/sms"],
];

/** The parameters Twilio signed, and the parameters our form parser produced. */
const paramPairs: [signed: FormParams, received: FormParams][] = [
  [PUBLISHED_PARAMS, PUBLISHED_PARAMS],
  [{}, {}],
  [{ To: ["+15550001111", "+15550001111"] }, { To: ["+15550001111", "+15550001111"] }],
  [{ To: "+15550001111" }, { To: ["+15550001111", "+15550001111"] }],
  [{ MediaUrl0: ["b", "a", "b"] }, { MediaUrl0: ["a", "b"] }],
  [{ MediaUrl0: ["b", "a"] }, { MediaUrl0: ["a", "b"] }],
  [{ To: ["+15550002222", "+15550001111"] }, { To: ["+15550001111", "+15550002222"] }],
  [{ To: ["+15550001111", "+15550002222"] }, { To: ["+15550001111"] }],
  [
    { Body: "héllo 👋 世界", From: "+14155550100" },
    { From: "+14155550100", Body: "héllo 👋 世界" },
  ],
  [{ Body: ["👋", "é", "e", "Z", ""] }, { Body: ["", "Z", "e", "é", "👋"] }],
  [
    { Body: "", NumMedia: "0" },
    { Body: "", NumMedia: "0" },
  ],
  [{ Body: "" }, {}],
  [{ Body: [""] }, { Body: "" }],
  [{ Body: "a" }, { Body: "b" }],
  [{ a: "bc" }, { ab: "c" }],
  [
    { Body: "1", body: "2" },
    { body: "2", Body: "1" },
  ],
];

describe("isValidTwilioSignature agrees with twilio.validateRequest", () => {
  it("accepts the published example and signs it as Twilio does", () => {
    expect(twilioSignature(TOKEN, PUBLISHED_URL, PUBLISHED_PARAMS)).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    expect(agree(TOKEN, "RSOYDt4T1cUTdK1PDd93/VVr8B8=", PUBLISHED_URL, PUBLISHED_PARAMS, "published")).toBe(
      true,
    );
  });

  it("accepts a repeated parameter with equal values, which Twilio signs once", () => {
    const params = { To: ["+15550001111", "+15550001111"] };
    const signature = twilio.getExpectedTwilioSignature(TOKEN, "https://example.com/sms", params);
    expect(agree(TOKEN, signature, "https://example.com/sms", params, "repeated")).toBe(true);
  });

  it("accepts the URL with or without the default port, whichever Twilio signed", () => {
    const withPort = twilio.getExpectedTwilioSignature(TOKEN, "https://example.com:443/sms", {});
    expect(agree(TOKEN, withPort, "https://example.com/sms", {}, "signed :443")).toBe(true);
    const withoutPort = twilio.getExpectedTwilioSignature(TOKEN, "http://example.com/sms", {});
    expect(agree(TOKEN, withoutPort, "http://example.com:80/sms", {}, "received :80")).toBe(true);
  });

  it("gives the same answer for every signed URL, received URL and parameters", () => {
    let accepted = 0;
    let refused = 0;
    for (const [signedUrl, url] of urlPairs) {
      for (const [signedParams, params] of paramPairs) {
        const signature = twilio.getExpectedTwilioSignature(TOKEN, signedUrl, signedParams);
        const label = `${signedUrl} ${JSON.stringify(signedParams)} → ${url} ${JSON.stringify(params)}`;
        if (agree(TOKEN, signature, url, params, label)) accepted++;
        else refused++;
      }
    }
    // Both outcomes are well represented, so agreement is not agreement on always or never.
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it("refuses wrong signatures and tokens, as Twilio does", () => {
    const good = twilio.getExpectedTwilioSignature(TOKEN, PUBLISHED_URL, PUBLISHED_PARAMS);
    const wrong = [
      "",
      "invalid",
      good.slice(0, -1),
      `${good}=`,
      good.toLowerCase(),
      ` ${good}`,
      twilio.getExpectedTwilioSignature("54321", PUBLISHED_URL, PUBLISHED_PARAMS),
      twilio.getExpectedTwilioSignature(TOKEN, `${PUBLISHED_URL}&baz=3`, PUBLISHED_PARAMS),
    ];
    for (const signature of wrong) {
      expect(agree(TOKEN, signature, PUBLISHED_URL, PUBLISHED_PARAMS, `signature ${signature}`)).toBe(false);
    }
    for (const token of ["54321", "", "12345 "]) {
      expect(agree(token, good, PUBLISHED_URL, PUBLISHED_PARAMS, `token "${token}"`)).toBe(false);
    }
  });
});
