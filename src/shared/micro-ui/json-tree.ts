/**
 * Helpers over parsed JSON that never recurse, so hostile input (a definition nested 100,000 levels
 * deep) cannot overflow the stack before it is refused.
 */

export type JsonPath = ReadonlyArray<string | number>;

/** "layout.components[3].props.title": the form a model can read back and fix. */
export function formatPath(path: JsonPath): string {
  let formatted = "";
  for (const segment of path) {
    if (typeof segment === "number") formatted += `[${segment}]`;
    else formatted += formatted ? `.${segment}` : segment;
  }
  return formatted;
}

/** How many levels of arrays and objects `value` has; stops counting past `limit`. */
export function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (typeof current !== "object" || current === null) continue;
    const here = depth + 1;
    deepest = Math.max(deepest, here);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push({ value: child, depth: here });
  }
  return deepest;
}

/** Every string value under `value` (not keys), with its path, in document order. */
export function* stringsIn(value: unknown, path: JsonPath = []): Generator<{ text: string; path: JsonPath }> {
  const stack: Array<{ value: unknown; path: JsonPath }> = [{ value, path }];
  while (stack.length > 0) {
    const current = stack.pop() as { value: unknown; path: JsonPath };
    if (typeof current.value === "string") {
      yield { text: current.value, path: current.path };
    } else if (typeof current.value === "object" && current.value !== null) {
      // Pushed last to first, so strings come out in document order.
      const children = Object.entries(current.value).reverse();
      const isArray = Array.isArray(current.value);
      for (const [key, child] of children) {
        stack.push({ value: child, path: [...current.path, isArray ? Number(key) : key] });
      }
    }
  }
}

/** UTF-8 size of the JSON text; call only on values whose depth is already known to be bounded. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}
