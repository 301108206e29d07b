import { z } from "zod";

/** A CSV download's body: UTF-8 text with a byte order mark, one header row, then the rows. */
export const csvSchema = z.string().meta({ description: "CSV text (UTF-8 with BOM)" });
