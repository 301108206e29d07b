import Bowser from "bowser";

/**
 * "Chrome 131 on macOS": what an admin recognises a session by. Only the major version, and the
 * system without its version, because browsers freeze the rest of the user agent (every Mac says
 * 10.15.7, Windows 11 says NT 10.0), so more detail would be wrong more often than right. Null when
 * there is no user agent or Bowser finds no browser in it (curl, scripts).
 */
export function browserLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return null;
  const major = browser.version?.split(".")[0];
  const name = major ? `${browser.name} ${major}` : browser.name;
  return os.name ? `${name} on ${os.name}` : name;
}
