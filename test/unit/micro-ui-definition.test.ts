import { describe, expect, it } from "vitest";
import { checklistDefinition } from "../../src/domain/micro-ui/checklist-definition.js";
import { describeMicroUiErrors } from "../../src/domain/micro-ui/create-micro-ui.js";
import { MICRO_UI_PROMPT, MICRO_UI_PROMPT_EXAMPLES } from "../../src/domain/prompts/micro-ui-prompt.js";
import { COMPONENT_TYPES } from "../../src/shared/micro-ui/defaults.js";
import type { MicroUiDefinition } from "../../src/shared/micro-ui/definition-schema.js";
import { microUiDefinitionJsonSchema } from "../../src/shared/micro-ui/json-schema.js";
import { validateMicroUiDefinition } from "../../src/shared/micro-ui/validate-definition.js";
import { everyComponentDefinition } from "../helpers/micro-ui-definitions.js";

function valid(input: unknown): MicroUiDefinition {
  const result = validateMicroUiDefinition(input);
  if (!result.ok) throw new Error(`expected a valid definition, got ${JSON.stringify(result.errors)}`);
  return result.definition;
}

function errorsOf(input: unknown) {
  const result = validateMicroUiDefinition(input);
  if (result.ok) throw new Error("expected the definition to be refused");
  return result.errors;
}

const propsOf = (definition: MicroUiDefinition, id: string) =>
  definition.layout.components.find((component) => component.id === id)?.props as Record<string, unknown>;

describe("micro UI definition: shape and defaults", () => {
  it("accepts all ten component types and fills in spec 000's defaults", () => {
    const definition = valid(everyComponentDefinition());
    expect(definition.layout.components.map((component) => component.type).sort()).toEqual(
      [...COMPONENT_TYPES].sort(),
    );
    expect(propsOf(definition, "packing")).toMatchObject({
      allowAdd: true,
      allowDelete: true,
      allowEdit: false,
      sortable: true,
      placeholder: "Add new item...",
    });
    expect(propsOf(definition, "rsvp")).toMatchObject({ submitText: "Submit" });
    expect(propsOf(definition, "saved")).toMatchObject({ max: 100, showText: true });
    expect(propsOf(definition, "route")).toMatchObject({
      height: "300px",
      showOpenButton: true,
      data: { zoom: 13 },
    });
    expect(propsOf(definition, "clip")).toMatchObject({
      provider: "youtube",
      aspectRatio: "16:9",
      autoplay: false,
      muted: false,
      controls: true,
    });
    expect(propsOf(definition, "intro")).toMatchObject({ variant: "p", align: "left" });
    expect(propsOf(definition, "budget")).toMatchObject({ layout: "grid" });
  });

  it("defaults the layout to page and the data to an empty object", () => {
    const definition = valid({
      meta: { type: "Note", title: "Hi" },
      layout: { components: [{ id: "t", type: "text", props: { content: "Hello" } }] },
    });
    expect(definition.layout.type).toBe("page");
    expect(definition.data).toEqual({});
    expect(definition.meta.type).toBe("note");
  });

  it("creates the paths tables read and forms and checklists write when data lacks them", () => {
    const definition = valid(everyComponentDefinition());
    expect(definition.data).toEqual({
      packing: [{ id: "1", text: "Sunscreen", completed: false }],
      trip: { guests: [] },
    });
  });

  it("lets cosmetic mistakes fall back to defaults instead of failing", () => {
    const input = everyComponentDefinition();
    const [intro] = input.layout.components;
    Object.assign(intro?.props ?? {}, { variant: "marquee", align: "justify" });
    const definition = valid(input);
    expect(propsOf(definition, "intro")).toMatchObject({ variant: "p", align: "left" });
  });

  it("names the unknown component type and the types it may be", () => {
    const input = everyComponentDefinition();
    (input.layout.components[0] as { type: string }).type = "iframe";
    expect(errorsOf(input)).toEqual([
      { path: "layout.components[0].type", message: `type must be one of ${COMPONENT_TYPES.join(", ")}` },
    ]);
  });

  it("refuses duplicate component ids", () => {
    const input = everyComponentDefinition();
    const second = input.layout.components[1];
    if (second) second.id = "intro";
    expect(errorsOf(input)).toContainEqual({
      path: "layout.components[1].id",
      message: 'duplicate component id "intro"',
    });
  });

  it("needs options on a select field and unique field names", () => {
    const input = everyComponentDefinition();
    const form = input.layout.components[2] as { props: { fields: Array<Record<string, unknown>> } };
    form.props.fields[1] = { name: "name", type: "select", label: "Meal" };
    const errors = errorsOf(input);
    expect(errors).toContainEqual({
      path: "layout.components[2].props.fields[1].options",
      message: "a select field needs at least one option",
    });
    expect(errors).toContainEqual({
      path: "layout.components[2].props.fields",
      message: "field names must be unique",
    });
  });

  it("refuses password fields, so a page cannot pose as a sign-in form", () => {
    const input = everyComponentDefinition();
    const form = input.layout.components[2] as { props: { fields: Array<Record<string, unknown>> } };
    form.props.fields[0] = { name: "password", type: "password", label: "Password" };
    expect(errorsOf(input).map((error) => error.path)).toEqual(["layout.components[2].props.fields[0].type"]);
  });

  it("refuses checklist items without text and fills in completed", () => {
    const input = everyComponentDefinition();
    input.data = {
      packing: [
        { id: 7, text: "Hat" },
        { id: "8", text: "  " },
      ],
    };
    expect(errorsOf(input)).toEqual([{ path: "data.packing[1].text", message: "must not be empty" }]);
    input.data = { packing: [{ id: 7, text: "Hat" }] };
    expect(valid(input).data.packing).toEqual([{ id: "7", text: "Hat", completed: false }]);
  });
});

describe("micro UI helpers for the assistant", () => {
  it("builds a valid checklist page with ids from a timestamp", () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const definition = valid(checklistDefinition("Groceries", ["Milk", "Eggs"], now));
    expect(definition.meta).toMatchObject({ type: "checklist", title: "Groceries" });
    expect(definition.data.items).toEqual([
      { id: String(now.getTime()), text: "Milk", completed: false },
      { id: String(now.getTime() + 1), text: "Eggs", completed: false },
    ]);
  });

  it("words errors for a model's repair round, one per line with the field's path", () => {
    const input = everyComponentDefinition();
    input.meta.title = "";
    (input.layout.components[0] as { type: string }).type = "iframe";
    expect(describeMicroUiErrors(errorsOf(input))).toBe(
      `meta.title: must not be empty\nlayout.components[0].type: type must be one of ${COMPONENT_TYPES.join(", ")}`,
    );
    expect(describeMicroUiErrors(errorsOf([]))).toBe("(definition): the definition must be a JSON object");
  });

  it("exports the definition as JSON Schema for a tool's parameters", () => {
    const schema = microUiDefinitionJsonSchema as {
      type: string;
      required: string[];
      properties: {
        layout: {
          properties: {
            components: { items: { oneOf: Array<{ properties: { type: { const: string } } }> } };
          };
        };
      };
    };
    expect(schema.type).toBe("object");
    expect(schema).not.toHaveProperty("$schema");
    expect(schema.required).toEqual(["meta", "layout"]);
    const types = schema.properties.layout.properties.components.items.oneOf.map(
      (option) => option.properties.type.const,
    );
    expect(types).toEqual([...COMPONENT_TYPES]);
  });

  it("teaches the model with examples the validator accepts", () => {
    expect(MICRO_UI_PROMPT_EXAMPLES).toHaveLength(2);
    for (const example of MICRO_UI_PROMPT_EXAMPLES) {
      valid(example.definition);
      expect(MICRO_UI_PROMPT).toContain(JSON.stringify(example.definition));
    }
  });
});
