import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyResponse } from "@/shared/api/agency";
import { errorEnvelope } from "@/shared/api/envelope";
import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import { requireActiveAgency } from "@/server/agency/hooks";
import { normalizeHost, parseHost } from "@/server/agency/host";
import { createTestApp, type TestContext } from "./helpers";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ baseDomain: "waypoint.test" });
  // A mutating route guarded like every real one (spec A §4: inactive agency disables actions).
  ctx.app.post("/api/test/mutation", { preHandler: requireActiveAgency }, async () => ({ status: true, message: "ok", data: null }));
});
afterAll(async () => ctx?.close());

async function agencyFor(host: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: "GET", url: "/api/agency", headers: { host, ...headers } });
  return { res, body: res.json() as unknown };
}

describe("host parsing", () => {
  it("strips port, case and trailing dot", () => {
    expect(normalizeHost("Acme.LocalHost:3000")).toBe("acme.localhost");
    expect(normalizeHost("travel.acme.test.")).toBe("travel.acme.test");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
  });
  it("classifies loopback, *.localhost, base-domain subdomains and custom domains", () => {
    expect(parseHost("localhost:3000")).toEqual({ kind: "provider" });
    expect(parseHost("127.0.0.1:3000")).toEqual({ kind: "provider" });
    expect(parseHost("nomad.localhost:5173")).toEqual({ kind: "subdomain", subdomain: "nomad" });
    expect(parseHost("acme.waypoint.test", "waypoint.test")).toEqual({
      kind: "customDomain",
      host: "acme.waypoint.test",
      baseSubdomain: "acme",
    });
    expect(parseHost("elsewhere.example")).toEqual({ kind: "customDomain", host: "elsewhere.example", baseSubdomain: null });
    expect(parseHost(undefined)).toBeNull();
  });
});

describe("GET /api/agency resolves the agency from the host", () => {
  it("bare localhost is the provider's own agency", async () => {
    const { res, body } = await agencyFor("localhost:3000");
    expect(res.statusCode).toBe(200);
    expect(agencyResponse.parse(body).data.agencyName).toBe(PROVIDER_AGENCY_NAME);
  });

  it("acme.localhost:3000 is Acme Travel with its video, carousel and six social links", async () => {
    const { res, body } = await agencyFor("acme.localhost:3000");
    expect(res.statusCode).toBe(200);
    const acme = agencyResponse.parse(body).data;
    expect(acme.agencyName).toBe("Acme Travel");
    expect(acme.backgroundVideo).toBe("/media/acme-hero.mp4");
    expect(acme.heading.length).toBeGreaterThanOrEqual(30);
    expect(acme.heading.length).toBeLessThanOrEqual(45);
    expect(acme.carouselImages).toHaveLength(3);
    for (const network of ["facebook", "twitter", "linkedin", "instagram", "youtube", "tiktok"] as const) {
      expect(acme[network]).toMatch(/^https:\/\//);
    }
    expect(acme.bookingMenuItemOptions.every((item) => item.active)).toBe(true);
    expect(acme.privacyPolicy?.split("\n\n").length).toBeGreaterThan(1);
  });

  it("nomad.localhost is Nomad Journeys with the split layout and only flights and hotels active", async () => {
    const nomad = agencyResponse.parse((await agencyFor("nomad.localhost")).body).data;
    expect(nomad.authLayout).toBe("split");
    expect(nomad.bookingMenuItemOptions.filter((i) => i.active).map((i) => i.title)).toEqual(["Air Travel", "Hotels"]);
    expect([nomad.facebook, nomad.instagram].every(Boolean)).toBe(true);
    expect([nomad.twitter, nomad.linkedin, nomad.youtube, nomad.tiktok]).toEqual([null, null, null, null]);
    expect(nomad.privacyPolicy).toBeTruthy();
    expect(nomad.cookiesPolicy).toBeNull();
    expect(nomad.disclaimer).toBeNull();
  });

  it("a custom domain stored on the agency resolves to it", async () => {
    const { body } = await agencyFor("travel.acme.test");
    expect(agencyResponse.parse(body).data.agencyName).toBe("Acme Travel");
  });

  it("<sub>.<BASE_DOMAIN> resolves by subdomain", async () => {
    const { body } = await agencyFor("nomad.waypoint.test");
    expect(agencyResponse.parse(body).data.agencyName).toBe("Nomad Journeys");
  });

  it("an unknown host is 404 'Agency not found!' in the envelope", async () => {
    const { res, body } = await agencyFor("nowhere.example:3000");
    expect(res.statusCode).toBe(404);
    expect(errorEnvelope.parse(body)).toEqual({ status: false, message: "Agency not found!", data: null });
  });

  it("an unknown subdomain of localhost is 404 too", async () => {
    expect((await agencyFor("ghost.localhost:3000")).res.statusCode).toBe(404);
  });

  it("an inactive agency is still returned, with status Inactive", async () => {
    const { res, body } = await agencyFor("dormant.localhost:3000");
    expect(res.statusCode).toBe(200);
    expect(agencyResponse.parse(body).data).toMatchObject({ agencyName: "Dormant Tours", status: "Inactive" });
  });

  it("the x-agency-key header (agency _id) wins over the host", async () => {
    const nomadId = agencyResponse.parse((await agencyFor("nomad.localhost")).body).data._id;
    const { body } = await agencyFor("acme.localhost", { "x-agency-key": nomadId });
    expect(agencyResponse.parse(body).data.agencyName).toBe("Nomad Journeys");
  });
});

describe("GET /api/agency/:id", () => {
  it("returns the agency by _id", async () => {
    const acmeId = agencyResponse.parse((await agencyFor("acme.localhost")).body).data._id;
    const res = await ctx.app.inject({ method: "GET", url: `/api/agency/${acmeId}`, headers: { host: "localhost" } });
    expect(res.statusCode).toBe(200);
    expect(agencyResponse.parse(res.json()).data).toMatchObject({ _id: acmeId, code: "ACME" });
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid"])("unknown id %s is 404 'Agency not found!'", async (id) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/agency/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: "Agency not found!", data: null });
  });
});

describe("mutations need an active agency", () => {
  it("an inactive agency gets 403 with the spec's message", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/mutation", headers: { host: "dormant.localhost:3000" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: "Agency is inactive, Please contact the administrator", data: null });
  });

  it("an unknown agency gets 404", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/mutation", headers: { host: "nowhere.example" } });
    expect(res.statusCode).toBe(404);
  });

  it("an active agency passes", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/test/mutation", headers: { host: "acme.localhost:3000" } });
    expect(res.statusCode).toBe(200);
  });
});
