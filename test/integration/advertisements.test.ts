import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisements, advertiserAdvertisements, advertisers } from "../../src/db/schema/index.js";
import type { Advertisement } from "../../src/shared/advertisements.js";
import type { Advertiser, AdvertiserAdvertisement } from "../../src/shared/advertisers.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
});
afterAll(() => t.close());

const storedAd = async (id: number) =>
  (await t.database.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];
const storedAdvertiserAd = async (id: number) =>
  (await t.database.db.select().from(advertiserAdvertisements).where(eq(advertiserAdvertisements.id, id)))[0];

const simpleAd = {
  title: "Coffee deal",
  content: "Two lattes for one at Bean There.",
  merchant: "Bean There",
  url: "https://beanthere.example/deal",
};

describe("simple advertisements", () => {
  let created: Advertisement;

  it("creates one with the defaults (every 20 messages, active) and lists it without internal fields", async () => {
    const response = await call("POST", "/api/admin/advertisements", simpleAd);
    expect(response.statusCode).toBe(201);
    created = response.json<Advertisement>();
    expect(created).toMatchObject({ ...simpleAd, frequency: 20, is_active: true });
    const list = (await call("GET", "/api/admin/advertisements")).json<Advertisement[]>();
    expect(list).toEqual([created]);
    expect(list[0]).not.toHaveProperty("last_shown_at");
    expect(await storedAd(created.id)).toMatchObject({ title: "Coffee deal", frequency: 20 });
  });

  it("rejects missing fields, a bad URL and a frequency under 1 (non-numbers count as 0)", async () => {
    const empty = await call("POST", "/api/admin/advertisements", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      title: "Title is required",
      content: "Content is required",
      merchant: "Merchant is required",
      url: "URL is required",
    });
    const badUrl = await call("POST", "/api/admin/advertisements", { ...simpleAd, url: "beanthere" });
    expect(badUrl.json().errors.url).toBe("Please enter a valid URL");
    const zero = await call("POST", "/api/admin/advertisements", { ...simpleAd, frequency: "often" });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.frequency).toBe("Frequency must be at least 1");
    expect((await call("GET", "/api/admin/advertisements")).json()).toHaveLength(1);
  });

  it("updates with PUT and accepts the frequency as typed text", async () => {
    const response = await call("PUT", `/api/admin/advertisements/${created.id}`, {
      ...simpleAd,
      title: "Coffee deal, extended",
      frequency: "5",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "Coffee deal, extended", frequency: 5 });
    expect(await storedAd(created.id)).toMatchObject({ title: "Coffee deal, extended", frequency: 5 });
    expect((await call("PUT", "/api/admin/advertisements/999999", simpleAd)).statusCode).toBe(404);
  });

  it("disables with DELETE: the row stays, inactive", async () => {
    const response = await call("DELETE", `/api/admin/advertisements/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(false);
    expect(await storedAd(created.id)).toMatchObject({ is_active: false, title: "Coffee deal, extended" });
    expect((await call("GET", "/api/admin/advertisements")).json()).toHaveLength(1);
    expect((await call("DELETE", "/api/admin/advertisements/abc")).statusCode).toBe(400);
  });
});

describe("advertisers and their advertisements", () => {
  let advertiser: Advertiser;
  let advertiserAd: AdvertiserAdvertisement;

  it("creates, reads and edits an advertiser, with the form's validation messages", async () => {
    const invalid = await call("POST", "/api/admin/advertisers", { name: "A", website: "not a site" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      name: "Name must be at least 2 characters",
      website: "Please enter a valid URL",
    });
    const response = await call("POST", "/api/admin/advertisers", {
      name: "Bean There",
      contact_info: "ads@beanthere.example",
      website: "",
      notes: "",
    });
    expect(response.statusCode).toBe(201);
    advertiser = response.json<Advertiser>();
    expect(advertiser).toMatchObject({ name: "Bean There", website: null, notes: null, is_active: true });
    expect((await call("GET", `/api/admin/advertisers/${advertiser.id}`)).json().name).toBe("Bean There");

    const edited = await call("PUT", `/api/admin/advertisers/${advertiser.id}`, {
      id: advertiser.id,
      name: "Bean There Cafe",
      website: "https://beanthere.example",
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ name: "Bean There Cafe", website: "https://beanthere.example" });
    const [row] = await t.database.db.select().from(advertisers).where(eq(advertisers.id, advertiser.id));
    expect(row).toMatchObject({ name: "Bean There Cafe", is_active: false, contact_info: null });
    expect((await call("GET", "/api/admin/advertisers/424242")).statusCode).toBe(404);

    // The form's echoed id is not a way to renumber the row: only the path's id counts.
    const echoed = await call("PUT", `/api/admin/advertisers/${advertiser.id}`, {
      id: advertiser.id + 1000,
      name: "Bean There Cafe",
    });
    expect(echoed.json()).toMatchObject({ id: advertiser.id, name: "Bean There Cafe" });
  });

  it("creates an advertiser advertisement through POST /advertisements with advertiser_id", async () => {
    const invalid = await call("POST", "/api/admin/advertisements", {
      advertiser_id: advertiser.id,
      title: "x",
      content: "y",
      url: "nope",
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      title: "Title must be at least 2 characters",
      content: "Content is required",
      url: "Please enter a valid URL",
    });
    const response = await call("POST", "/api/admin/advertisements", {
      advertiser_id: advertiser.id,
      title: "Morning special",
      content: "Half-price croissants before 9.",
      url: "",
      frequency: "daily",
    });
    expect(response.statusCode).toBe(201);
    advertiserAd = response.json<AdvertiserAdvertisement>();
    expect(advertiserAd).toMatchObject({
      target_tier: "free",
      url: null,
      frequency: "daily",
      is_active: true,
    });
    const list = await call("GET", `/api/admin/advertisers/${advertiser.id}/advertisements`);
    expect(list.json()).toEqual([advertiserAd]);
    // It is not one of the simple advertisements.
    expect((await call("GET", "/api/admin/advertisements")).json()).toHaveLength(1);
    const orphan = await call("POST", "/api/admin/advertisements", {
      advertiser_id: 424242,
      title: "Lost ad",
      content: "Nobody owns this one.",
    });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe("Advertiser not found");
  });

  it("edits it with PUT, only through its own advertiser", async () => {
    const body = {
      id: advertiserAd.id,
      advertiser_id: advertiser.id,
      title: "Morning special",
      content: "Half-price croissants before 10.",
      target_tier: "all",
      is_active: true,
    };
    const response = await call("PUT", `/api/admin/advertisements/${advertiserAd.id}`, body);
    expect(response.statusCode).toBe(200);
    // A full replacement: the frequency the body leaves out is cleared.
    expect(await storedAdvertiserAd(advertiserAd.id)).toMatchObject({
      content: "Half-price croissants before 10.",
      target_tier: "all",
      frequency: null,
    });
    const other = (await call("POST", "/api/admin/advertisers", { name: "Other Co" })).json<Advertiser>();
    const wrongOwner = await call("PUT", `/api/admin/advertisements/${advertiserAd.id}`, {
      ...body,
      advertiser_id: other.id,
    });
    expect(wrongOwner.statusCode).toBe(404);
    expect((await storedAdvertiserAd(advertiserAd.id))?.advertiser_id).toBe(advertiser.id);
  });

  it("deletes it for good with DELETE ?advertiser_id, leaving the simple advertisement with that id alone", async () => {
    const wrongOwner = await call(
      "DELETE",
      `/api/admin/advertisements/${advertiserAd.id}?advertiser_id=424242`,
    );
    expect(wrongOwner.statusCode).toBe(404);
    const response = await call(
      "DELETE",
      `/api/admin/advertisements/${advertiserAd.id}?advertiser_id=${advertiser.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await storedAdvertiserAd(advertiserAd.id)).toBeUndefined();
    expect((await call("GET", `/api/admin/advertisers/${advertiser.id}/advertisements`)).json()).toEqual([]);
    expect((await call("GET", "/api/admin/advertisers/424242/advertisements")).statusCode).toBe(404);
  });
});

describe("one id space for both kinds of advertisement (issue 39)", () => {
  it("lets DELETE /advertisements/{id} with no query delete an advertiser's advertisement, and only it", async () => {
    const owner = (await call("POST", "/api/admin/advertisers", { name: "One Id Co" })).json<Advertiser>();
    const simple = (await call("POST", "/api/admin/advertisements", simpleAd)).json<Advertisement>();
    const ad = (
      await call("POST", "/api/admin/advertisements", {
        advertiser_id: owner.id,
        title: "One id",
        content: "Shared ids.",
      })
    ).json<AdvertiserAdvertisement>();
    const simpleIds = (await t.database.db.select().from(advertisements)).map((row) => row.id);
    const advertiserIds = (await t.database.db.select().from(advertiserAdvertisements)).map((row) => row.id);
    expect(simpleIds.filter((id) => advertiserIds.includes(id))).toEqual([]);

    // The simple form's PUT does not reach an advertiser's advertisement.
    expect((await call("PUT", `/api/admin/advertisements/${ad.id}`, simpleAd)).statusCode).toBe(404);
    const response = await call("DELETE", `/api/admin/advertisements/${ad.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ad.id, advertiser_id: owner.id });
    expect(await storedAdvertiserAd(ad.id)).toBeUndefined();
    expect((await storedAd(simple.id))?.is_active).toBe(true);
    const again = await call("DELETE", `/api/admin/advertisements/${ad.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Advertisement not found");
    // advertiser_id stays an optional check: a simple advertisement is no advertiser's.
    expect(
      (await call("DELETE", `/api/admin/advertisements/${simple.id}?advertiser_id=${owner.id}`)).statusCode,
    ).toBe(404);
    expect((await storedAd(simple.id))?.is_active).toBe(true);
  });
});
