import { queueApi } from "@shared/api/queue";
import { usersApi } from "@shared/api/users";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callApi } from "./call-api";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("callApi", () => {
  it("builds the URL and method from the contract, and sends the body as JSON", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ id: 4 }), { status: 200 }));
    await callApi(usersApi.update, { params: { id: 4 }, body: { is_team: true } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/users/4");
    expect(init).toMatchObject({ method: "PATCH", body: '{"is_team":true}' });
  });

  it("reads a bare array with X-Total-Count as one Page", async () => {
    const fetchMock = stubFetch(
      new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
        status: 200,
        headers: { "X-Total-Count": "57" },
      }),
    );
    await expect(callApi(usersApi.list, { query: { search: "", limit: 2, offset: 4 } })).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 57,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/admin/users?limit=2&offset=4");
  });

  it("reads the queue's {messages,total} as the same Page", async () => {
    stubFetch(new Response(JSON.stringify({ messages: [{ id: 9 }], total: 31 }), { status: 200 }));
    await expect(callApi(queueApi.list, { query: { status: "pending" } })).resolves.toEqual({
      items: [{ id: 9 }],
      total: 31,
    });
  });

  it("turns a 401 into null only when asked to", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Sign in first." }), { status: 401 }));
    await expect(callApi(usersApi.get, { params: { id: 1 } }, { on401: "returnNull" })).resolves.toBeNull();
    stubFetch(new Response(JSON.stringify({ message: "Sign in first." }), { status: 401 }));
    await expect(callApi(usersApi.get, { params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
  });
});
