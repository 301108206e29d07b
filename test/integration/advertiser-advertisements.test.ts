import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertiserAdvertisements } from "../../src/db/schema/index.js";
import type { Advertiser, AdvertiserAdvertisement } from "../../src/shared/advertisers.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/**
 * An advertiser's advertisements through their own paths under the advertiser, and the shared
 * /advertisements paths the spec's screens call, which keep working on the same rows.
 */

let t: TestApp;
let call: ReturnType<typeof adminClient>;
let advertiser: Advertiser;
let other: Advertiser;

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
  advertiser = (await call("POST", "/api/admin/advertisers", { name: "Bean There" })).json<Advertiser>();
  other = (await call("POST", "/api/admin/advertisers", { name: "Other Co" })).json<Advertiser>();
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.database.db.select().from(advertiserAdvertisements).where(eq(advertiserAdvertisements.id, id)))[0];
const adsOf = (advertiserId: number) => `/api/admin/advertisers/${advertiserId}/advertisements`;

const morningAd = {
  title: "Morning special",
  content: "Half-price croissants before 9.",
  frequency: "daily",
};

describe("advertiser advertisements under their advertiser", () => {
  let created: AdvertiserAdvertisement;

  it("creates one for the advertiser in the path, with the form's messages", async () => {
    const invalid = await call("POST", adsOf(advertiser.id), { title: "x", content: "y", url: "nope" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      title: "Title must be at least 2 characters",
      content: "Content is required",
      url: "Please enter a valid URL",
    });
    // The path names the advertiser; an advertiser_id in the body does not move it elsewhere.
    const response = await call("POST", adsOf(advertiser.id), { ...morningAd, advertiser_id: other.id });
    expect(response.statusCode).toBe(201);
    created = response.json<AdvertiserAdvertisement>();
    expect(created).toMatchObject({
      ...morningAd,
      advertiser_id: advertiser.id,
      target_tier: "free",
      url: null,
    });
    expect((await call("GET", adsOf(advertiser.id))).json()).toEqual([created]);
    const orphan = await call("POST", adsOf(424242), morningAd);
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json().message).toBe("Advertiser not found");
  });

  it("replaces it with PUT, only under its own advertiser", async () => {
    const body = {
      title: "Morning special",
      content: "Half-price croissants before 10.",
      target_tier: "all",
    };
    const response = await call("PUT", `${adsOf(advertiser.id)}/${created.id}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ...body, frequency: null });
    expect(await stored(created.id)).toMatchObject({ target_tier: "all", frequency: null });
    expect((await call("PUT", `${adsOf(other.id)}/${created.id}`, body)).statusCode).toBe(404);
    expect((await call("PUT", `${adsOf(advertiser.id)}/abc`, body)).statusCode).toBe(400);
  });

  it("deletes it for good with DELETE, only under its own advertiser", async () => {
    expect((await call("DELETE", `${adsOf(other.id)}/${created.id}`)).statusCode).toBe(404);
    const response = await call("DELETE", `${adsOf(advertiser.id)}/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(created.id);
    expect(await stored(created.id)).toBeUndefined();
    expect((await call("GET", adsOf(advertiser.id))).json()).toEqual([]);
  });
});

describe("the shared /advertisements paths", () => {
  it("still create, edit and delete an advertiser advertisement, on the rows the own paths see", async () => {
    const created = await call("POST", "/api/admin/advertisements", {
      ...morningAd,
      advertiser_id: advertiser.id,
    });
    expect(created.statusCode).toBe(201);
    const ad = created.json<AdvertiserAdvertisement>();
    expect(ad).toMatchObject({ ...morningAd, advertiser_id: advertiser.id });
    expect((await call("GET", adsOf(advertiser.id))).json()).toEqual([ad]);

    const edited = await call("PUT", `/api/admin/advertisements/${ad.id}`, {
      ...morningAd,
      id: ad.id,
      advertiser_id: advertiser.id,
      title: "Evening special",
    });
    expect(edited.statusCode).toBe(200);
    expect((await call("GET", adsOf(advertiser.id))).json()[0].title).toBe("Evening special");

    const deleted = await call("DELETE", `/api/admin/advertisements/${ad.id}?advertiser_id=${advertiser.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: ad.id, advertiser_id: advertiser.id });
    expect(await stored(ad.id)).toBeUndefined();
  });

  it("keep each form's own field messages", async () => {
    const advertiserForm = await call("POST", "/api/admin/advertisements", { advertiser_id: "abc" });
    expect(advertiserForm.json().errors).toEqual({
      advertiser_id: "Advertiser is required",
      title: "Title must be at least 2 characters",
      content: "Content is required",
    });
    const simpleForm = await call("POST", "/api/admin/advertisements", { advertiser_id: "", title: "Deal" });
    expect(simpleForm.json().errors).toEqual({
      content: "Content is required",
      merchant: "Merchant is required",
      url: "URL is required",
    });
  });
});
