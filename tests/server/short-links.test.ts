// spec A §2 /url/{id}, §3/§4/§7 "Short links"; spec B §7 "Short links" and GET /api/agency/search/services.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies, users } from "@/server/db/schema";
import { activitySearches } from "@/server/db/schema-activities";
import { hotelSearches } from "@/server/db/schema-hotels";
import { ACME, call, lastMailTo, login, NOMAD } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
let dist: string;
let owner: string;
let agent: string;
let restricted: string;
let alice: string;
let nomadOwner: string;

const RESULTS = "/booknow/flights/search?routeType=One-Way&from=JFK&to=LHR&date=2030-05-01";

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "waypoint-dist-"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><head><title>Waypoint</title></head><body><div id=root></div></body></html>");
  ctx = await createTestApp({ staticDir: dist });
  const signIn = (who: string, host = ACME) => login(ctx.app, `${who}@${host === ACME ? "acme" : "nomad"}.test`, undefined, host);
  [owner, agent, restricted, alice, nomadOwner] = await Promise.all([signIn("owner"), signIn("agent"), signIn("restricted"), signIn("alice"), signIn("owner", NOMAD)]);
}, scaled(60_000));

afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Link = { id: string; code: string; shortUrl: string; path: string; type: string; title: string; description: string; image: string | null; clicks: number };

async function share(token: string, body: Record<string, unknown>, host = ACME) {
  return call(ctx.app, "POST", "/api/short-url", { token, host, body: { title: "Flights JFK → LHR", description: "One-way, 1 May 2030", ...body } });
}
async function shared(token: string, url: string, extra: Record<string, unknown> = {}): Promise<Link> {
  const res = await share(token, { url, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Link;
}
const remove = (id: string, token: string, host = ACME) => ctx.app.inject({ method: "DELETE", url: `/api/agency/short-urls/${id}`, headers: { host, "x-access-token": token } });
const list = async (token: string, query = "") => {
  const res = await call(ctx.app, "GET", `/api/agency/short-urls${query}`, { token });
  return res;
};

describe("POST /api/short-url", () => {
  it("saves a results page as a path on the agency's host, with a 10-character code", async () => {
    const link = await shared(alice, RESULTS);
    expect(link).toMatchObject({ path: RESULTS, type: "flights", clicks: 0, title: "Flights JFK → LHR" });
    expect(link.code).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(link.shortUrl).toBe(`http://${ACME}/url/${link.code}`);
  });

  it("takes a full URL of the agency's own host and keeps only its path", async () => {
    const link = await shared(agent, `http://${ACME}/booknow/hotels/search-details?hotel=H1`);
    expect(link).toMatchObject({ path: "/booknow/hotels/search-details?hotel=H1", type: "hotels" });
    const details = await shared(agent, "/booknow/activities/result-details/P-123?date=2030-01-01");
    expect(details.type).toBe("activities");
  });

  it("refuses other hosts, other agencies' hosts and pages that are not search, results or details", async () => {
    for (const url of [
      "https://evil.test/booknow/flights/search",
      "//evil.test/booknow/flights/search",
      `http://${NOMAD}/booknow/flights/search`,
      "javascript:alert(1)",
      "/booknow/flights/checkout",
      "/profile",
      "/booknow/flights/search/../../../profile",
      "http://user:pw@acme.localhost/booknow/flights/search",
    ]) {
      const res = await share(owner, { url });
      expect(res.status, url).toBe(400);
      expect(res.body.message).toBe("Only a search, results or details page of this site can be shared");
    }
  });

  it("checks title, description and image, and needs a session", async () => {
    expect((await share(owner, { url: RESULTS, title: "" })).body.message).toBe("Give the link a title of at most 200 characters");
    expect((await share(owner, { url: RESULTS, description: "x".repeat(501) })).status).toBe(400);
    expect((await share(owner, { url: RESULTS, image: "http://plain.test/a.jpg" })).body.message).toBe("The preview image must be an https address or a path on this site");
    expect((await share(owner, { url: RESULTS, image: 'https://cdn.test/a.jpg"><script>' })).status).toBe(400);
    expect((await call(ctx.app, "POST", "/api/short-url", { body: { url: RESULTS, title: "t" } })).status).toBe(401);
    expect((await share(nomadOwner, { url: RESULTS })).status).toBe(401);
  });
});

describe("GET /api/short-url/{code}", () => {
  it("resolves for anyone on the agency's host and counts each click; another agency's host does not know it", async () => {
    const link = await shared(agent, RESULTS);
    const first = await call(ctx.app, "GET", `/api/short-url/${link.code}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ path: RESULTS, clicks: 1 });
    expect(((await call(ctx.app, "GET", `/api/short-url/${link.code}`)).body.data as Link).clicks).toBe(2);
    const elsewhere = await call(ctx.app, "GET", `/api/short-url/${link.code}`, { host: NOMAD });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe("This short link does not exist or was deleted");
    expect((await call(ctx.app, "GET", "/api/short-url/nope")).status).toBe(400);
  });
});

describe("POST /api/short-url/email", () => {
  it("mails the link through the outbox, with the sender's note; 'Link sent by email'", async () => {
    const link = await shared(alice, RESULTS);
    const res = await call(ctx.app, "POST", "/api/short-url/email", { token: alice, body: { code: link.code, email: "friend@example.test", note: "Shall we?" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Link sent by email");
    const mail = await lastMailTo(ctx.database.db, "friend@example.test");
    expect(mail.text).toContain(link.shortUrl);
    expect(mail.text).toContain("Shall we?");
    expect(mail.subject).toContain("Flights JFK → LHR");
    expect(mail.html).not.toContain("<script");
  });

  it("refuses a bad address, an unknown code, another agency's link and no session", async () => {
    const link = await shared(alice, RESULTS);
    const bad = await call(ctx.app, "POST", "/api/short-url/email", { token: alice, body: { code: link.code, email: "friend.example.test" } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please include an @ in the email address");
    expect((await call(ctx.app, "POST", "/api/short-url/email", { token: alice, body: { code: "AAAAAAAAAA", email: "a@b.test" } })).status).toBe(404);
    expect((await call(ctx.app, "POST", "/api/short-url/email", { host: NOMAD, token: nomadOwner, body: { code: link.code, email: "a@b.test" } })).status).toBe(404);
    expect((await call(ctx.app, "POST", "/api/short-url/email", { body: { code: link.code, email: "a@b.test" } })).status).toBe(401);
  });
});

describe("the agency's short links (spec B §7)", () => {
  it("pages with totals and filters by type, search and dates; staff see every link, a restricted agent their own", async () => {
    const mine = await shared(restricted, "/booknow/cars/result-details?car=C9", { title: "Zebra convertible" });
    const all = await list(owner, "?offSet=0&limit=2");
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.totalRecords as number).toBeGreaterThan(3);
    const cars = await list(agent, "?type=cars");
    expect((cars.body.data as Link[]).map((l) => l.id)).toEqual([mine.id]);
    expect((cars.body.data as { createdByName: string }[])[0]?.createdByName).toBeTruthy();
    expect(((await list(owner, "?search=zebra")).body.data as Link[]).map((l) => l.id)).toEqual([mine.id]);
    expect((await list(owner, "?search=%25")).body.totalRecords).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(owner, `?startDate=${today}&endDate=${today}`)).body.totalRecords).toBe(all.body.totalRecords);
    expect((await list(owner, "?startDate=2001-01-01&endDate=2001-01-02")).body.totalRecords).toBe(0);
    const own = await list(restricted);
    expect((own.body.data as Link[]).map((l) => l.id)).toEqual([mine.id]);
  });

  it("refuses clients, bad filters and other agencies' staff see none of it", async () => {
    expect((await list(alice)).status).toBe(403);
    expect((await call(ctx.app, "GET", "/api/agency/short-urls")).status).toBe(401);
    expect((await list(owner, "?type=boats")).status).toBe(400);
    expect((await list(owner, "?limit=1000")).status).toBe(400);
    const order = await list(owner, "?startDate=2030-02-01&endDate=2030-01-01");
    expect(order.body.message).toBe("The end date must be on or after the start date");
    const nomad = await call(ctx.app, "GET", "/api/agency/short-urls", { host: NOMAD, token: nomadOwner });
    expect(nomad.body.totalRecords).toBe(0);
  });

  it("deletes: the link stops resolving; a restricted agent deletes only their own; another agency cannot", async () => {
    const link = await shared(agent, RESULTS);
    expect((await remove(link.id, restricted)).statusCode).toBe(404);
    expect((await remove(link.id, nomadOwner, NOMAD)).statusCode).toBe(404);
    expect((await remove(link.id, alice)).statusCode).toBe(403);
    expect((await remove("not-a-uuid", owner)).statusCode).toBe(400);
    const done = await remove(link.id, owner);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe("Short link deleted");
    expect((await call(ctx.app, "GET", `/api/short-url/${link.code}`)).status).toBe(404);
    const own = await shared(restricted, RESULTS);
    expect((await remove(own.id, restricted)).statusCode).toBe(200);
  });
});

describe("/url/{code} (spec A §2)", () => {
  it("serves the SPA with the link's Open Graph and Twitter card tags, escaped", async () => {
    const link = await shared(alice, RESULTS, { title: 'Fares "to" <London>', description: "Cheap & quick", image: "/media/london.jpg" });
    const res = await ctx.app.inject({ method: "GET", url: `/url/${link.code}`, headers: { host: ACME } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain('<meta property="og:title" content="Fares &quot;to&quot; &lt;London&gt;" />');
    expect(res.body).toContain('<meta property="og:description" content="Cheap &amp; quick" />');
    expect(res.body).toContain(`<meta property="og:image" content="http://${ACME}/media/london.jpg" />`);
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain("<title>Fares &quot;to&quot; &lt;London&gt;</title>");
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain("<div id=root></div>");
    // Showing a preview is not a click: only the browser's resolution counts.
    expect(((await call(ctx.app, "GET", `/api/short-url/${link.code}`)).body.data as Link).clicks).toBe(1);
  });

  it("an unknown code or another agency's host: the plain SPA page, 404", async () => {
    const link = await shared(alice, RESULTS);
    for (const [url, host] of [
      ["/url/AAAAAAAAAA", ACME],
      [`/url/${link.code}`, NOMAD],
      ["/url/<script>", ACME],
    ] as const) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { host } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("og:title");
    }
  });
});

describe("GET /api/agency/search/services", () => {
  it("lists the agency's recent searches across users and verticals, newest first, paged with from and size", async () => {
    const [acme] = await ctx.database.db.select().from(agencies).where(eq(agencies.subdomain, "acme"));
    const [bob] = await ctx.database.db.select().from(users).where(eq(users.email, "bob@acme.test"));
    if (!acme || !bob) throw new Error("seed");
    const stored = await call(ctx.app, "POST", "/api/flight/flightStore", {
      token: alice,
      body: { search: { routeType: "One-Way", formData: [{ id: 1, from: { location: "JFK" }, to: { location: "LHR" }, singleDate: "2030-05-01" }] }, url: RESULTS },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    await ctx.database.db.insert(activitySearches).values({
      agencyId: acme.id,
      userId: bob.id,
      search: { destinationId: 7, selectedLocation: { destinationId: 7, destinationName: "Lisbon", destinationType: "CITY" } } as never,
      createdAt: new Date(Date.now() + 1000),
    });
    await ctx.database.db
      .insert(hotelSearches)
      .values({ agencyId: acme.id, userId: null, request: { searchString: "Paris", stayPeriod: { start: "2030-06-01", end: "2030-06-04" } } as never, createdAt: new Date(Date.now() + 2000) });
    const res = await call(ctx.app, "GET", "/api/agency/search/services?from=0&size=3", { token: owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ type: "hotels", where: "Paris", startDate: "2030-06-01", userName: null, search: expect.objectContaining({ searchString: "Paris" }) }),
      expect.objectContaining({ type: "activities", where: "Lisbon", userName: bob.name }),
      expect.objectContaining({ type: "flights", where: "JFK → LHR", startDate: "2030-05-01", search: expect.objectContaining({ routeType: "One-Way" }) }),
    ]);
    expect(res.body.totalRecords as number).toBeGreaterThanOrEqual(3);
    const next = await call(ctx.app, "GET", "/api/agency/search/services?from=1&size=1", { token: owner });
    expect((next.body.data as { type: string }[])[0]?.type).toBe("activities");
    // A restricted agent sees only their own searches; a client none; another agency's owner not Acme's.
    expect((await call(ctx.app, "GET", "/api/agency/search/services", { token: restricted })).body.totalRecords).toBe(0);
    expect((await call(ctx.app, "GET", "/api/agency/search/services", { token: alice })).status).toBe(403);
    const nomad = await call(ctx.app, "GET", "/api/agency/search/services", { host: NOMAD, token: nomadOwner });
    expect((nomad.body.data as { where: string }[]).some((s) => s.where === "Paris")).toBe(false);
    expect((await call(ctx.app, "GET", "/api/agency/search/services?size=0", { token: owner })).status).toBe(400);
    expect((await call(ctx.app, "GET", "/api/agency/search/services?from=-1", { token: owner })).status).toBe(400);
  });
});
