import { ulid } from "ulid";
import type { Executor } from "../../db/client.js";
import { insertMicroUi } from "../../db/repositories/micro-uis.js";
import type { MicroUiError } from "../../shared/micro-ui/checks.js";
import { validateMicroUiDefinition } from "../../shared/micro-ui/validate-definition.js";
import type { Clock } from "../clock.js";

export interface CreateMicroUiInput {
  /** The model's definition: an object, or its JSON text (models sometimes encode it twice). */
  definition: unknown;
  threadId: number | null;
  userId: number | null;
  clock: Clock;
  /** PUBLIC_URL without a trailing slash; the link is `${publicUrl}/ui/{slug}`. */
  publicUrl: string;
}

export type CreateMicroUiResult =
  | { ok: true; slug: string; url: string }
  | { ok: false; errors: MicroUiError[] };

/**
 * Validates a definition and stores it under a new ULID slug. Invalid definitions are not stored;
 * their errors name the field at fault, ready to send back to the model for one repair.
 */
export async function createMicroUi(db: Executor, input: CreateMicroUiInput): Promise<CreateMicroUiResult> {
  const validation = validateMicroUiDefinition(parseIfText(input.definition));
  if (!validation.ok) return validation;
  const { definition } = validation;
  const slug = ulid(input.clock.now().getTime());
  await insertMicroUi(db, {
    type: definition.meta.type,
    slug,
    thread_id: input.threadId,
    user_id: input.userId,
    payload: definition,
    at: input.clock.now(),
  });
  return { ok: true, slug, url: `${input.publicUrl.replace(/\/+$/, "")}/ui/${slug}` };
}

/** The plain-text form of the errors, one per line, for a model's repair round. */
export function describeMicroUiErrors(errors: MicroUiError[]): string {
  return errors.map((error) => `${error.path || "(definition)"}: ${error.message}`).join("\n");
}

function parseIfText(definition: unknown): unknown {
  if (typeof definition !== "string") return definition;
  try {
    return JSON.parse(definition) as unknown;
  } catch {
    return definition;
  }
}
