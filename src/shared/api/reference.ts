import { z } from "zod";
import { defineContract } from "./contract.js";

const tag = "API reference";

/** The machine-readable API description, and the page that shows it to people. */
export const referenceApi = {
  openApiDocument: defineContract({
    method: "GET",
    path: "/api/openapi.json",
    auth: "public",
    tag,
    summary: "This API as an OpenAPI 3.1 document, generated from the same contracts the routes use",
    response: z.looseObject({ openapi: z.string() }),
  }),
  docsPage: defineContract({
    method: "GET",
    path: "/api/docs",
    auth: "public",
    tag,
    summary: "A readable reference of this API (Swagger UI over /api/openapi.json)",
    response: z.string().meta({ description: "An HTML page" }),
    format: "html",
  }),
};
