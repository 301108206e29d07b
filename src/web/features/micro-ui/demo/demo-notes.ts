import type { ComponentType } from "@shared/micro-ui/defaults";

/** The demo's component registry list: every type the renderer knows, in one line each. */
export const COMPONENT_REGISTRY_NOTES: Record<ComponentType, string> = {
  card: "Title, description, content, footer and action buttons",
  form: "Inputs, text areas, selects and checkboxes that save into the page data",
  table: "Rows from the page data with text, badge, boolean and date columns",
  checklist: "Add, tick, edit, delete and drag to reorder",
  dashboard: "Metrics with formats and change arrows",
  button: "A labelled button",
  text: "Headings, paragraphs and quotes",
  progress: "A bar with value / max",
  map: "Google Maps with markers, popups and driving directions",
  video: "YouTube embeds at several aspect ratios",
};

export const ARCHITECTURE_BENEFITS = [
  "One JSON definition describes a page: the assistant writes it, the server checks it, the viewer draws it.",
  "Every definition is validated before it is saved, so a shared link always opens a working page.",
  "Text is shown as text and links only reach Google Maps and YouTube, so pages are safe to share.",
  "Components are small and independent: maps, videos and drag and drop load only when a page uses them.",
  "Changes save automatically, so everyone with the link sees the same list.",
];
