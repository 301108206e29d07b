import { checklistItemSchema } from "./component-schemas.js";
import { type DataObject, isDataObject } from "./data-path.js";
import { MAX_DATA_BYTES, MAX_DATA_DEPTH } from "./defaults.js";
import type { MicroUiComponent } from "./definition-schema.js";
import { formatPath, type JsonPath, jsonBytes, nestingDepth, stringsIn } from "./json-tree.js";

/**
 * The checks a definition's shape cannot express. Each returns errors with the path of the field
 * at fault, worded so a model can repair the definition from them alone.
 */

export interface MicroUiError {
  path: string;
  message: string;
}

const error = (path: JsonPath, message: string): MicroUiError => ({ path: formatPath(path), message });

export function duplicateIdErrors(components: MicroUiComponent[]): MicroUiError[] {
  const seen = new Set<string>();
  return components.flatMap((component, index) => {
    if (!seen.has(component.id)) {
      seen.add(component.id);
      return [];
    }
    return [error(["layout", "components", index, "id"], `duplicate component id "${component.id}"`)];
  });
}

// A tag needs a letter, "/", "!" or "?" right after "<"; "I <3 this" and "x < 5" stay plain text.
const HTML_TAG = /<\/?[a-z!?]/i;
// Browsers ignore whitespace and control characters inside a scheme, so they are removed first.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;
const UNSAFE_SCHEME = /^(javascript|vbscript|data|file|blob|filesystem):/i;

/** No HTML anywhere (it would show as text anyway) and no link with a scheme other than http(s). */
export function unsafeTextErrors(value: unknown, path: JsonPath): MicroUiError[] {
  const errors: MicroUiError[] = [];
  for (const found of stringsIn(value, path)) {
    if (HTML_TAG.test(found.text)) {
      errors.push(error(found.path, "HTML is not allowed: write plain text, it is shown as written"));
    } else if (UNSAFE_SCHEME.test(found.text.replace(IGNORED_IN_SCHEME, ""))) {
      errors.push(error(found.path, "only http and https links are allowed"));
    }
  }
  return errors;
}

/** Why a data object cannot be stored (shape, depth, size), or null when it can. */
export function dataObjectProblem(data: unknown): string | null {
  if (!isDataObject(data)) return "data must be a JSON object";
  if (nestingDepth(data, MAX_DATA_DEPTH) > MAX_DATA_DEPTH) {
    return `data must not be nested more than ${MAX_DATA_DEPTH} levels deep`;
  }
  if (jsonBytes(data) > MAX_DATA_BYTES) return `data must be at most ${MAX_DATA_BYTES / 1024} KB`;
  return null;
}

type PathRole = "rows" | "items" | "submissions";

interface PathUse {
  path: string;
  role: PathRole;
  /** Where the path was named, for errors about the path itself. */
  at: JsonPath;
}

function pathUses(components: MicroUiComponent[]): PathUse[] {
  return components.flatMap((component, index): PathUse[] => {
    const at = (prop: string) => ["layout", "components", index, "props", prop];
    switch (component.type) {
      case "table":
        return [{ path: component.props.dataSource, role: "rows", at: at("dataSource") }];
      case "checklist":
        return [{ path: component.props.dataSource, role: "items", at: at("dataSource") }];
      case "form":
        return [{ path: component.props.submitTarget, role: "submissions", at: at("submitTarget") }];
      default:
        return [];
    }
  });
}

/**
 * Every path a table reads or a form or checklist writes must exist in data or is created empty
 * (an empty list, and empty objects on the way). Returns the data with those paths in place and
 * checklist items completed with their defaults.
 */
export function prepareDataPaths(
  components: MicroUiComponent[],
  data: DataObject,
): { data: DataObject; errors: MicroUiError[] } {
  const prepared = structuredClone(data);
  const errors = pathUses(components).flatMap((use) => prepareOne(prepared, use));
  return { data: prepared, errors };
}

function prepareOne(data: DataObject, use: PathUse): MicroUiError[] {
  const segments = use.path.split(".");
  const last = segments.pop() as string;
  let parent = data;
  for (const [index, segment] of segments.entries()) {
    const next = Object.hasOwn(parent, segment) ? parent[segment] : undefined;
    if (next === undefined) parent[segment] = {};
    else if (!isDataObject(next)) {
      const blocked = segments.slice(0, index + 1).join(".");
      return [error(use.at, `"${use.path}" cannot be used: data.${blocked} is not an object`)];
    }
    parent = parent[segment] as DataObject;
  }
  const value = Object.hasOwn(parent, last) ? parent[last] : undefined;
  if (value === undefined) {
    parent[last] = [];
    return [];
  }
  const valuePath = ["data", ...segments, last];
  switch (use.role) {
    case "rows":
      return Array.isArray(value) && value.every(isDataObject)
        ? []
        : [error(valuePath, "a table reads a list of rows (objects keyed by column key)")];
    case "submissions":
      return Array.isArray(value) || isDataObject(value)
        ? []
        : [error(valuePath, "a form writes to a list (or an object); this holds something else")];
    case "items":
      return prepareChecklistItems(parent, last, valuePath);
  }
}

function prepareChecklistItems(parent: DataObject, key: string, path: JsonPath): MicroUiError[] {
  const value = parent[key];
  if (!Array.isArray(value)) return [error(path, "a checklist keeps a list of items {id, text, completed}")];
  const errors: MicroUiError[] = [];
  const ids = new Set<string>();
  const items = value.map((raw, index) => {
    const parsed = checklistItemSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push(error([...path, index, ...(issue.path as JsonPath)], issue.message));
      }
      return raw;
    }
    if (ids.has(parsed.data.id)) errors.push(error([...path, index, "id"], "duplicate item id"));
    ids.add(parsed.data.id);
    return parsed.data;
  });
  parent[key] = items;
  return errors;
}
