/**
 * YouTube video ids from the three URL forms spec 000 names: watch (youtube.com/watch?v=ID),
 * short link (youtu.be/ID) and embed (youtube.com/embed/ID). Anything else, including other
 * hosts and non-http(s) schemes, has no id. Zod-free: the viewer uses it too.
 */

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, "youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_LINK_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

export function youTubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.toLowerCase();
  const [first = "", second = ""] = parsed.pathname.split("/").filter(Boolean);
  const candidate =
    WATCH_HOSTS.has(host) && first === "watch"
      ? parsed.searchParams.get("v")
      : SHORT_LINK_HOSTS.has(host)
        ? first
        : EMBED_HOSTS.has(host) && first === "embed"
          ? second
          : null;
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}
