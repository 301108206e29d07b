import Fastify from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { routeFromContract } from "../../src/server/contract-route.js";
import { responseSerializerCompiler } from "../../src/server/response-serializer.js";
import { ADMIN_API_PREFIX, defineContract } from "../../src/shared/api/contract.js";

const rowSchema = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

const getRow = defineContract({
  method: "GET",
  path: "/api/rows/:id",
  auth: "public",
  tag: "Rows",
  summary: "One row",
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: rowSchema,
});
const listRows = defineContract({
  ...getRow,
  path: "/api/rows",
  params: undefined,
  page: "array-with-total-header",
});
const listRowsAsMessages = defineContract({ ...listRows, path: "/api/messages", page: "messages-and-total" });
const createRow = defineContract({
  ...getRow,
  method: "POST",
  path: "/api/rows",
  params: undefined,
  body: z.object({ name: z.string().min(1) }),
  status: 201,
});

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  register(app);
  await app.ready();
  return app;
}

const row = { id: 7, name: "Seven", note: null, password_hash: "never sent" };

describe("routes registered from contracts", () => {
  it("validates inputs and writes only the fields the response schema declares", async () => {
    const app = await appWith((scope) =>
      routeFromContract(scope, getRow, async ({ params }) => ({ ...row, id: params.id })),
    );
    const ok = await app.inject({ method: "GET", url: "/api/rows/9" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: 9, name: "Seven", note: null });
    expect((await app.inject({ method: "GET", url: "/api/rows/zero" })).statusCode).toBe(400);
  });

  it("answers a created row with the contract's status", async () => {
    const app = await appWith((scope) =>
      routeFromContract(scope, createRow, async ({ body }) => ({ ...row, name: body.name })),
    );
    const created = await app.inject({ method: "POST", url: "/api/rows", payload: { name: "New" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 7, name: "New", note: null });
  });

  it("writes one Page in each of the spec's two wire forms", async () => {
    const page = { items: [row, { ...row, id: 8 }], total: 41 };
    const app = await appWith((scope) => {
      routeFromContract(scope, listRows, async () => page);
      routeFromContract(scope, listRowsAsMessages, async () => page);
    });
    const asArray = await app.inject({ method: "GET", url: "/api/rows" });
    expect(asArray.headers["x-total-count"]).toBe("41");
    expect(asArray.json()).toEqual([
      { id: 7, name: "Seven", note: null },
      { id: 8, name: "Seven", note: null },
    ]);
    const asMessages = await app.inject({ method: "GET", url: "/api/messages" });
    expect(asMessages.json()).toEqual({ messages: asArray.json(), total: 41 });
  });

  it("refuses to start when an admin call sits outside the guarded scope, or a public one inside it", async () => {
    const adminCall = defineContract({ ...getRow, path: "/api/admin/rows/:id", auth: "admin" });
    await expect(appWith((scope) => routeFromContract(scope, adminCall, async () => row))).rejects.toThrow(
      /admin call but is registered under ""/,
    );
    const inAdminScope = Fastify();
    await inAdminScope.register(
      async (scope) => {
        expect(() => routeFromContract(scope, getRow, async () => row)).toThrow(/public call/);
      },
      { prefix: ADMIN_API_PREFIX },
    );
  });
});
