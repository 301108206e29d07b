import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "./api";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client", () => {
  it("sends JSON with cookies, and the JSON content type even without a body", async () => {
    const fetchMock = stubFetch(new Response(JSON.stringify({ ok: true }), { status: 200 }));

    await expect(api.post("/api/admin/logout")).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/admin/logout");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: undefined,
    });
  });

  it("serialises request bodies", async () => {
    const fetchMock = stubFetch(new Response("", { status: 200 }));
    await api.post("/api/admin/login", { phoneNumber: "+15005550123", password: "secret1" });
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"phoneNumber":"+15005550123","password":"secret1"}');
  });

  it("turns a failed response into '<status>: <body>' and keeps the server's message", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Too many sign-in attempts." }), { status: 429 }));

    const error = await api.post("/api/admin/login", {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      url: "/api/admin/login",
      message: '429: {"message":"Too many sign-in attempts."}',
      serverMessage: "Too many sign-in attempts.",
    });
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 502, statusText: "Bad Gateway" }));
    await expect(api.get("/api/admin/users")).rejects.toThrow("502: Bad Gateway");
  });

  it("lets a read turn a 401 into null when asked to", async () => {
    stubFetch(new Response(JSON.stringify({ message: "Sign in first." }), { status: 401 }));
    await expect(api.get("/api/admin/me", { on401: "returnNull" })).resolves.toBeNull();

    stubFetch(new Response(JSON.stringify({ message: "Sign in first." }), { status: 401 }));
    await expect(api.get("/api/admin/me")).rejects.toMatchObject({ status: 401 });
  });
});
