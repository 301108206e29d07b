import { z } from "zod";
import { healthStatusSchema, livenessSchema, readinessSchema } from "../health.js";
import { defineContract, okSchema } from "./contract.js";
import { PUBLIC_API_PATHS } from "./public-paths.js";

const slugParams = z.object({ slug: z.string() });

/** Calls anyone may make: the health check, and the API behind shared micro UI pages (spec 000 section 7). */
export const publicApi = {
  health: defineContract({
    method: "GET",
    path: "/api/health",
    auth: "public",
    tag: "Health",
    summary: "Whether the service and its database answer (503 when nothing would keep a webhook)",
    response: healthStatusSchema,
    otherAnswers: { 503: { description: "The database does not answer", schema: healthStatusSchema } },
  }),
  healthLive: defineContract({
    method: "GET",
    path: "/api/health/live",
    auth: "public",
    tag: "Health",
    summary: "Liveness: the process answers (restart it when this fails)",
    response: livenessSchema,
  }),
  healthReady: defineContract({
    method: "GET",
    path: "/api/health/ready",
    auth: "public",
    tag: "Health",
    summary:
      "Readiness: the database answers, its migrations are this build's and the process is not shutting down",
    response: readinessSchema,
    otherAnswers: { 503: { description: "Not ready, with the reason", schema: readinessSchema } },
  }),
  microUi: defineContract({
    method: "GET",
    path: PUBLIC_API_PATHS.microUi,
    auth: "public",
    tag: "Micro UI pages",
    summary: "A shared micro UI page: its definition, with the data as last saved",
    params: slugParams,
    // The definition is checked when it is created; here it travels as stored.
    response: z.object({ ui: z.record(z.string(), z.unknown()) }),
  }),
  saveMicroUiData: defineContract({
    method: "POST",
    path: PUBLIC_API_PATHS.microUiData,
    auth: "public",
    tag: "Micro UI pages",
    summary: "Replace a shared page's data object (rate-limited per address and per page)",
    params: slugParams,
    body: z.unknown().meta({ description: "The page's whole data object" }),
    response: okSchema,
  }),
  googleMapsKey: defineContract({
    method: "GET",
    path: PUBLIC_API_PATHS.googleMapsKey,
    auth: "public",
    tag: "Micro UI pages",
    summary: "The browser key for map components (404 when maps are not configured)",
    response: z.object({ apiKey: z.string() }),
  }),
};
