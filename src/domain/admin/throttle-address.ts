import { isIPv4, isIPv6 } from "node:net";

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The address the sign-in throttle counts by. An IPv6 client is counted by its /64, the block one
 * subscriber usually gets: counting whole addresses would give a guesser 2^64 fresh ones, and
 * privacy addresses would make an admin's own address look new every day. An IPv4 address
 * (also when written as IPv4-mapped IPv6) is counted as it is.
 */
export function throttleAddress(ip: string): string {
  const address = ip.split("%")[0]?.toLowerCase() ?? "";
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled with zeros, leading zeros dropped. */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group]));
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const zeros = Array<string>(8 - start.length - end.length).fill("0");
  return [...start, ...zeros, ...end].map((group) => Number.parseInt(group, 16).toString(16));
}
