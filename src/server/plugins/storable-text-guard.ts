import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from "fastify";
import { AppError } from "../../domain/app-error.js";

/**
 * NUL, which PostgreSQL text and jsonb refuse, and UTF-16 surrogates without their pair, which
 * have no UTF-8 form (jsonb refuses their escapes too). Either one fails the statement, a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_EVERYWHERE = new RegExp(UNSTORABLE.source, "g");

export const UNSTORABLE_TEXT_MESSAGE =
  "Must not contain a NUL character (U+0000) or a broken character (an unpaired surrogate)";

/** The Twilio webhooks strip these characters instead (their signature covers what Twilio sent). */
const STRIPPING_ROUTES = "/api/webhooks/";

/**
 * Refuses, with a 400 naming the field, any path parameter, query value or JSON body value or key
 * that holds unstorable text, on every route but the webhooks. It is added to each route as it is
 * registered rather than as a global hook, so the webhooks (every text) do not even call it.
 */
export function rejectUnstorableText(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(STRIPPING_ROUTES)) return;
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), checkStorableText];
  });
}

const checkStorableText: preValidationHookHandler = async (request: FastifyRequest) => {
  const field =
    unstorableField(request.params) ?? unstorableField(request.query) ?? unstorableField(request.body);
  if (field !== null) throw AppError.validation({ [field]: UNSTORABLE_TEXT_MESSAGE });
};

/** Most text has neither NUL nor any surrogate: one cheap scan before the exact rule. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const SUSPECT = /[\u0000\uD800-\uDFFF]/;
const isUnstorable = (text: string) => SUSPECT.test(text) && UNSTORABLE.test(text);

/** An object or array on the way down, with the key that leads to it from its parent. */
interface Visit {
  value: object;
  key: string;
  parent: Visit | null;
}

/**
 * The dotted path of the first string value or object key under `value` with unstorable text
 * ("items.0.text"; "body" for a bare string), or null. Walks with its own stack and parent links,
 * so a body nested 100,000 levels deep costs neither the call stack nor a copy of the path per
 * level. A bad key is named with its bad characters shown as U+FFFD, so the message stays printable.
 */
export function unstorableField(value: unknown): string | null {
  if (typeof value === "string") return isUnstorable(value) ? "body" : null;
  if (typeof value !== "object" || value === null) return null;
  const stack: Visit[] = [{ value, key: "", parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const container = visit.value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const child = container[key];
      if (isUnstorable(key) || (typeof child === "string" && isUnstorable(child))) return pathOf(visit, key);
      if (typeof child === "object" && child !== null) stack.push({ value: child, key, parent: visit });
    }
  }
  return null;
}

function pathOf(parent: Visit, key: string): string {
  const keys = [key];
  for (let at: Visit | null = parent; at?.parent; at = at.parent) keys.push(at.key);
  return keys
    .reverse()
    .map((name) => name.replace(UNSTORABLE_EVERYWHERE, "\uFFFD"))
    .join(".");
}
