import { BlockList, isIP } from "node:net";

/**
 * Addresses a fetch made on someone else's say (a media URL in a webhook) must never reach: this
 * machine, the private network around it, the cloud's metadata service (169.254.169.254,
 * fd00:ec2::254) and addresses that are no single public host. Node's BlockList also matches the
 * IPv4-mapped IPv6 form (::ffff:127.0.0.1) of every IPv4 range.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", and the unspecified 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, the metadata address among them
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ["64:ff9b:1::", 48], // NAT64 for local use
  ["100::", 64], // discard
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the former site-local
  ["ff00::", 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IPv4 or IPv6 literal, brackets allowed) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? "ipv4" : "ipv6");
}

/** Whether a URL's hostname is an IP literal rather than a name to resolve. */
export function isAddressLiteral(hostname: string): boolean {
  return isIP(hostname.replace(/^\[(.*)\]$/, "$1")) !== 0;
}
