import { z } from "zod";

/** A positive integer id from the path; anything else is a 400, never a 500 or a silent miss. */
export const positiveId = z.coerce.number({ message: "Must be a number" }).int().positive();

export const idParamsSchema = z.object({ id: positiveId });
