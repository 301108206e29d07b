import { describe, expect, it } from "vitest";
import { type MessagePart, splitLinks } from "./message-links";

/** An expected link; bare strings in the tables below are expected text. */
const link = (href: string): MessagePart => ({ kind: "link", text: href, href });
const parts = (expected: Array<string | MessagePart>): MessagePart[] =>
  expected.map((part) => (typeof part === "string" ? { kind: "text", text: part } : part));

describe("splitLinks", () => {
  it.each<[string, string, Array<string | MessagePart>]>([
    ["plain text", "Your list is ready", ["Your list is ready"]],
    ["an empty message", "", []],
    [
      "http and https between words",
      "Open https://textpal.example/ui/01JX0 or http://old.example now",
      ["Open ", link("https://textpal.example/ui/01JX0"), " or ", link("http://old.example"), " now"],
    ],
    [
      "port, query and fragment",
      "https://example.com:8443/a/b?x=1&y=two#top",
      [link("https://example.com:8443/a/b?x=1&y=two#top")],
    ],
    [
      "markup, as text",
      "<a href=x>hi</a>\nhttps://example.com\n",
      ["<a href=x>hi</a>\n", link("https://example.com"), "\n"],
    ],
  ])("splits %s", (_, message, expected) => {
    expect(splitLinks(message)).toEqual(parts(expected));
  });

  it.each<[string, Array<string | MessagePart>]>([
    ["See https://example.com/list.", ["See ", link("https://example.com/list"), "."]],
    [
      "Done: https://example.com/a, https://example.com/b!?",
      ["Done: ", link("https://example.com/a"), ", ", link("https://example.com/b"), "!?"],
    ],
    ['"https://example.com/q"', ['"', link("https://example.com/q"), '"']],
    ["(see https://example.com/list).", ["(see ", link("https://example.com/list"), ")."]],
    ["[https://example.com/x]", ["[", link("https://example.com/x"), "]"]],
    // The address opened this bracket, so it is the address's.
    ["https://en.wikipedia.org/wiki/Fish_(food)", [link("https://en.wikipedia.org/wiki/Fish_(food)")]],
  ])("leaves the sentence's punctuation out of the link: %s", (message, expected) => {
    expect(splitLinks(message)).toEqual(parts(expected));
  });

  it.each([
    "javascript:alert(1)",
    "ftp://files.example/a",
    "mailto:a@example.com",
    "data:text/html,<b>x</b>",
    "file:///etc/passwd",
    "xhttps://example.com",
    "https:// nothing",
    "https://.",
  ])("links nothing but well-formed http(s) addresses: %s", (message) => {
    expect(splitLinks(message)).toEqual(parts([message]));
  });
});
