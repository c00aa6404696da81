import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { ActivityDestination, ActivitySearchResult } from "@/shared/api/activities";
import { createTestApp, type TestContext } from "./helpers";
import { call, signIn, type Caller } from "./flights-fixtures";
import { json, LISBON, morningOffer, PRESCOTT } from "./activities-fixtures";

// spec B §7 "Activities": the calls before checkout.

let ctx: TestContext;
let alice: Caller;

beforeAll(async () => {
  ctx = await createTestApp();
  alice = await signIn(ctx.app, ctx.database.db, "acme", "alice@acme.test");
});
afterAll(async () => ctx?.close());

describe("destinations and search", () => {
  it("suggests real cities; an empty text is a 400 naming the field", async () => {
    const res = await call(ctx.app, alice, { method: "GET", url: "/api/activities/destinations?text=lisb" });
    expect(res.statusCode).toBe(200);
    expect(json<ActivityDestination[]>(res).data[0]).toMatchObject({ destinationId: LISBON, destinationName: "Lisbon", country: "PT", timeZone: "Europe/Lisbon" });
    const empty = await call(ctx.app, alice, { method: "GET", url: "/api/activities/destinations?text=" });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).field).toBe("querystring.text");
  });

  it("pages of 50 are appended until a page with fewer than 50 ends the list (spec B §4)", async () => {
    const pages: ActivitySearchResult[] = [];
    for (let start = 0; ; start += 50) {
      const res = await call(ctx.app, alice, { method: "POST", url: "/api/activities/search", body: { destinationId: LISBON, start } });
      expect(res.statusCode).toBe(200);
      const page = json<ActivitySearchResult>(res).data;
      pages.push(page);
      if (!page.hasMore) break;
    }
    expect(pages.map((p) => p.searchItem.length)).toEqual([50, 50, 39]);
    expect(pages.map((p) => p.totalSearchItem)).toEqual([139, 139, 139]);
    expect(new Set(pages.flatMap((p) => p.searchItem.map((s) => s.productCode))).size).toBe(139);
  });

  it("refuses another page size, an unknown tag and an unknown destination", async () => {
    const size = await call(ctx.app, alice, { method: "POST", url: "/api/activities/search", body: { destinationId: LISBON, limit: 20 } });
    expect(size.statusCode).toBe(400);
    expect(json(size).field).toBe("body.limit");
    const tag = await call(ctx.app, alice, { method: "POST", url: "/api/activities/search", body: { destinationId: LISBON, filterItem: { tags: ["cheap"] } } });
    expect(tag.statusCode).toBe(400);
    expect(json(tag).field).toBe("body.filterItem.tags.0");
    const nowhere = await call(ctx.app, alice, { method: "POST", url: "/api/activities/search", body: { destinationId: 1 } });
    expect(nowhere.statusCode).toBe(404);
    expect(json(nowhere).message).toBe("This destination does not exist");
  });

  it("counts spec B §9 tags per group; suggests titles; stores and removes a search", async () => {
    const tags = json<{ group: string; tags: { tag: string; count: number }[] }[]>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/getActivityTagsFilterList?destinationId=${LISBON}` })).data;
    expect(tags.map((g) => g.group)).toEqual(["duration", "timeOfDay", "special", "popularity"]);
    expect(tags[0]?.tags.reduce((sum, t) => sum + t.count, 0)).toBe(139);
    const titles = json<{ productCode?: string; productName?: string }[]>(
      await call(ctx.app, alice, { method: "POST", url: "/api/activities/getActivityTitle", body: { text: "walking", destinationId: LISBON } }),
    ).data;
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((t) => t.productName?.toLowerCase().includes("walking"))).toBe(true);
    const stored = await call(ctx.app, alice, { method: "POST", url: "/api/activities/search-store", body: { search: { destinationId: LISBON }, url: "/booknow/activities/search" } });
    expect(stored.statusCode).toBe(200);
    const id = json<{ id: string }>(stored).data.id;
    expect((await call(ctx.app, alice, { method: "DELETE", url: `/api/activities/${id}` })).statusCode).toBe(200);
    expect((await call(ctx.app, alice, { method: "DELETE", url: `/api/activities/${id}` })).statusCode).toBe(404);
    expect(json(await call(ctx.app, alice, { method: "DELETE", url: "/api/activities/nope" })).field).toBe("params.id");
  });
});

describe("details, locations, dates, availability, checkout", () => {
  it("gives a product's details, its meeting point, pictures and available dates", async () => {
    const code = `${LISBON}P1`;
    const details = json<{ meetingPoint: { ref: string }; images: { url: string }[]; options: unknown[] }>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/details/${code}` })).data;
    expect(details.options.length).toBeGreaterThan(0);
    const location = await call(ctx.app, alice, { method: "GET", url: `/api/activities/locations/${details.meetingPoint.ref}` });
    expect(json<{ timeZone: string }>(location).data.timeZone).toBe("Europe/Lisbon");
    const image = await call(ctx.app, alice, { method: "GET", url: details.images[0]!.url });
    expect(image.headers).toMatchObject({ "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: "webp", width: 800, height: 450 });
    const svg = await call(ctx.app, alice, { method: "GET", url: details.images[0]!.url.replace(/\.webp$/, ".svg") });
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    expect((await call(ctx.app, alice, { method: "GET", url: `/api/activities/images/${code}/99.webp` })).statusCode).toBe(404);
    const dates = json<{ availableDates: string[] }>(await call(ctx.app, alice, { method: "GET", url: `/api/activities/availableDates/${code}?days=30` })).data;
    expect(dates.availableDates.length).toBeGreaterThan(0);
    expect((await call(ctx.app, alice, { method: "GET", url: `/api/activities/details/${LISBON}P999` })).statusCode).toBe(404);
    expect(json(await call(ctx.app, alice, { method: "GET", url: "/api/activities/details/lisbon" })).field).toBe("params.id");
  });

  it("checks availability for 2 adults and 1 child; more than 5 of a type is a 400", async () => {
    const offer = await morningOffer(ctx.app, alice);
    expect(offer.travellers).toEqual({ ADT: 2, CHD: 1 });
    expect(offer.lines.map((l) => l.type)).toEqual(["ADT", "CHD"]);
    const six = await call(ctx.app, alice, { method: "POST", url: "/api/activities/availability/check", body: { productCode: offer.productCode, travelDate: offer.travelDate, travellers: { ADT: 6, CHD: 0 } } });
    expect(six.statusCode).toBe(400);
    expect(json(six).field).toBe("body.travellers.ADT");
  });

  it("checkout prices the offer again: unchanged in Lisbon, 8 % more once in Prescott", async () => {
    const offer = await morningOffer(ctx.app, alice);
    const same = json<{ priceChanged: boolean; totalAmount: { amount: number } }>(await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/checkout", body: { offerId: offer.id } })).data;
    expect(same).toMatchObject({ priceChanged: false, totalAmount: offer.totalAmount });
    const prescott = await morningOffer(ctx.app, alice, { ADT: 1, CHD: 0 }, PRESCOTT);
    const moved = json<{ priceChanged: boolean; previousTotal: { amount: number }; offer: { id: string }; totalAmount: { amount: number } }>(
      await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/checkout", body: { offerId: prescott.id } }),
    ).data;
    expect(moved.priceChanged).toBe(true);
    expect(moved.previousTotal).toEqual(prescott.totalAmount);
    expect(moved.totalAmount.amount).toBeGreaterThan(prescott.totalAmount.amount);
    const again = json<{ priceChanged: boolean }>(await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/checkout", body: { offerId: moved.offer.id } })).data;
    expect(again.priceChanged).toBe(false);
    expect((await call(ctx.app, alice, { method: "POST", url: "/api/activities/bookings/checkout", body: { offerId: "ao1.nope" } })).statusCode).toBe(404);
  });
});
