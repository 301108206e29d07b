import type { Executor } from "../../db/client.js";
import { findMicroUiBySlug, replaceMicroUiData } from "../../db/repositories/micro-uis.js";
import { dataObjectProblem } from "../../shared/micro-ui/checks.js";
import {
  INTERFACE_NOT_FOUND_MESSAGE,
  INVALID_SLUG_MESSAGE,
  MICRO_UI_SLUG_LENGTH,
} from "../../shared/micro-ui/defaults.js";
import { AppError } from "../app-error.js";

/** What anyone with the link may do with a micro UI page: read it, and save its data. */

/** The stored definition, with the data as last saved. */
export async function readSharedPage(db: Executor, slug: string): Promise<Record<string, unknown>> {
  requireSlug(slug);
  const row = await findMicroUiBySlug(db, slug);
  if (!row) throw AppError.notFound(INTERFACE_NOT_FOUND_MESSAGE);
  return row.payload;
}

/** Replaces the page's whole data object, as the viewer sends it after every change. */
export async function saveSharedPageData(db: Executor, slug: string, data: unknown, at: Date): Promise<void> {
  requireSlug(slug);
  const problem = dataObjectProblem(data);
  if (problem) throw AppError.validation({ data: problem });
  const saved = await replaceMicroUiData(db, slug, data as Record<string, unknown>, at);
  if (!saved) throw AppError.notFound(INTERFACE_NOT_FOUND_MESSAGE);
}

function requireSlug(slug: string): void {
  if (slug.length !== MICRO_UI_SLUG_LENGTH) throw new AppError("bad_request", INVALID_SLUG_MESSAGE);
}
