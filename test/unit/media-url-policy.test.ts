import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../../src/providers/http/public-address.js";
import { publicOnlyLookup } from "../../src/providers/http/public-only-agent.js";
import { checkMediaUrl, mediaUrlPolicy } from "../../src/providers/sms/media-url-policy.js";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.169.254",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:a9fe:a9fe]",
    "::ffff:10.0.0.1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "172.32.0.1", "100.128.0.1", "54.172.60.1", "2600:1f18::1", "::ffff:8.8.8.8"])(
    "takes %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("publicOnlyLookup", () => {
  it("refuses a name that resolves to this machine", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup("localhost", { all: true }, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe("ENOTPUBLIC");
    expect(error?.message).toMatch(/localhost resolves to .*, which is not a public address/);
  });
});

describe("checkMediaUrl", () => {
  const twilio = mediaUrlPolicy("https://api.twilio.com", undefined);
  const verdict = (url: string, policy = twilio) => {
    const result = checkMediaUrl(url, policy);
    return result.ok ? { ok: true, withCredentials: result.withCredentials } : { ok: false };
  };

  it("takes Twilio's media hosts over https, with the credentials for the API alone", () => {
    const media = "https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1";
    expect(verdict(media)).toEqual({ ok: true, withCredentials: true });
    expect(verdict("https://api.twilio.com:443/x")).toEqual({ ok: true, withCredentials: true });
    for (const cdn of [
      "https://mms.twiliocdn.com/x",
      "https://s3-external-1.amazonaws.com/media.twiliocdn.com/x",
    ])
      expect(verdict(cdn)).toEqual({ ok: true, withCredentials: false });
  });

  it.each([
    "http://api.twilio.com/x",
    "https://api.twilio.com:8443/x",
    "ftp://api.twilio.com/x",
    "file:///etc/passwd",
    "https://evil.api.twilio.com/x",
    "https://api.twilio.com.evil.test/x",
    "https://twilio.com/x",
    "https://user:pass@api.twilio.com/x",
    "https://127.0.0.1/x",
    "http://169.254.169.254/latest/meta-data/",
    "https://[::1]/x",
    "not a url",
  ])("refuses %s by default", (url) => {
    expect(verdict(url)).toEqual({ ok: false });
  });

  it("replaces the list with TWILIO_MEDIA_HOSTS, each host trusted as named, over http too", () => {
    const named = mediaUrlPolicy("http://127.0.0.1:4000", [
      "127.0.0.1:5000",
      "media.example.com",
      "[::1]:6000",
    ]);
    expect(verdict("http://127.0.0.1:5000/x", named)).toEqual({ ok: true, withCredentials: false });
    expect(verdict("https://127.0.0.1:5000/x", named)).toEqual({ ok: true, withCredentials: false });
    expect(verdict("http://[::1]:6000/x", named)).toEqual({ ok: true, withCredentials: false });
    expect(verdict("http://media.example.com/x", named)).toEqual({ ok: true, withCredentials: false });
    expect(verdict("https://media.example.com:443/x", named)).toEqual({ ok: true, withCredentials: false });
    // The API's own origin, exactly as configured, is the one that gets the credentials.
    expect(verdict("http://127.0.0.1:4000/media/x", named)).toEqual({ ok: true, withCredentials: true });
    for (const refused of [
      "https://127.0.0.1:4000/x",
      "http://127.0.0.1:5001/x",
      "http://127.0.0.1/x",
      "http://media.example.com:8080/x",
      "https://api.twilio.com/x",
      "http://localhost:5000/x",
    ])
      expect(verdict(refused, named), refused).toEqual({ ok: false });
  });
});
