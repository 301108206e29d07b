import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fillTemplate, inlineStylesheets } from "../../src/server/plugins/rendered-pages.js";
import { jsonForScriptElement, PAGE_STATE_ELEMENT_ID } from "../../src/shared/page-rendering.js";

const TEMPLATE =
  '<html><head><!--page-head--></head><body><div id="root" data-ssr><!--page-body--></div><!--page-state--></body></html>';

describe("a server-rendered page's HTML", () => {
  it("puts the head, the markup and the state in their places", () => {
    const html = fillTemplate(TEMPLATE, { head: "<title>T</title>", html: "<p>Hi</p>" }, { state: "shown" });
    expect(html).toBe(
      '<html><head><title>T</title></head><body><div id="root" data-ssr><p>Hi</p></div>' +
        `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">{"state":"shown"}</script></body></html>`,
    );
  });

  it("leaves the state out of a page that has none", () => {
    expect(fillTemplate(TEMPLATE, { head: "", html: "" }, null)).not.toContain("<script");
  });

  it("keeps the page's own text from closing the state's script element", () => {
    const hostile = { text: "</script><script>alert(1)</script><!--", line: "a\u2028b" };
    const html = fillTemplate(TEMPLATE, { head: "", html: "" }, hostile);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/s.exec(html)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(hostile);
    expect(jsonForScriptElement("<")).toBe('"\\u003c"');
  });

  it("reads `$&` and `$1` in the page as text, not as replacement patterns", () => {
    const html = fillTemplate(
      TEMPLATE,
      { head: "<title>$&</title>", html: "<p>$1 $' $`</p>" },
      { price: "$&" },
    );
    expect(html).toContain("<title>$&</title>");
    expect(html).toContain("<p>$1 $' $`</p>");
    expect(html).toContain('{"price":"$&"}');
  });
});

describe("the stylesheet of a server-rendered page", () => {
  it("is put in the page, so the first paint waits for no other request", () => {
    const webDir = mkdtempSync(join(tmpdir(), "textpal-template-"));
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "assets", "web-abc.css"), 'p{color:red}a::after{content:"</style>"}');
    const template =
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/web-abc.css"></head>';
    expect(inlineStylesheets(template, webDir)).toBe(
      '<head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<style>p{color:red}a::after{content:"<\\/style>"}</style></head>',
    );
  });
});
