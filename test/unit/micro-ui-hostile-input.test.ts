import { describe, expect, it } from "vitest";
import { dataObjectProblem } from "../../src/shared/micro-ui/checks.js";
import type { MicroUiDefinitionInput } from "../../src/shared/micro-ui/definition-schema.js";
import { formatPath, type JsonPath, stringsIn } from "../../src/shared/micro-ui/json-tree.js";
import {
  MAX_REPORTED_ERRORS,
  validateMicroUiDefinition,
} from "../../src/shared/micro-ui/validate-definition.js";
import { everyComponentDefinition } from "../helpers/micro-ui-definitions.js";

function errorsOf(input: unknown) {
  const result = validateMicroUiDefinition(input);
  if (result.ok) throw new Error("expected the definition to be refused");
  return result.errors;
}

function withStringAt(input: MicroUiDefinitionInput, path: JsonPath, text: string): MicroUiDefinitionInput {
  const copy = structuredClone(input) as unknown as Record<string | number, unknown>;
  let parent = copy;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = text;
  return copy as unknown as MicroUiDefinitionInput;
}

function nestedData(levels: number): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let current = root;
  for (let level = 0; level < levels; level++) {
    const child: Record<string, unknown> = {};
    current.next = child;
    current = child;
  }
  return root;
}

const textPage = (data: Record<string, unknown>): MicroUiDefinitionInput => ({
  meta: { type: "note", title: "Note" },
  layout: { components: [{ id: "t", type: "text", props: { content: "Hello" } }] },
  data,
});

const everyString = [...stringsIn(everyComponentDefinition())];

describe("micro UI definition: hostile input", () => {
  it.each([
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "</textarea><b>bold</b>",
    "<!-- comment -->",
  ])("refuses %s in every text field, naming that field", (html) => {
    expect(everyString.length).toBeGreaterThan(40);
    for (const { path } of everyString) {
      const errors = errorsOf(withStringAt(everyComponentDefinition(), path, html));
      expect(
        errors.map((error) => error.path),
        formatPath(path),
      ).toContain(formatPath(path));
    }
  });

  it("keeps text that merely contains < as plain text", () => {
    const input = withStringAt(everyComponentDefinition(), ["meta", "title"], "I <3 trips < $500");
    expect(validateMicroUiDefinition(input).ok).toBe(true);
  });

  it.each([
    "javascript:alert(document.cookie)",
    "  JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
  ])("refuses the link %j as a video url", (url) => {
    const input = withStringAt(everyComponentDefinition(), ["layout", "components", 9, "props", "url"], url);
    const errors = errorsOf(input);
    expect(errors.map((error) => error.path)).toContain("layout.components[9].props.url");
  });

  it("refuses javascript: and data: links in any text field and in data", () => {
    const inTitle = withStringAt(everyComponentDefinition(), ["meta", "title"], "javascript:alert(1)");
    expect(errorsOf(inTitle)).toContainEqual({
      path: "meta.title",
      message: "only http and https links are allowed",
    });
    const inData = textPage({ link: "data:text/html,hi" });
    expect(errorsOf(inData)).toEqual([
      { path: "data.link", message: "only http and https links are allowed" },
    ]);
  });

  it.each([
    ["https://vimeo.com/123456", "another video host"],
    ["https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ", "a look-alike host"],
    ["https://www.youtube.com/watch?v=short", "an id that is not 11 characters"],
    ["ftp://youtu.be/dQw4w9WgXcQ", "a non-http scheme"],
  ])("refuses %s (%s) as a video", (url) => {
    const input = withStringAt(everyComponentDefinition(), ["layout", "components", 9, "props", "url"], url);
    expect(errorsOf(input).map((error) => error.path)).toEqual(["layout.components[9].props.url"]);
  });

  it("refuses 10,000 components with one error", () => {
    const components = Array.from({ length: 10_000 }, (_, index) => ({
      id: `c${index}`,
      type: "text",
      props: { content: "x" },
    }));
    const errors = errorsOf({ meta: { type: "x", title: "x" }, layout: { components } });
    expect(errors).toEqual([{ path: "layout.components", message: "at most 50 components (got 10000)" }]);
  });

  it("refuses data nested 100,000 levels deep without overflowing the stack", () => {
    const errors = errorsOf(textPage(nestedData(100_000)));
    expect(errors).toEqual([
      { path: "", message: "the definition is nested too deeply (at most 28 levels)" },
    ]);
    expect(dataObjectProblem(nestedData(100_000))).toBe("data must not be nested more than 20 levels deep");
  });

  it("refuses data nested deeper than 20 levels and accepts 20", () => {
    expect(errorsOf(textPage(nestedData(21)))).toEqual([
      { path: "data", message: "data must not be nested more than 20 levels deep" },
    ]);
    expect(validateMicroUiDefinition(textPage(nestedData(19))).ok).toBe(true);
  });

  it("refuses data over 64 KB and definitions over 256 KB", () => {
    expect(errorsOf(textPage({ notes: "x".repeat(70_000) }))).toEqual([
      { path: "data", message: "data must be at most 64 KB" },
    ]);
    const components = Array.from({ length: 50 }, (_, index) => ({
      id: `c${index}`,
      type: "card",
      props: { content: "x".repeat(5000), description: "y".repeat(500), footer: "z".repeat(500) },
    }));
    expect(errorsOf({ meta: { type: "x", title: "x" }, layout: { components } })).toEqual([
      { path: "", message: "the definition must be at most 256 KB" },
    ]);
  });

  it.each([
    ["/items", "JSON Pointer"],
    ["items/0", "not a dot path"],
    ["items.0", "not a dot path"],
    ["items[0]", "not a dot path"],
    ["lists..groceries", "not a dot path"],
    ["__proto__", "not a dot path"],
    ["a.b.c.d.e.f", "at most 5 parts"],
  ])("refuses the data path %j", (path, message) => {
    const input = withStringAt(
      everyComponentDefinition(),
      ["layout", "components", 4, "props", "dataSource"],
      path,
    );
    const [error] = errorsOf(input);
    expect(error?.path).toBe("layout.components[4].props.dataSource");
    expect(error?.message).toContain(message);
  });

  it("refuses paths through or onto data of the wrong kind", () => {
    const through = everyComponentDefinition();
    through.data = { trip: "Paris", packing: [] };
    expect(errorsOf(through)).toEqual([
      {
        path: "layout.components[2].props.submitTarget",
        message: '"trip.guests" cannot be used: data.trip is not an object',
      },
      {
        path: "layout.components[3].props.dataSource",
        message: '"trip.guests" cannot be used: data.trip is not an object',
      },
    ]);
    const onto = everyComponentDefinition();
    onto.data = { packing: "sunscreen", trip: { guests: [1, 2] } };
    expect(errorsOf(onto).map((error) => error.path)).toEqual(["data.trip.guests", "data.packing"]);
  });

  it("reports at most 20 errors", () => {
    const input = everyComponentDefinition();
    input.data = { packing: Array.from({ length: 100 }, (_, index) => ({ id: `${index}`, text: "" })) };
    expect(errorsOf(input)).toHaveLength(MAX_REPORTED_ERRORS);
  });

  it.each([null, [], "text", 42])("refuses %j as a definition", (input) => {
    expect(errorsOf(input)).toEqual([{ path: "", message: "the definition must be a JSON object" }]);
  });

  it("checks data objects sent by the page", () => {
    expect(dataObjectProblem({ items: [] })).toBeNull();
    expect(dataObjectProblem([])).toBe("data must be a JSON object");
    expect(dataObjectProblem("x")).toBe("data must be a JSON object");
    expect(dataObjectProblem({ big: "x".repeat(66_000) })).toBe("data must be at most 64 KB");
  });
});
