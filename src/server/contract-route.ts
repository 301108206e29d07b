import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { z } from "zod";
import { auditedCallOf } from "../domain/audit/audited-call.js";
import {
  ADMIN_API_PREFIX,
  type ApiContract,
  type ContractReturn,
  TOTAL_COUNT_HEADER,
  wireResponseSchema,
} from "../shared/api/contract.js";
import { runAudited } from "./audited-route.js";

type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The validated inputs a handler receives. */
export interface ContractRequestInput<C extends ApiContract> {
  params: OutputOf<C["params"]>;
  query: OutputOf<C["query"]>;
  body: OutputOf<C["body"]>;
}

/**
 * A route's handler: it returns the answer (a `Page` for a paged list), or the reply itself when
 * it sent something else (a CSV stream, TwiML, a status of its own).
 */
export type ContractHandler<C extends ApiContract> = (
  input: ContractRequestInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ContractReturn<C> | FastifyReply>;

interface RouteOptions {
  onRequest?: onRequestHookHandler;
}

/**
 * Registers a route from its contract: the path, the zod validation of params, query and body,
 * and the response schema as the serializer. A paged list's `Page` is written in the contract's
 * wire form here, once. An admin call registered outside the guarded scope (or a public call
 * inside it) fails at start, so no route can be left unguarded by mistake. A state-changing admin
 * call runs through the audit trail, and a 204 is sent only after it (decision 019).
 */
export function routeFromContract<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
  options: RouteOptions = {},
): void {
  const url = routeUrl(app.prefix, contract);
  const status = contract.status ?? 200;
  const format = contract.format ?? "json";
  const audited = auditedCallOf(contract);
  const { auditTrail } = app;
  if (audited && !auditTrail) {
    throw new Error(`${contract.method} ${contract.path} changes state but the app has no audit trail`);
  }
  app.route({
    method: contract.method,
    url,
    onRequest: options.onRequest,
    ...(contract.bodyLimit && { bodyLimit: contract.bodyLimit }),
    // Only the parts a call has: Fastify warns about a key that is there but undefined.
    schema: {
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      ...(format === "json" && { response: { [status]: wireResponseSchema(contract) } }),
    },
    handler: async (request, reply) => {
      const input = { params: request.params, query: request.query, body: request.body };
      const run = () => handler(input as ContractRequestInput<C>, request, reply);
      const result =
        audited && auditTrail ? await runAudited(auditTrail, audited, input, request, run) : await run();
      if (result === reply) return reply;
      reply.status(status);
      if (status === 204) return reply.send();
      if (!contract.page) return result;
      const { items, total } = result as { items: unknown[]; total: number };
      if (contract.page === "messages-and-total") return { messages: items, total };
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  });
}

function routeUrl(prefix: string, contract: ApiContract): string {
  // Only routes registered under the admin prefix pass the session guard (app.ts).
  const inAdminScope = prefix === ADMIN_API_PREFIX;
  if ((contract.auth === "admin") !== inAdminScope) {
    throw new Error(
      `${contract.method} ${contract.path} is an ${contract.auth} call but is registered under "${prefix}"`,
    );
  }
  if (!contract.path.startsWith(prefix)) {
    throw new Error(`${contract.method} ${contract.path} does not sit under "${prefix}"`);
  }
  return contract.path.slice(prefix.length);
}
