import { MAX_TITLE_LENGTH } from "../../shared/micro-ui/defaults.js";
import type { MicroUiDefinitionInput } from "../../shared/micro-ui/definition-schema.js";

/**
 * A one-checklist page, for the offline assistant's "checklist: a, b, c". Item ids are strings
 * from a timestamp, as the viewer makes them; `now` keeps them stable in tests. Pass the result to
 * `createMicroUi`, which still checks it (an item written as HTML is refused there).
 */
export function checklistDefinition(
  title: string,
  items: string[],
  now: Date = new Date(),
): MicroUiDefinitionInput {
  const start = now.getTime();
  const shortTitle = title.trim().slice(0, MAX_TITLE_LENGTH);
  return {
    meta: { type: "checklist", title: shortTitle, response: `"${shortTitle}" is ready:` },
    layout: {
      type: "page",
      // Editing is on (the spec's default is off) because the list belongs to the person who asked.
      components: [{ id: "checklist", type: "checklist", props: { dataSource: "items", allowEdit: true } }],
    },
    data: {
      items: items.map((text, index) => ({ id: String(start + index), text, completed: false })),
    },
  };
}
