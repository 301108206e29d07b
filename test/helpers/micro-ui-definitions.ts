import type { MicroUiDefinitionInput } from "../../src/shared/micro-ui/definition-schema.js";

/** One of each of the ten component types, as a model might write it: defaults left out. */
export function everyComponentDefinition(): MicroUiDefinitionInput {
  return {
    meta: {
      type: "tracker",
      title: "Trip planner",
      description: "Everything for the weekend",
      response: "Your plan:",
    },
    layout: {
      type: "section",
      components: [
        { id: "intro", type: "text", props: { content: "Have a great trip!" } },
        {
          id: "hotel",
          type: "card",
          props: {
            title: "Hotel",
            description: "Check-in after 3 PM",
            content: "Harbor Inn, room 12",
            footer: "Confirmation 4411",
            actions: [{ label: "Details" }],
          },
        },
        {
          id: "rsvp",
          type: "form",
          props: {
            title: "Who is coming?",
            fields: [
              { name: "name", type: "text", label: "Name", required: true },
              { name: "meal", type: "select", label: "Meal", options: [{ value: "fish", label: "Fish" }] },
              { name: "kids", type: "checkbox", label: "Bringing kids" },
            ],
            submitTarget: "trip.guests",
          },
        },
        {
          id: "guests",
          type: "table",
          props: {
            columns: [
              { key: "name", label: "Name" },
              { key: "meal", label: "Meal", type: "badge" },
              { key: "kids", label: "Kids", type: "boolean" },
            ],
            dataSource: "trip.guests",
          },
        },
        { id: "packing", type: "checklist", props: { title: "Packing", dataSource: "packing" } },
        {
          id: "budget",
          type: "dashboard",
          props: {
            metrics: [
              { label: "Spent", value: 420, change: 12, changeType: "increase", format: "currency" },
              { label: "Nights", value: 2 },
            ],
          },
        },
        { id: "book", type: "button", props: { text: "Book" } },
        { id: "saved", type: "progress", props: { title: "Saved", value: 30 } },
        {
          id: "route",
          type: "map",
          props: {
            title: "Getting there",
            data: {
              center: { lat: 40.7128, lng: -74.006 },
              markers: [
                { position: { lat: 40.7128, lng: -74.006 }, title: "Start", description: "Meet here" },
              ],
              directions: { origin: "New York, NY", destination: { lat: 41.0, lng: -73.9 } },
            },
          },
        },
        {
          id: "clip",
          type: "video",
          props: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Preview" },
        },
      ],
    },
    data: { packing: [{ id: "1", text: "Sunscreen", completed: false }] },
  };
}

/** A stored-page fixture: one editable, sortable checklist with three items. */
export function groceryChecklistDefinition(): MicroUiDefinitionInput {
  return {
    meta: { type: "checklist", title: "Groceries", description: "For Saturday" },
    layout: {
      type: "page",
      components: [
        { id: "list", type: "checklist", props: { dataSource: "lists.groceries", allowEdit: true } },
      ],
    },
    data: {
      lists: {
        groceries: [
          { id: "1", text: "Milk", completed: false },
          { id: "2", text: "Eggs", completed: false },
          { id: "3", text: "Bread", completed: false },
        ],
      },
    },
  };
}

/** A stored-page fixture: a form and a table bound to the same path. */
export function signupDefinition(): MicroUiDefinitionInput {
  return {
    meta: { type: "form", title: "Potluck sign-up", description: "Saturday at noon" },
    layout: {
      type: "section",
      components: [
        {
          id: "signup",
          type: "form",
          props: {
            title: "Sign up",
            fields: [
              { name: "name", type: "text", label: "Your name", required: true },
              {
                name: "dish",
                type: "select",
                label: "Bringing",
                options: [
                  { value: "Salad", label: "A salad" },
                  { value: "Dessert", label: "A dessert" },
                ],
              },
              { name: "vegetarian", type: "checkbox", label: "Vegetarian" },
            ],
            submitText: "Count me in",
            submitTarget: "signups",
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
              { key: "vegetarian", label: "Vegetarian", type: "boolean" },
            ],
            dataSource: "signups",
          },
        },
      ],
    },
  };
}
