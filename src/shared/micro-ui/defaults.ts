/**
 * Limits, defaults and messages of micro UIs (spec 000 sections 2, 5, 8 and 9). Free of zod on
 * purpose: the public viewer imports this file, and its first load must stay small.
 */

/** A slug is a ULID: 26 characters, unguessable enough to share by link. */
export const MICRO_UI_SLUG_LENGTH = 26;

export const MAX_COMPONENTS = 50;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DEFINITION_BYTES = 256 * 1024;
export const MAX_DATA_BYTES = 64 * 1024;
/** Deeper data is refused before it reaches JSON.stringify or PostgreSQL, which both recurse. */
export const MAX_DATA_DEPTH = 20;

export const INVALID_SLUG_MESSAGE = "Invalid interface URL. Please check the link and try again.";
export const INTERFACE_NOT_FOUND_MESSAGE =
  "Interface not found. This link may be invalid or the interface may have been removed.";
export const DATA_UPDATE_FAILED_LOG = "Failed to update micro UI data";

export const COMPONENT_TYPES = [
  "card",
  "form",
  "table",
  "checklist",
  "dashboard",
  "button",
  "text",
  "progress",
  "map",
  "video",
] as const;
export type ComponentType = (typeof COMPONENT_TYPES)[number];

export const LAYOUT_TYPES = ["page", "grid", "tabs", "section"] as const;

export const CHECKLIST_DEFAULTS = {
  allowAdd: true,
  allowDelete: true,
  allowEdit: false,
  sortable: true,
  placeholder: "Add new item...",
} as const;

export const FORM_DEFAULTS = { submitText: "Submit" } as const;

export const PROGRESS_DEFAULTS = { max: 100, showText: true } as const;

export const MAP_DEFAULTS = { height: "300px", zoom: 13, showOpenButton: true } as const;

export const VIDEO_DEFAULTS = {
  provider: "youtube",
  aspectRatio: "16:9",
  autoplay: false,
  muted: false,
  controls: true,
} as const;

export const TEXT_DEFAULTS = { variant: "p", align: "left" } as const;
