import type { MicroUiDefinitionInput } from "@shared/micro-ui/definition-schema";

/** The demo's samples (spec 000 "Micro UI demo"): a map of New York, a video, and demo data. */
export const DEMO_SAMPLES = {
  map: {
    meta: {
      type: "map",
      title: "New York Highlights",
      description: "A few places worth a walk in Manhattan",
    },
    layout: {
      type: "page",
      components: [
        {
          id: "nyc-map",
          type: "map",
          props: {
            title: "Downtown to Midtown",
            description: "Tap a marker for details",
            data: {
              center: { lat: 40.7128, lng: -74.006 },
              zoom: 12,
              markers: [
                {
                  position: { lat: 40.7128, lng: -74.006 },
                  title: "City Hall",
                  description: "Where the walk starts",
                },
                {
                  position: { lat: 40.758, lng: -73.9855 },
                  title: "Times Square",
                  description: "Bright lights, big crowds",
                },
                {
                  position: { lat: 40.7829, lng: -73.9654 },
                  title: "Central Park",
                  description: "Finish with a picnic",
                },
              ],
              directions: {
                origin: { lat: 40.7128, lng: -74.006 },
                destination: { lat: 40.7829, lng: -73.9654 },
                waypoints: [{ lat: 40.758, lng: -73.9855 }],
              },
            },
          },
        },
      ],
    },
    data: {},
  },
  video: {
    meta: { type: "video", title: "Video Tutorial", description: "Watch right here or open it in YouTube" },
    layout: {
      type: "page",
      components: [
        {
          id: "tutorial",
          type: "video",
          props: {
            url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
            title: "Getting started",
            description: "A short introduction",
            aspectRatio: "16:9",
            controls: true,
          },
        },
      ],
    },
    data: {},
  },
  checklist: {
    meta: { type: "checklist", title: "Weekend Errands", description: "Tick, edit, reorder, add and delete" },
    layout: {
      type: "page",
      components: [
        {
          id: "errands",
          type: "checklist",
          props: { dataSource: "errands", allowEdit: true },
        },
      ],
    },
    data: {
      errands: [
        { id: "1718000000001", text: "Pick up dry cleaning", completed: false, priority: "high" },
        { id: "1718000000002", text: "Buy groceries", completed: false, priority: "medium" },
        { id: "1718000000003", text: "Call the plumber", completed: false },
        { id: "1718000000004", text: "Return library books", completed: true, priority: "low" },
      ],
    },
  },
  dashboard: {
    meta: { type: "dashboard", title: "Monthly Overview", description: "Demo data" },
    layout: {
      type: "section",
      components: [
        {
          id: "kpis",
          type: "dashboard",
          props: {
            title: "This month",
            metrics: [
              { label: "Revenue", value: 12450, change: 12.5, changeType: "increase", format: "currency" },
              { label: "Active users", value: 1893, change: 4.2, changeType: "increase" },
              { label: "Churn", value: 2.4, change: -0.8, changeType: "decrease", format: "percentage" },
            ],
          },
        },
        { id: "goal", type: "progress", props: { title: "Quarterly goal", value: 68 } },
        {
          id: "note",
          type: "text",
          props: { content: "Figures are demo data.", variant: "small", align: "center" },
        },
      ],
    },
    data: {},
  },
  table: {
    meta: { type: "table", title: "Team Members", description: "Roles and recent activity" },
    layout: {
      type: "page",
      components: [
        {
          id: "members",
          type: "table",
          props: {
            columns: [
              { key: "name", label: "Name" },
              { key: "email", label: "Email" },
              { key: "role", label: "Role", type: "badge" },
              { key: "status", label: "Status", type: "badge" },
              { key: "lastActive", label: "Last active", type: "date" },
            ],
            dataSource: "users",
            sortable: true,
          },
        },
      ],
    },
    data: {
      users: [
        {
          id: 1,
          name: "Ada Lovelace",
          email: "ada@example.com",
          role: "Admin",
          status: "Active",
          lastActive: "2024-06-01",
        },
        {
          id: 2,
          name: "Grace Hopper",
          email: "grace@example.com",
          role: "Editor",
          status: "Active",
          lastActive: "2024-05-28",
        },
        {
          id: 3,
          name: "Alan Turing",
          email: "alan@example.com",
          role: "User",
          status: "Inactive",
          lastActive: "2024-04-15",
        },
        {
          id: 4,
          name: "Katherine Johnson",
          email: "katherine@example.com",
          role: "User",
          status: "Active",
          lastActive: "2024-05-30",
        },
      ],
    },
  },
} satisfies Record<string, MicroUiDefinitionInput>;

export type DemoSampleName = keyof typeof DEMO_SAMPLES;
export const DEMO_SAMPLE_NAMES = Object.keys(DEMO_SAMPLES) as DemoSampleName[];
