import { z } from "zod";
import { dataPathProblem } from "./data-path.js";
import {
  CHECKLIST_DEFAULTS,
  COMPONENT_TYPES,
  FORM_DEFAULTS,
  MAP_DEFAULTS,
  PROGRESS_DEFAULTS,
  TEXT_DEFAULTS,
  VIDEO_DEFAULTS,
} from "./defaults.js";
import { youTubeVideoId } from "./youtube.js";

/**
 * The ten component types of spec 000 ("Micro UI viewer") with their props and defaults. Unknown
 * props are dropped. Purely cosmetic choices (colours, variants, widths) fall back to their default
 * instead of failing, so a model is only sent back for mistakes that matter.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, "must not be empty");
const cosmetic = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const identifier = (what: string) =>
  z
    .string()
    .regex(IDENTIFIER, `${what} must be a name of letters, digits, _ or -, starting with a letter`)
    .refine((name) => !["__proto__", "prototype", "constructor"].includes(name), `${what} is reserved`);

export const dataPathSchema = z
  .string()
  .trim()
  .superRefine((path, context) => {
    const problem = dataPathProblem(path);
    if (problem) context.addIssue({ code: "custom", message: problem });
  })
  .describe('Dot path into data, such as "items" or "lists.groceries"');

const buttonVariant = cosmetic(["default", "outline", "ghost", "destructive"]);

export const cardPropsSchema = z.object({
  title: text(200).optional(),
  description: text(500).optional(),
  content: text(5000).optional(),
  footer: text(500).optional(),
  actions: z
    .array(z.object({ label: requiredText(40), variant: buttonVariant }))
    .max(4)
    .optional(),
});

const formFieldSchema = z
  .object({
    name: identifier("A field name"),
    type: z.enum(["text", "email", "number", "tel", "url", "date", "time", "textarea", "select", "checkbox"]),
    label: requiredText(120),
    placeholder: text(200).optional(),
    required: z.boolean().default(false),
    options: z
      .array(z.object({ value: requiredText(200), label: requiredText(200) }))
      .max(50)
      .optional(),
  })
  .refine((field) => field.type !== "select" || (field.options?.length ?? 0) > 0, {
    path: ["options"],
    message: "a select field needs at least one option",
  });

export const formPropsSchema = z.object({
  title: text(200).optional(),
  description: text(500).optional(),
  fields: z
    .array(formFieldSchema)
    .min(1)
    .max(20)
    .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length, {
      message: "field names must be unique",
    }),
  submitText: text(40).min(1).default(FORM_DEFAULTS.submitText),
  submitTarget: dataPathSchema.describe(
    "Dot path in data where submissions go: appended when it holds a list (the default), replaced when it holds an object",
  ),
});

export const tableColumnSchema = z.object({
  key: identifier("A column key"),
  label: requiredText(80),
  width: z
    .string()
    .regex(/^\d{1,4}(px|%|rem)$/)
    .optional()
    .catch(undefined),
  type: z.enum(["text", "badge", "boolean", "date"]).default("text"),
  sortable: z.boolean().optional(),
});

export const tablePropsSchema = z.object({
  title: text(200).optional(),
  columns: z.array(tableColumnSchema).min(1).max(12),
  dataSource: dataPathSchema.describe("Dot path in data of the list of rows (objects keyed by column key)"),
  sortable: z.boolean().optional(),
  filterable: z.boolean().optional(),
  searchable: z.boolean().optional(),
});

export const checklistItemSchema = z.object({
  id: z.union([z.string().trim().min(1).max(64), z.number().transform(String)]),
  text: requiredText(500),
  completed: z.boolean().default(false),
  priority: z.enum(["low", "medium", "high"]).optional(),
});

export const checklistPropsSchema = z.object({
  title: text(200).optional(),
  dataSource: dataPathSchema.describe("Dot path in data of the list of items {id, text, completed}"),
  allowAdd: z.boolean().default(CHECKLIST_DEFAULTS.allowAdd),
  allowDelete: z.boolean().default(CHECKLIST_DEFAULTS.allowDelete),
  allowEdit: z.boolean().default(CHECKLIST_DEFAULTS.allowEdit),
  sortable: z.boolean().default(CHECKLIST_DEFAULTS.sortable),
  placeholder: text(100).min(1).default(CHECKLIST_DEFAULTS.placeholder),
});

const metricSchema = z.object({
  label: requiredText(80),
  value: z.union([z.number().finite(), text(40)]),
  change: z.number().finite().optional(),
  changeType: z.enum(["increase", "decrease"]).optional(),
  format: z.enum(["number", "currency", "percentage"]).default("number"),
  color: cosmetic(["blue", "green", "red", "amber", "purple", "slate"]),
});

export const dashboardPropsSchema = z.object({
  title: text(200).optional(),
  metrics: z.array(metricSchema).min(1).max(12),
  layout: z.enum(["grid", "row"]).default("grid").catch("grid"),
});

export const buttonPropsSchema = z.object({
  text: requiredText(60),
  variant: buttonVariant,
  size: cosmetic(["sm", "default", "lg"]),
});

export const textPropsSchema = z.object({
  content: requiredText(5000),
  variant: z
    .enum(["h1", "h2", "h3", "h4", "p", "small", "blockquote"])
    .default(TEXT_DEFAULTS.variant)
    .catch(TEXT_DEFAULTS.variant),
  align: z.enum(["left", "center", "right"]).default(TEXT_DEFAULTS.align).catch(TEXT_DEFAULTS.align),
});

export const progressPropsSchema = z
  .object({
    title: text(200).optional(),
    value: z.number().finite().min(0),
    max: z.number().finite().positive().default(PROGRESS_DEFAULTS.max),
    showText: z.boolean().default(PROGRESS_DEFAULTS.showText),
  })
  .refine((progress) => progress.value <= progress.max, { path: ["value"], message: "must not exceed max" });

const latLngSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
/** A place for directions: coordinates or an address Google Maps can find. */
const placeSchema = z.union([latLngSchema, requiredText(200)]);

const mapDataSchema = z.object({
  center: latLngSchema,
  zoom: z.number().int().min(1).max(21).default(MAP_DEFAULTS.zoom),
  markers: z
    .array(z.object({ position: latLngSchema, title: requiredText(120), description: text(500).optional() }))
    .max(50)
    .default([]),
  directions: z
    .object({
      origin: placeSchema,
      destination: placeSchema,
      waypoints: z.array(placeSchema).max(8).optional(),
    })
    .optional(),
});

export const mapPropsSchema = z.object({
  title: text(200).optional(),
  description: text(500).optional(),
  height: z
    .string()
    .regex(/^\d{2,4}px$/)
    .default(MAP_DEFAULTS.height)
    .catch(MAP_DEFAULTS.height),
  showOpenButton: z.boolean().default(MAP_DEFAULTS.showOpenButton),
  data: mapDataSchema,
});

const youTubeUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .superRefine((url, context) => {
    const message = /^https?:\/\//i.test(url)
      ? youTubeVideoId(url)
        ? null
        : "must be a YouTube video link: youtube.com/watch?v=ID, youtu.be/ID or youtube.com/embed/ID"
      : "only http and https links are allowed";
    if (message) context.addIssue({ code: "custom", message });
  });

export const videoPropsSchema = z
  .object({
    url: youTubeUrlSchema,
    provider: z.literal("youtube").default(VIDEO_DEFAULTS.provider),
    title: text(200).optional(),
    description: text(500).optional(),
    aspectRatio: z
      .enum(["16:9", "4:3", "1:1", "9:16"])
      .default(VIDEO_DEFAULTS.aspectRatio)
      .catch(VIDEO_DEFAULTS.aspectRatio),
    autoplay: z.boolean().default(VIDEO_DEFAULTS.autoplay),
    muted: z.boolean().default(VIDEO_DEFAULTS.muted),
    controls: z.boolean().default(VIDEO_DEFAULTS.controls),
    startTime: z.number().int().min(0).optional(),
    endTime: z.number().int().positive().optional(),
  })
  .refine((video) => video.endTime === undefined || video.endTime > (video.startTime ?? 0), {
    path: ["endTime"],
    message: "must be after startTime",
  });

const componentId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "an id is 1 to 64 letters, digits, _ or -")
  .describe("Unique within the page");

const component = <const T extends string, P extends z.ZodType>(type: T, props: P) =>
  z.object({ id: componentId, type: z.literal(type), props });

export const componentSchema = z.discriminatedUnion(
  "type",
  [
    component("card", cardPropsSchema),
    component("form", formPropsSchema),
    component("table", tablePropsSchema),
    component("checklist", checklistPropsSchema),
    component("dashboard", dashboardPropsSchema),
    component("button", buttonPropsSchema),
    component("text", textPropsSchema),
    component("progress", progressPropsSchema),
    component("map", mapPropsSchema),
    component("video", videoPropsSchema),
  ],
  {
    error: (issue) =>
      issue.code === "invalid_union" ? `type must be one of ${COMPONENT_TYPES.join(", ")}` : undefined,
  },
);
