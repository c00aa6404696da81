// issue "Fast on a phone": the first HTML of a page carries its agency's branding (title, colour
// variables, favicon) and preloads the pictures the page draws first, escaped, revalidated on every load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies, proposals } from "@/server/db/schema";
import { DEMO_PROPOSAL_ID } from "@/server/hotels/seed";
import { brandColorVariables } from "@/shared/branding/colours";
import { FIRST_ANSWERS_ID, FIRST_LOAD_PATHS, FIRST_SCREEN_MODULE } from "@/shared/first-answers";
import { firstSearchKey } from "@/shared/first-search";
import { OFFER_REFERENCE_CALLS } from "@/shared/offer-references";
import { DEFAULT_MAP_STYLE_URL, WEB_SETTINGS_ID } from "@/shared/web-settings";
import { ACME, call, login, NOMAD } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;
let dist: string;

// What `vite build` writes (src/web/index.html), and the responsive copies' list (src/build/responsive-media.ts).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.png" />
    <title>Waypoint</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const VARIANTS = { "/media/acme-hero.jpg": [480, 1920], "/media/acme-hero-mobile.jpg": [480, 900] };
// What src/build/page-preloads.ts lists.
const PRELOADS = {
  catalogs: { en: "/assets/messages-en.js", es: "/assets/messages-es.js", pt: "/assets/messages-pt.js" },
  tables: { en: "/assets/tables-en.js", es: "/assets/tables-es.js", pt: "/assets/tables-pt.js" },
  pages: {
    "/": ["/assets/agency-landing-1.js"],
    "/booknow/flights/search": ["/assets/search-1.js", "/assets/flights-1.js"],
    "/booknow/activities/result-details/$productCode": ["/assets/activity-details-1.js"],
  },
  styles: { app: "/assets/styles-1.css", pages: { "/": "/assets/landing-1.css", "/booknow/flights/search": "/assets/flight-search-1.css" } },
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "waypoint-dist-"));
  mkdirSync(join(dist, "media"));
  writeFileSync(join(dist, "index.html"), INDEX);
  writeFileSync(join(dist, "media", "variants.json"), JSON.stringify(VARIANTS));
  writeFileSync(join(dist, "preloads.json"), JSON.stringify(PRELOADS));
  // The first screen's module as the build writes it (src/web/first-screen.tsx): here it says what it was given.
  mkdirSync(join(dist, "server"));
  writeFileSync(
    join(dist, FIRST_SCREEN_MODULE),
    `export function renderFirstScreen(input) {
      if (input.agency.heading === "Throw") throw new Error("drawing failed");
      return "<p>first screen of " + input.path + (input.search + (input.page === input.path ? "" : " (" + input.page + ")")).replaceAll("&", "&amp;") + " of " + input.agency.agencyName.replaceAll("<", "&lt;") + " in " + input.language + ", " + input.countries.length + " countries, rates " + Boolean(input.rates) + Object.entries(input.answers).filter(([path]) => path.includes("details") || path.includes("static-content")).map(([path, answer]) => ", offer " + path + ": " + answer.data.name + answer.data.title).join("").replaceAll("&", "&amp;") + "</p>";
    }
    export function firstSearchOf(input) {
      if (input.page === "/booknow/hotels/search") {
        const query = new URLSearchParams(input.search);
        const body = { searchString: "Lisbon", occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }], stayPeriod: { start: query.get("in"), end: query.get("out") }, nationality: { name: "United States", alpha2Code: "US" }, locationId: "2267057", type: "city" };
        return {
          call: { path: "v2/hotel/searchasync?firstPoll=true", body },
          photo: (carried) => carried.answer.data.firstPoll?.hotels[0]?.image,
        };
      }
      if (input.page !== "/booknow/activities/search") return null;
      const dest = new URLSearchParams(input.search).get("dest");
      if (dest === "throw") throw new Error("unreadable");
      const place = { destinationId: Number(dest), destinationName: "Lisbon", destinationType: "CITY" };
      return dest ? { call: { path: "activities/search", body: { destinationId: Number(dest), selectedLocation: place, filterItem: { sortOrder: "RECOMMENDED", tags: [] }, start: 0, limit: 50 } }, photo: (carried) => carried.answer.data.searchItem[0]?.image.url } : null;
    }`,
  );
  ctx = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, host = ACME, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers: { host, ...headers } });
const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];
const modules = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

describe("the first HTML of an agency's page", () => {
  it("has the agency's title, colour variables (the app's own rule) and favicon, revalidated every time", async () => {
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.body).toContain("<title>Acme Travel</title>");
    const style = brandColorVariables({ primaryColor: "#d9480f", headingColor: "#ffffff", subHeadingColor: "#fff4e6" })
      .map(([name, value]) => `${name}:${value}`)
      .join(";");
    expect(res.body).toContain(`<html lang="en" style="${style}">`);
    expect(res.body).toContain('<link rel="icon" href="/media/acme-favicon.png" />');
  });

  it("the landing preloads its hero as the page's <picture> picks it: the mobile copies on phones, the desktop ones above", async () => {
    const links = preloads((await page("/")).body);
    expect(links).toContain(
      '<link rel="preload" as="image" imagesrcset="/media/acme-hero-mobile-480.avif 480w, /media/acme-hero-mobile-900.avif 900w" imagesizes="100vw" type="image/avif" media="(max-width: 767px)" fetchpriority="high" />',
    );
    expect(links).toContain(
      '<link rel="preload" as="image" imagesrcset="/media/acme-hero-480.avif 480w, /media/acme-hero-1920.avif 1920w" imagesizes="100vw" type="image/avif" media="(min-width: 768px)" fetchpriority="high" />',
    );
    expect(links).toContain('<link rel="preload" as="image" href="/media/acme-logo.webp" />');
    expect(links).toHaveLength(3);
  });

  it("other pages preload the header's logo only, login-type pages (no header) nothing", async () => {
    expect(preloads((await page("/booknow/flights/search?from=LIS")).body)).toEqual(['<link rel="preload" as="image" href="/media/acme-logo.webp" fetchpriority="high" />']);
    expect(preloads((await page("/login")).body)).toEqual([]);
  });

  it("a picture without copies (an upload) is preloaded as itself; /index.html is the same page, never the raw file", async () => {
    const body = (await page("/index.html", NOMAD)).body;
    expect(body).toContain("<title>Nomad");
    expect(preloads(body)).toContain('<link rel="preload" as="image" href="/media/nomad-hero.jpg" fetchpriority="high" />');
  });

  it("preloads the page's route code and the catalog and tables of the language the app will pick (spec A §4), which is the page's lang", async () => {
    const landing = (await page("/", ACME, { "accept-language": "fr-FR,fr;q=0.9" })).body;
    // No language the site offers: the agency's default (Acme's is en).
    // (The landing's first screen fetches them once painted, see below.)
    expect(landing).toContain('data-preload="/assets/messages-en.js /assets/tables-en.js /assets/agency-landing-1.js"');
    expect(landing).toContain('<html lang="en"');
    const search = (await page("/booknow/flights/search/?lng=es", ACME, { "accept-language": "pt-BR" })).body;
    expect(modules(search)).toEqual(["/assets/messages-es.js", "/assets/tables-es.js", "/assets/search-1.js", "/assets/flights-1.js"]);
    expect(search).toContain('<html lang="es"');
    expect(modules((await page("/login", ACME, { cookie: "i18next=pt", "accept-language": "es" })).body)).toEqual(["/assets/messages-pt.js", "/assets/tables-pt.js"]);
    expect(modules((await page("/login", ACME, { "accept-language": "fr, es;q=0.5" })).body)).toEqual(["/assets/messages-es.js", "/assets/tables-es.js"]);
  });

  it("links the stylesheet of a page with one of its own (the landing, the flight search) and the whole app's on every other page", async () => {
    const sheets = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]);
    expect(sheets((await page("/")).body)).toEqual(["/assets/landing-1.css"]);
    expect(sheets((await page("/?lng=es")).body)).toEqual(["/assets/landing-1.css"]);
    expect(sheets((await page("/booknow/flights/search?from=LIS")).body)).toEqual(["/assets/flight-search-1.css"]);
    // Another spelling of the path is another page to the app too (lib/page-styles.ts): it takes the whole set.
    expect(sheets((await page("/booknow/flights/search/")).body)).toEqual(["/assets/styles-1.css"]);
    expect(sheets((await page("/booknow/hotels/search")).body)).toEqual(["/assets/styles-1.css"]);
    expect(sheets((await page("/login")).body)).toEqual(["/assets/styles-1.css"]);
    // The provider's own landing is its marketing page, drawn from the whole app's sheet (the landing's holds the hero alone).
    expect(sheets((await page("/", "localhost:3000")).body)).toEqual(["/assets/styles-1.css"]);
  });

  it("escapes the agency's own text and shows a saved change on the next load", async () => {
    const owner = await login(ctx.app, "owner@acme.test");
    const saved = await call(ctx.app, "PATCH", "/api/agency", { host: ACME, token: owner, body: { agencyName: `Acme "<script>alert(1)</script>" & Co` } });
    expect(saved.status).toBe(200);
    const body = (await page("/")).body;
    expect(body).toContain("<title>Acme &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; Co</title>");
    expect(body).not.toContain("<script>alert");
    await ctx.database.db.update(agencies).set({ agencyName: "Acme Travel" }).where(eq(agencies.subdomain, "acme"));
  });

  it("carries the answers the app's first load waits for, as the API gives them to the same visitor", async () => {
    const headers = { "accept-language": "es" };
    const body = (await page("/booknow/flights/search", ACME, headers)).body;
    const script = body.match(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s"));
    expect(script).not.toBeNull();
    const answers = JSON.parse(script?.[1] ?? "null") as Record<string, unknown>;
    expect(Object.keys(answers).sort()).toEqual(Object.values(FIRST_LOAD_PATHS).sort());
    for (const path of Object.values(FIRST_LOAD_PATHS)) {
      const own = await ctx.app.inject({ method: "GET", url: `/api/${path}`, headers: { host: ACME, ...headers } });
      expect(answers[path], path).toEqual(own.json());
    }
    // The Spanish message: the answers are made in the visitor's language.
    expect((answers[FIRST_LOAD_PATHS.agency] as { message: string }).message).toBe(
      (await ctx.app.inject({ method: "GET", url: "/api/agency", headers: { host: ACME, ...headers } })).json<{ message: string }>().message,
    );
  });

  it("hands the web its third-party settings (the map's style; no error reporting without a DSN), which the CSP lets it reach", async () => {
    const res = await page("/booknow/hotels/search");
    const script = res.body.match(new RegExp(`<script type="application/json" id="${WEB_SETTINGS_ID}">(.*?)</script>`, "s"));
    expect(JSON.parse(script?.[1] ?? "null")).toEqual({ errorReporting: null, mapStyleUrl: DEFAULT_MAP_STYLE_URL });
    expect(String(res.headers["content-security-policy"])).toMatch(/connect-src 'self' https:\/\/tiles\.openfreemap\.org;/);
  });

  it("the agency's own text cannot end the answers' element", async () => {
    const [{ heading } = { heading: "" }] = await ctx.database.db.select({ heading: agencies.heading }).from(agencies).where(eq(agencies.subdomain, "acme"));
    const owner = await login(ctx.app, "owner@acme.test");
    const saved = await call(ctx.app, "PATCH", "/api/agency", { host: ACME, token: owner, body: { heading: "Go </script><script>alert(2)</script>" } });
    expect(saved.status).toBe(200);
    const body = (await page("/")).body;
    expect(body).not.toContain("<script>alert(2)");
    const script = body.match(new RegExp(`id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s"));
    const agency = (JSON.parse(script?.[1] ?? "null") as Record<string, { data: { heading: string } }>)[FIRST_LOAD_PATHS.agency];
    expect(agency?.data.heading).toBe("Go </script><script>alert(2)</script>");
    expect((await call(ctx.app, "PATCH", "/api/agency", { host: ACME, token: owner, body: { heading } })).status).toBe(200);
  });

  it("draws the first screen of the landing, each vertical's search form, the details pages and the deal page for a visitor who is not signed in, inert until the app takes over", async () => {
    const root = (html: string) => html.match(/<div id="root">(.*?)<\/div><script type="application\/json"/s)?.[1] ?? "";
    const drawn = (await page("/", ACME, { "accept-language": "pt-BR" })).body;
    expect(root(drawn)).toMatch(/^<div inert><p>first screen of \/ of Acme Travel in pt, \d+ countries, rates true<\/p><\/div>$/);
    // The app's code is fetched and started once that screen is painted (public/start.js).
    expect(drawn).toContain(
      '<script type="module" src="/start.js" id="start" data-entry="/assets/index-abc.js" data-preload="/assets/messages-pt.js /assets/tables-pt.js /assets/agency-landing-1.js"></script>',
    );
    expect(modules(drawn)).toEqual([]);
    expect(drawn).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect((await page("/login")).body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // The flight search form too, at its plain address (the language may be named), with that page's modules.
    const search = (await page("/booknow/flights/search?lng=es")).body;
    expect(root(search)).toMatch(/^<div inert><p>first screen of \/booknow\/flights\/search\?lng=es of Acme Travel in es, /);
    expect(search).toContain('data-preload="/assets/messages-es.js /assets/tables-es.js /assets/search-1.js /assets/flights-1.js"');
    // With a search in the address: the form filled in, the results' place (its query reaches the drawing).
    const results = (await page("/booknow/flights/search?trip=One-Way&legs=JFK-LHR-2030-01-10&adt=1&lng=es")).body;
    expect(root(results)).toMatch(/^<div inert><p>first screen of \/booknow\/flights\/search\?trip=One-Way&amp;legs=JFK-LHR-2030-01-10&amp;adt=1&amp;lng=es of Acme Travel in es, /);
    // Every vertical's search page too ("Every page fast on a phone"), plain or with its search in the address.
    for (const url of [
      "/booknow/hotels/search",
      "/booknow/hotels/search?dest=2267057&name=Lisbon&in=2030-01-10&out=2030-01-12&rooms=2&nat=US",
      "/booknow/cars/search",
      "/booknow/cars/search?q=abc",
      "/booknow/activities/search",
      "/booknow/activities/search?dest=2267057&name=Lisbon&adt=2&chd=0&tags=morning",
    ]) {
      expect(root((await page(url)).body)).toContain(`<div inert><p>first screen of ${url.split("?")[0]}`);
    }
    // Each public details page opened by address, and the deal page: the page named with its ids.
    expect(root((await page("/booknow/hotels/search-details?dest=2267057&name=Lisbon&offer=2267057-1")).body)).toMatch(
      /^<div inert><p>first screen of \/booknow\/hotels\/search-details\?dest=2267057&amp;name=Lisbon&amp;offer=2267057-1 of Acme Travel in en, /,
    );
    const activity = (await page("/booknow/activities/result-details/2267057P1?dest=2267057&adt=2")).body;
    expect(root(activity)).toContain("first screen of /booknow/activities/result-details/2267057P1?dest=2267057&amp;adt=2 (/booknow/activities/result-details/$productCode) of Acme Travel");
    // Its route's code, listed by its route id.
    expect(activity).toContain('data-preload="/assets/messages-en.js /assets/tables-en.js /assets/activity-details-1.js"');
    expect(root((await page("/booknow/cars/result-details?q=abc&offer=x")).body)).toContain("first screen of /booknow/cars/result-details?q=abc&amp;offer=x of");
    expect(root((await page("/booknow/hotels/deal/0b7e1a5e-5eed-4d0c-9c01-000000000001")).body)).toContain("(/booknow/hotels/deal/$proposalId) of Acme Travel");
    // The provider's own landing too (its marketing page: the drawing picks it by the agency, as the app's route does).
    expect(root((await page("/", "localhost:3000")).body)).toMatch(/^<div inert><p>first screen of \/ of Waypoint in en, /);
    // Not for a signed-in visitor (the header depends on what the browser stored), another page, a saved checkout,
    // a proposal being booked, an id that is not one, or a page of the provider's own site but its landing.
    expect(root((await page("/", ACME, { cookie: "token=abc" })).body)).toBe("");
    expect(root((await page("/booknow/flights/search", ACME, { cookie: "token=abc" })).body)).toBe("");
    expect(root((await page("/login")).body)).toBe("");
    expect(root((await page("/booknow/hotels/search-details?dest=2267057&name=Lisbon&offer=2267057-1&session=abc")).body)).toBe("");
    expect(root((await page("/booknow/activities/result-details/a.b?dest=2267057")).body)).toBe("");
    expect(root((await page("/booknow/activities/result-details/2267057P1/more")).body)).toBe("");
    expect(root((await page("/booknow/hotels/search?dest=2267057&name=Lisbon&offer=2267057-1")).body)).toBe("");
    expect(root((await page("/booknow/flights/search?session=abc")).body)).toBe("");
    expect(root((await page("/booknow/flights/search?trip=One-Way&legs=JFK-LHR-2030-01-10&adt=1&offer=x")).body)).toBe("");
    expect(root((await page("/booknow/flights/search?proposal=abc")).body)).toBe("");
    expect(root((await page("/booknow/flights/search", "localhost:3000")).body)).toBe("");
    // The module is never served as a file.
    expect((await page(`/${FIRST_SCREEN_MODULE}`)).statusCode).toBe(404);
  });

  it("a details page carries its offer as the supplier describes it, drawn from it, its first photo preloaded first with a high priority", async () => {
    const answersOf = (html: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s"))?.[1] ?? "{}") as Record<string, unknown>;
    const cases = [
      { url: "/booknow/hotels/search-details?dest=2267057&name=Lisbon&offer=2267057-1", call: OFFER_REFERENCE_CALLS.hotel("2267057-1"), photo: "/api/v2/hotel/images/2267057-1/0.webp" },
      { url: "/booknow/activities/result-details/2267057P1?dest=2267057&adt=2", call: OFFER_REFERENCE_CALLS.activity("2267057P1"), photo: "/api/activities/images/2267057P1/1.webp" },
    ];
    for (const { url, call: reference, photo } of cases) {
      const body = (await page(url)).body;
      // The API's own answer to the same visitor (what the app would have asked for).
      const own = (await ctx.app.inject({ method: "GET", url: `/api/${reference}`, headers: { host: ACME } })).json<{ data: { name?: string; title?: string } }>();
      expect(answersOf(body)[reference], url).toEqual(own);
      expect(body).toContain(`, offer ${reference.replaceAll("&", "&amp;")}: ${String(own.data.name)}${String(own.data.title)}</p>`);
      expect(preloads(body), url).toEqual([`<link rel="preload" as="image" href="${photo}" fetchpriority="high" />`, '<link rel="preload" as="image" href="/media/acme-logo.webp" />']);
    }
    // An offer the supplier does not know: no answer, no photo, the logo first again.
    const unknown = (await page("/booknow/hotels/search-details?dest=2267057&name=Lisbon&offer=9999999-1")).body;
    expect(Object.keys(answersOf(unknown)).sort()).toEqual(Object.values(FIRST_LOAD_PATHS).sort());
    expect(preloads(unknown)).toEqual(['<link rel="preload" as="image" href="/media/acme-logo.webp" fetchpriority="high" />']);
    // A page the server does not draw (a signed-in visitor's) asks the supplier nothing.
    expect(Object.keys(answersOf((await page(cases[0]?.url ?? "", ACME, { cookie: "token=abc" })).body)).sort()).toEqual(Object.values(FIRST_LOAD_PATHS).sort());
  });

  it("activity results opened by address carry the search's first answer as the API gives it to the same visitor (agency, language), the first product's photo preloaded first", async () => {
    const answersOf = (html: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s"))?.[1] ?? "{}") as Record<string, unknown>;
    const url = "/booknow/activities/search?dest=2267057&name=Lisbon&adt=2&chd=0";
    const body = {
      destinationId: 2267057,
      selectedLocation: { destinationId: 2267057, destinationName: "Lisbon", destinationType: "CITY" },
      filterItem: { sortOrder: "RECOMMENDED", tags: [] },
      start: 0,
      limit: 50,
    };
    const key = firstSearchKey("activities/search");
    for (const [host, language] of [
      [ACME, "en"],
      [ACME, "es"],
      ["nomad.localhost:3000", "pt"],
    ] as const) {
      const html = (await page(url, host, { "accept-language": language })).body;
      // The app's own request for the same search (the agency's markup and currency, the message's language).
      const own = (await ctx.app.inject({ method: "POST", url: "/api/activities/search", headers: { host, "accept-language": language }, payload: body })).json<{
        message: string;
        data: { searchItem: { image: { url: string } }[] };
      }>();
      expect(answersOf(html)[key], `${host} ${language}`).toEqual({ request: body, answer: own });
      expect(preloads(html)[0]).toBe(`<link rel="preload" as="image" href="${own.data.searchItem[0]?.image.url}" fetchpriority="high" />`);
    }
    // Not for a signed-in visitor (the page is the app's), nor when the address cannot be read: the app searches.
    expect(answersOf((await page(url, ACME, { cookie: "token=abc" })).body)[key]).toBeUndefined();
    const unreadable = await page("/booknow/activities/search?dest=throw", ACME);
    expect(unreadable.statusCode).toBe(200);
    expect(answersOf(unreadable.body)[key]).toBeUndefined();
    // A search page without a search carries none.
    expect(answersOf((await page("/booknow/activities/search", ACME)).body)[key]).toBeUndefined();
  });

  it("hotel results opened by address carry the search started with its first poll, the first hotel's photo preloaded first", async () => {
    const answersOf = (html: string) => JSON.parse(html.match(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s"))?.[1] ?? "{}") as Record<string, unknown>;
    const html = (await page("/booknow/hotels/search?dest=2267057&name=Lisbon&in=2030-03-10&out=2030-03-12&rooms=2&nat=US")).body;
    const carried = answersOf(html)[firstSearchKey("v2/hotel/searchasync?firstPoll=true")] as {
      request: unknown;
      answer: { data: { corelationId: string; firstPoll: { hotels: { image: string }[]; receivedCount: number } } };
    };
    const { corelationId, firstPoll } = carried.answer.data;
    expect(corelationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(firstPoll.hotels.length).toBeGreaterThan(0);
    expect(preloads(html)[0]).toBe(`<link rel="preload" as="image" href="${firstPoll.hotels[0]?.image}" fetchpriority="high" />`);
    // The search is the visitor's: the app's next poll of it answers, with more arrived.
    const poll = await ctx.app.inject({ method: "POST", url: `/api/v2/hotel/searchasync/search?corelationId=${corelationId}`, headers: { host: ACME }, payload: { from: 0, size: 50 } });
    expect(poll.statusCode).toBe(200);
    expect(poll.json<{ data: { receivedCount: number } }>().data.receivedCount).toBeGreaterThan(firstPoll.receivedCount);
  });

  it("the deal page carries a peek at its proposal (the hotel's picture preloaded first) that does not mark it viewed; the app's read does", async () => {
    const status = async () => (await ctx.database.db.select({ status: proposals.status }).from(proposals).where(eq(proposals.id, DEMO_PROPOSAL_ID)))[0]?.status;
    await ctx.database.db.update(proposals).set({ status: "sent" }).where(eq(proposals.id, DEMO_PROPOSAL_ID));
    const body = (await page(`/booknow/hotels/deal/${DEMO_PROPOSAL_ID}`)).body;
    const script = body.match(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`, "s"));
    const peeked = (JSON.parse(script?.[1] ?? "{}") as Record<string, { data: { hotel: { hotelId: string }; status: string } }>)[OFFER_REFERENCE_CALLS.proposal(DEMO_PROPOSAL_ID)];
    expect(peeked?.data).toMatchObject({ hotel: { hotelId: "2267057-0" }, status: "sent" });
    expect(preloads(body)[0]).toBe('<link rel="preload" as="image" href="/api/v2/hotel/images/2267057-0/0.webp" fetchpriority="high" />');
    expect(await status()).toBe("sent");
    const read = await ctx.app.inject({ method: "GET", url: `/api/v2/hotel/proposal?proposalId=${DEMO_PROPOSAL_ID}`, headers: { host: ACME } });
    expect(read.json<{ data: { status: string } }>().data.status).toBe("viewed");
    expect(await status()).toBe("viewed");
  });

  it("a short link's page is drawn as the page it opens, with the link's title and preview, and counts no click", async () => {
    const root = (html: string) => html.match(/<div id="root">(.*?)<\/div><script type="application\/json"/s)?.[1] ?? "";
    const alice = await login(ctx.app, "alice@acme.test");
    const opens = "/booknow/flights/search?trip=One-Way&legs=JFK-LHR-2030-01-10&adt=1";
    const made = await call(ctx.app, "POST", "/api/short-url", { host: ACME, token: alice, body: { url: opens, title: "Fares to <London>" } });
    expect(made.status).toBe(200);
    const { code } = made.body.data as { code: string };
    const html = (await page(`/url/${code}`)).body;
    expect(root(html)).toMatch(/^<div inert><p>first screen of \/booknow\/flights\/search\?trip=One-Way&amp;legs=JFK-LHR-2030-01-10&amp;adt=1 of Acme Travel in en, /);
    expect(html).toContain("<title>Fares to &lt;London&gt;</title>");
    expect(html).toContain('<meta property="og:title" content="Fares to &lt;London&gt;" />');
    // That page's stylesheet and code, and the first load's answers.
    expect(html).toContain('href="/assets/flight-search-1.css"');
    expect(html).toContain('data-preload="/assets/messages-en.js /assets/tables-en.js /assets/search-1.js /assets/flights-1.js"');
    expect(html).toContain(`<script type="application/json" id="${FIRST_ANSWERS_ID}">`);
    // Showing the page is not a click: only the app's resolution counts (spec A §7).
    expect(((await call(ctx.app, "GET", `/api/short-url/${code}`, { host: ACME })).body.data as { clicks: number }).clicks).toBe(1);
  });

  it("a first screen that fails to draw leaves the page to the app", async () => {
    const owner = await login(ctx.app, "owner@acme.test");
    const [{ heading } = { heading: "" }] = await ctx.database.db.select({ heading: agencies.heading }).from(agencies).where(eq(agencies.subdomain, "acme"));
    expect((await call(ctx.app, "PATCH", "/api/agency", { host: ACME, token: owner, body: { heading: "Throw" } })).status).toBe(200);
    const res = await page("/");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect((await call(ctx.app, "PATCH", "/api/agency", { host: ACME, token: owner, body: { heading } })).status).toBe(200);
  });

  it("a colour that is not a hex value never reaches the style attribute", async () => {
    await ctx.database.db.update(agencies).set({ primaryColor: 'red"><script>x</script>' }).where(eq(agencies.subdomain, "nomad"));
    const body = (await page("/login", "nomad.localhost:3000")).body;
    expect(body).toContain('style="--color-primary:#2c7be5;');
    expect(body).not.toContain("<script>x");
  });

  it("an unknown host's page is index.html as built (the SPA says 'Agency not found!'), 404", async () => {
    const res = await page("/", "nowhere.localhost:3000");
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
    expect(modules(res.body)).toEqual([]);
  });
});
