import { type LookupAddress, lookup } from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent } from "undici";
import { isPublicAddress } from "./public-address.js";

/**
 * dns.lookup that resolves every address of the host and refuses it when any one is not public.
 * The socket connects to the address this returned, so a second DNS answer (rebinding) cannot
 * swap in an inside address after the check.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { all: true, family: options.family ?? 0, hints: options.hints }, (error, found) => {
    if (error) return callback(error, "", 0);
    const inside = found.find((entry) => !isPublicAddress(entry.address));
    if (inside || found.length === 0) {
      const detail = inside
        ? `resolves to ${inside.address}, which is not a public address`
        : "has no address";
      return callback(Object.assign(new Error(`${hostname} ${detail}`), { code: "ENOTPUBLIC" }), "", 0);
    }
    const [first] = found as [LookupAddress];
    if (options.all) callback(null, found);
    else callback(null, first.address, first.family);
  });
};

/**
 * Connections only to public addresses when a host name is resolved. An address literal in a URL
 * is never looked up, so its caller checks it first (media-url-policy.ts).
 */
export const publicOnlyAgent = new Agent({ connect: { lookup: publicOnlyLookup } });
