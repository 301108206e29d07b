import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../domain/app-error.js";

/**
 * Every API error is JSON {message}. Client mistakes keep their 4xx status and a message the
 * operator can act on; anything else is a real fault: logged with the request id, answered 500
 * with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(errorBody(error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (error.validationContext ?? "input");
        fields[field] ??= issue.message ?? "Invalid value";
      }
      const invalid = AppError.validation(fields);
      return reply.status(400).send(errorBody(invalid.message, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(clientErrorMessage(error, status, request)));
    }
    request.log.error({ err: error, reqId: request.id }, "request failed");
    return reply.status(500).send(errorBody(`Something went wrong on our side. Reference: ${request.id}`));
  });
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0];
  return reply.status(404).send(errorBody(`Not found: ${request.method} ${path}`));
}

function clientErrorMessage(error: FastifyError, status: number, request: FastifyRequest): string {
  if (status === 413)
    return `Request body is too large (the limit is ${megabytes(request.routeOptions.bodyLimit)}).`;
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return "Unsupported content type.";
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return "The request body is not valid JSON.";
  }
  return error.message;
}

/** "1 MB", or "10.7 MB" for the one call with a larger limit. */
function megabytes(bytes: number | undefined): string {
  const value = (bytes ?? 1024 * 1024) / 1024 / 1024;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

function errorBody(message: string, errors?: Record<string, string>) {
  return errors ? { message, errors } : { message };
}
