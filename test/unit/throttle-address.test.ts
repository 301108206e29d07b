import { describe, expect, it } from "vitest";
import { throttleAddress } from "../../src/domain/admin/throttle-address.js";

describe("throttleAddress", () => {
  it("keeps an IPv4 address as it is, also when written as IPv4-mapped IPv6", () => {
    expect(throttleAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(throttleAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(throttleAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const key = "2001:db8:0:12::/64";
    expect(throttleAddress("2001:db8:0:12::1")).toBe(key);
    expect(throttleAddress("2001:0DB8:0000:0012:abcd:ef01:2345:6789")).toBe(key);
    expect(throttleAddress("2001:db8::12:0:0:0:1")).toBe(key);
    expect(throttleAddress("2001:db8:0:12::1%eth0")).toBe(key);
    expect(throttleAddress("2001:db8:0:12:1:2:192.0.2.1")).toBe(key);
  });

  it("tells different /64s apart", () => {
    expect(throttleAddress("2001:db8:0:13::1")).not.toBe(throttleAddress("2001:db8:0:12::1"));
    expect(throttleAddress("::1")).toBe("0:0:0:0::/64");
    expect(throttleAddress("1::")).toBe("1:0:0:0::/64");
  });

  it("passes anything that is not an IP address through", () => {
    expect(throttleAddress("unknown")).toBe("unknown");
    expect(throttleAddress("")).toBe("");
  });
});
