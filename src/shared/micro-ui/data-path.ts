/**
 * Data paths: where a table reads, and a form or checklist writes, inside a micro UI's data object.
 *
 * One notation everywhere: dot paths, such as `items` or `lists.groceries`. Each segment is an
 * identifier (a letter or _, then letters, digits, _ or -), at most 5 segments. JSON Pointer
 * (`/items`), array indexes (`items.0`, `items[0]`) and prototype names are refused, so a path
 * always names a property of plain objects. Zod-free: the viewer uses it too.
 */

const SEGMENT = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const MAX_SEGMENTS = 5;
const FORBIDDEN_SEGMENTS = new Set(["__proto__", "prototype", "constructor"]);

export type DataObject = Record<string, unknown>;

/** Why a path is not a valid dot path, or null when it is. */
export function dataPathProblem(path: string): string | null {
  if (path.startsWith("/") || path.startsWith("#")) {
    return `"${path}" looks like a JSON Pointer; use a dot path such as "items" or "lists.groceries"`;
  }
  const segments = path.split(".");
  if (segments.length > MAX_SEGMENTS) return `a data path has at most ${MAX_SEGMENTS} parts`;
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || FORBIDDEN_SEGMENTS.has(segment)) {
      return `"${path}" is not a dot path: each part is a name such as "items" or "groceries" (no indexes, slashes or spaces)`;
    }
  }
  return null;
}

export function isDataObject(value: unknown): value is DataObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value at a path, or undefined when the path is invalid or something on the way is missing. */
export function readDataPath(data: unknown, path: string): unknown {
  if (dataPathProblem(path)) return undefined;
  let current: unknown = data;
  for (const segment of path.split(".")) {
    if (!isDataObject(current) || !Object.hasOwn(current, segment)) return undefined;
    current = current[segment];
  }
  return current;
}

/**
 * A copy of `data` with `value` at `path`; objects on the way are copied, and missing or non-object
 * steps become empty objects. An invalid path leaves the data as it was.
 */
export function writeDataPath(data: DataObject, path: string, value: unknown): DataObject {
  if (dataPathProblem(path)) return data;
  const [head, ...rest] = path.split(".") as [string, ...string[]];
  if (rest.length === 0) return { ...data, [head]: value };
  const child = Object.hasOwn(data, head) ? data[head] : undefined;
  return { ...data, [head]: writeDataPath(isDataObject(child) ? child : {}, rest.join("."), value) };
}
