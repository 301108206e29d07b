import { z } from "zod";
import {
  type ApiContract,
  apiErrorSchema,
  TOTAL_COUNT_HEADER,
  wireResponseSchema,
} from "../../shared/api/contract.js";

type JsonSchema = Record<string, unknown>;
type ContractGroups = Record<string, Record<string, ApiContract>>;

export const SESSION_SECURITY_SCHEME = "sessionCookie";

/** A "file" answer has the type it was uploaded with; the document can only say it is bytes. */
const CONTENT_TYPES = {
  csv: "text/csv",
  html: "text/html",
  twiml: "text/xml",
  json: "application/json",
  file: "application/octet-stream",
};

/**
 * The OpenAPI 3.1 document of every contract. OpenAPI 3.1 schemas are JSON Schema 2020-12, which
 * is what zod writes, so each schema goes in as zod converts it: requests as they are accepted
 * (io "input": defaults make a field optional), answers as they are sent (io "output").
 */
export function buildOpenApiDocument(
  groups: ContractGroups,
  options: { serverUrl: string; sessionCookie: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, contracts] of Object.entries(groups)) {
    for (const [name, contract] of Object.entries(contracts)) {
      const path = contract.path.replace(/:([A-Za-z_]+)/g, "{$1}");
      paths[path] ??= {};
      paths[path][contract.method.toLowerCase()] = operationOf(`${group}.${name}`, contract);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Textpal API",
      version: "1",
      description:
        "The API behind Textpal's operator console, its shared micro UI pages and its Twilio webhooks. " +
        "Admin calls need the session cookie that POST /api/admin/login sets; state-changing admin " +
        "calls must also be sent with Content-Type: application/json from the console's origin.",
    },
    servers: [{ url: options.serverUrl }],
    tags: [
      ...new Set(Object.values(groups).flatMap((contracts) => Object.values(contracts).map((c) => c.tag))),
    ].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        [SESSION_SECURITY_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: options.sessionCookie,
          description: `Set by POST /api/admin/login. Over https it is named __Host-${options.sessionCookie}.`,
        },
      },
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, "output") },
    },
  };
}

function operationOf(operationId: string, contract: ApiContract) {
  return {
    operationId,
    tags: [contract.tag],
    summary: contract.summary,
    ...(contract.auth === "admin" && { security: [{ [SESSION_SECURITY_SCHEME]: [] }] }),
    parameters: [...parametersOf(contract.params, "path"), ...parametersOf(contract.query, "query")],
    ...(contract.body && { requestBody: requestBodyOf(contract) }),
    responses: responsesOf(contract),
  };
}

function parametersOf(schema: z.ZodObject | undefined, location: "path" | "query") {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
  }));
}

function requestBodyOf(contract: ApiContract) {
  const type = contract.bodyFormat === "form" ? "application/x-www-form-urlencoded" : "application/json";
  return {
    required: !(contract.body?.safeParse(undefined).success ?? true),
    content: { [type]: { schema: jsonSchemaOf(contract.body as z.ZodType, "input") } },
  };
}

function responsesOf(contract: ApiContract) {
  const format = contract.format ?? "json";
  const status = contract.status ?? 200;
  const success =
    format === "none"
      ? { description: "Done; no body" }
      : {
          description: "Success",
          ...(contract.page === "array-with-total-header" && {
            headers: {
              [TOTAL_COUNT_HEADER]: {
                description: "Rows across all pages",
                schema: { type: "integer", minimum: 0 },
              },
            },
          }),
          content: {
            [CONTENT_TYPES[format]]: { schema: jsonSchemaOf(wireResponseSchema(contract), "output") },
          },
        };
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
  });
  const hasInput = contract.params || contract.query || contract.body;
  const others = Object.entries(contract.otherAnswers ?? {}).map(([code, answer]) => [
    code,
    {
      description: answer.description,
      content: { "application/json": { schema: jsonSchemaOf(answer.schema, "output") } },
    },
  ]);
  return {
    [status]: success,
    ...(hasInput && { 400: error("Invalid input: `errors` names each field with its message") }),
    ...(contract.auth === "admin" && { 401: error("Not signed in, or the session has ended") }),
    ...Object.fromEntries(others),
    default: error("Any other error: the message says what went wrong"),
  };
}

function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return json;
}
