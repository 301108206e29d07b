import type { z } from "zod";
import {
  dataObjectProblem,
  duplicateIdErrors,
  type MicroUiError,
  prepareDataPaths,
  unsafeTextErrors,
} from "./checks.js";
import { isDataObject } from "./data-path.js";
import { MAX_COMPONENTS, MAX_DATA_DEPTH, MAX_DEFINITION_BYTES } from "./defaults.js";
import { type MicroUiDefinition, microUiDefinitionSchema } from "./definition-schema.js";
import { formatPath, type JsonPath, jsonBytes, nestingDepth } from "./json-tree.js";

export type MicroUiValidation =
  | { ok: true; definition: MicroUiDefinition }
  | { ok: false; errors: MicroUiError[] };

/** A model needs the first few problems to repair a definition, not ten thousand of them. */
export const MAX_REPORTED_ERRORS = 20;
/** Components, meta and layout add a few levels above the data's own. */
const MAX_DEFINITION_DEPTH = MAX_DATA_DEPTH + 8;

/**
 * Checks a definition from anywhere (a model's tool call, a test) and returns it ready to store:
 * defaults filled in, data paths created. Cheap limits run first, so a hostile definition is refused
 * before the schema walks it.
 */
export function validateMicroUiDefinition(input: unknown): MicroUiValidation {
  const limitErrors = definitionLimitErrors(input);
  if (limitErrors.length > 0) return failed(limitErrors);

  const parsed = microUiDefinitionSchema.safeParse(input);
  if (!parsed.success) return failed(parsed.error.issues.map(toMicroUiError));

  const { layout, meta } = parsed.data;
  const prepared = prepareDataPaths(layout.components, parsed.data.data);
  const definition: MicroUiDefinition = { meta, layout, data: prepared.data };
  const errors = [
    ...duplicateIdErrors(layout.components),
    ...prepared.errors,
    ...unsafeTextErrors(meta, ["meta"]),
    ...unsafeTextErrors(layout, ["layout"]),
    ...unsafeTextErrors(definition.data, ["data"]),
  ];
  const dataProblem = dataObjectProblem(definition.data);
  if (dataProblem) errors.push({ path: "data", message: dataProblem });
  return errors.length > 0 ? failed(errors) : { ok: true, definition };
}

function definitionLimitErrors(input: unknown): MicroUiError[] {
  if (!isDataObject(input)) return [{ path: "", message: "the definition must be a JSON object" }];
  const layout = input.layout;
  const components = isDataObject(layout) ? layout.components : undefined;
  if (Array.isArray(components) && components.length > MAX_COMPONENTS) {
    return [
      {
        path: "layout.components",
        message: `at most ${MAX_COMPONENTS} components (got ${components.length})`,
      },
    ];
  }
  if (nestingDepth(input, MAX_DEFINITION_DEPTH) > MAX_DEFINITION_DEPTH) {
    return [
      { path: "", message: `the definition is nested too deeply (at most ${MAX_DEFINITION_DEPTH} levels)` },
    ];
  }
  if (jsonBytes(input) > MAX_DEFINITION_BYTES) {
    return [{ path: "", message: `the definition must be at most ${MAX_DEFINITION_BYTES / 1024} KB` }];
  }
  return [];
}

function toMicroUiError(issue: z.core.$ZodIssue): MicroUiError {
  return { path: formatPath(issue.path as JsonPath), message: issue.message };
}

function failed(errors: MicroUiError[]): MicroUiValidation {
  return { ok: false, errors: errors.slice(0, MAX_REPORTED_ERRORS) };
}
