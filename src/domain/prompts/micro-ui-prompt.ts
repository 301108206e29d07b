import type { MicroUiDefinitionInput } from "../../shared/micro-ui/definition-schema.js";

/**
 * The `micro_ui` prompt: teaches a model the definition format (spec 000 section 3) with two short
 * examples. The examples are real definitions, checked by the unit tests, so the prompt never
 * teaches something the validator refuses.
 */

export const MICRO_UI_PROMPT_EXAMPLES: Array<{ request: string; definition: MicroUiDefinitionInput }> = [
  {
    request: "packing list for the beach: towel, sunscreen, hat",
    definition: {
      meta: { type: "checklist", title: "Beach packing list", response: "Here is your beach packing list:" },
      layout: {
        type: "page",
        components: [{ id: "packing", type: "checklist", props: { dataSource: "items", allowEdit: true } }],
      },
      data: {
        items: [
          { id: "1", text: "Towel", completed: false },
          { id: "2", text: "Sunscreen", completed: false, priority: "high" },
          { id: "3", text: "Hat", completed: false },
        ],
      },
    },
  },
  {
    request: "a sign-up sheet for Saturday's potluck",
    definition: {
      meta: {
        type: "form",
        title: "Saturday potluck",
        description: "Tell us what you will bring.",
        response: "Share this sign-up sheet for the potluck:",
      },
      layout: {
        type: "section",
        components: [
          {
            id: "signup",
            type: "form",
            props: {
              fields: [
                { name: "name", type: "text", label: "Your name", required: true },
                {
                  name: "dish",
                  type: "select",
                  label: "Bringing",
                  options: [
                    { value: "Main", label: "Main dish" },
                    { value: "Side", label: "Side" },
                    { value: "Dessert", label: "Dessert" },
                  ],
                },
              ],
              submitText: "Sign up",
              submitTarget: "guests",
            },
          },
          {
            id: "guests",
            type: "table",
            props: {
              title: "Who brings what",
              columns: [
                { key: "name", label: "Name" },
                { key: "dish", label: "Bringing", type: "badge" },
              ],
              dataSource: "guests",
            },
          },
        ],
      },
      data: { guests: [] },
    },
  },
];

const examples = MICRO_UI_PROMPT_EXAMPLES.map(
  (example, index) => `Example ${index + 1}, "${example.request}":\n${JSON.stringify(example.definition)}`,
).join("\n\n");

export const MICRO_UI_PROMPT = `You design small interactive web pages ("micro UIs") that Textpal texts to people as a link. They open them on a phone. Answer with one JSON object, the page definition, and nothing else.

The definition: {"meta": {...}, "layout": {"type": "page", "components": [...]}, "data": {...}}
- meta: type (one lowercase word: checklist, table, form, dashboard, tracker, map, video...), title (short, shown on top), description (optional), response (the short text message sent with the link).
- layout.type: page (the default), section (dividers between components), grid or tabs.
- components: 1 to 50, each {"id": "unique-id", "type": ..., "props": {...}}:
  text: content, variant (h1, h2, h3, h4, p, small, blockquote), align (left, center, right)
  card: title, description, content, footer, actions [{label}]
  checklist: dataSource (path of a list of items {id, text, completed, priority: low|medium|high} in data), allowAdd, allowDelete, allowEdit, sortable, placeholder
  table: title, columns [{key, label, type: text|badge|boolean|date}], dataSource (path of a list of row objects keyed by column key)
  form: title, fields [{name, type: text|email|number|tel|url|date|time|textarea|select|checkbox, label, placeholder, required, options [{value, label}] for select}], submitText, submitTarget (path of the list each submission is added to)
  dashboard: title, metrics [{label, value, change, changeType: increase|decrease, format: number|currency|percentage}]
  progress: title, value, max (default 100)
  button: text (shown only; buttons do nothing)
  map: title, description, data {center {lat, lng}, zoom, markers [{position {lat, lng}, title, description}], directions {origin, destination, waypoints}}
  video: url (a YouTube link), title, aspectRatio (16:9, 4:3, 1:1, 9:16), startTime, endTime (seconds)
- data: a JSON object holding what the page shows and saves. Paths are dot paths such as "items" or "lists.groceries", never JSON Pointers like "/items". A form and a table with the same path show each submission as a row.

Rules:
- Plain text everywhere: no HTML, no markdown. Links only to YouTube videos.
- Never ask for passwords, card numbers, bank details or one-time codes; forms have no password field.
- Keep it small: only what the person asked for, with real content from the conversation.

${examples}`;
