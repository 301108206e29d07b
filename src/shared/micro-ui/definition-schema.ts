import { z } from "zod";
import {
  type buttonPropsSchema,
  type cardPropsSchema,
  type checklistItemSchema,
  type checklistPropsSchema,
  componentSchema,
  type dashboardPropsSchema,
  type formPropsSchema,
  type mapPropsSchema,
  type progressPropsSchema,
  type tableColumnSchema,
  type tablePropsSchema,
  type textPropsSchema,
  type videoPropsSchema,
} from "./component-schemas.js";
import { LAYOUT_TYPES, MAX_COMPONENTS, MAX_TITLE_LENGTH } from "./defaults.js";

/**
 * A micro UI definition (spec 000 section 3): meta, layout with its components, and the free data
 * object the components read and write. The shape only; `validateMicroUiDefinition` adds the checks
 * that span fields (unique ids, data paths, sizes, plain text, link schemes).
 */
export const microUiDefinitionSchema = z.object({
  meta: z.object({
    type: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z0-9_-]{0,39}$/, "must be a short lowercase word such as checklist, table or map")
      .describe("What the page is: checklist, calendar, table, form, dashboard, tracker, map, video…"),
    title: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(MAX_TITLE_LENGTH, `must be at most ${MAX_TITLE_LENGTH} characters`),
    description: z.string().trim().max(500, "must be at most 500 characters").optional(),
    response: z
      .string()
      .trim()
      .max(320, "must be at most 320 characters")
      .optional()
      .describe("The short text message sent with the link"),
  }),
  layout: z.object({
    type: z.enum(LAYOUT_TYPES).default("page"),
    components: z
      .array(componentSchema)
      .min(1, "a page needs at least one component")
      .max(MAX_COMPONENTS, `at most ${MAX_COMPONENTS} components`),
  }),
  data: z
    .record(z.string(), z.unknown())
    .default({})
    .describe("Free JSON object; tables, forms and checklists use it through dot paths"),
});

/** A stored definition: defaults filled in, data paths created. */
export type MicroUiDefinition = z.output<typeof microUiDefinitionSchema>;
/** A definition as written by hand or by a model: defaulted fields may be left out. */
export type MicroUiDefinitionInput = z.input<typeof microUiDefinitionSchema>;
export type MicroUiComponent = MicroUiDefinition["layout"]["components"][number];

/* Props as written (defaults optional): the viewer applies the defaults itself from defaults.ts, so a
   definition renders the same whether it was stored (defaults filled in) or written by hand (the demo). */
export type CardProps = z.input<typeof cardPropsSchema>;
export type FormProps = z.input<typeof formPropsSchema>;
export type FormField = FormProps["fields"][number];
export type TableProps = z.input<typeof tablePropsSchema>;
export type TableColumn = z.input<typeof tableColumnSchema>;
export type ChecklistProps = z.input<typeof checklistPropsSchema>;
/** An item as the viewer keeps it: id a string, completed set. */
export type ChecklistItem = z.output<typeof checklistItemSchema>;
export type DashboardProps = z.input<typeof dashboardPropsSchema>;
export type Metric = DashboardProps["metrics"][number];
export type ButtonProps = z.input<typeof buttonPropsSchema>;
export type TextProps = z.input<typeof textPropsSchema>;
export type ProgressProps = z.input<typeof progressPropsSchema>;
export type MapProps = z.input<typeof mapPropsSchema>;
export type MapData = MapProps["data"];
export type VideoProps = z.input<typeof videoPropsSchema>;
