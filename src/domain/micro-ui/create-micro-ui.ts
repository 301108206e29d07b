import { ulid } from "ulid";
import type { Executor } from "../../db/client.js";
import { insertMicroUi } from "../../db/repositories/micro-uis.js";
import type { MicroUiError } from "../../shared/micro-ui/checks.js";
import type { MicroUiDefinition } from "../../shared/micro-ui/definition-schema.js";
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

export type PreparedMicroUi = { ok: true; slug: string; url: string; definition: MicroUiDefinition };
export type CreateMicroUiResult =
  | { ok: true; slug: string; url: string }
  | { ok: false; errors: MicroUiError[] };

/**
 * Validates a definition and gives it a new ULID slug and its public link, without storing it:
 * the assistant stores it with the rest of its answer, in one transaction.
 */
export function prepareMicroUi(
  definition: unknown,
  now: Date,
  publicUrl: string,
): PreparedMicroUi | { ok: false; errors: MicroUiError[] } {
  const validation = validateMicroUiDefinition(parseIfText(definition));
  if (!validation.ok) return validation;
  const slug = ulid(now.getTime());
  return {
    ok: true,
    slug,
    url: `${publicUrl.replace(/\/+$/, "")}/ui/${slug}`,
    definition: validation.definition,
  };
}

export async function storeMicroUi(
  db: Executor,
  microUi: { slug: string; definition: MicroUiDefinition },
  owner: { threadId: number | null; userId: number | null },
  at: Date,
): Promise<void> {
  await insertMicroUi(db, {
    type: microUi.definition.meta.type,
    slug: microUi.slug,
    thread_id: owner.threadId,
    user_id: owner.userId,
    payload: microUi.definition,
    at,
  });
}

/**
 * Validates a definition and stores it under a new ULID slug. Invalid definitions are not stored;
 * their errors name the field at fault, ready to send back to the model for one repair.
 */
export async function createMicroUi(db: Executor, input: CreateMicroUiInput): Promise<CreateMicroUiResult> {
  const prepared = prepareMicroUi(input.definition, input.clock.now(), input.publicUrl);
  if (!prepared.ok) return prepared;
  await storeMicroUi(db, prepared, { threadId: input.threadId, userId: input.userId }, input.clock.now());
  return { ok: true, slug: prepared.slug, url: prepared.url };
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
