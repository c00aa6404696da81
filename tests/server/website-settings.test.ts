// Website settings (spec A §3 agencyData, §8 'Data updated successfully'; spec B §5 subdomain availability,
// §7 POST/PATCH /api/agency and the application config): who may save, each refused field at its place,
// legal texts sanitised before they are stored, and uploads accepted only as the agency's own files.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyResponse, type AgencyData } from "@/shared/api/agency";
import { applicationsResponse, subdomainAvailabilityResponse, validationErrorEnvelope, websiteSettings } from "@/shared/api/website-settings";
import { agencies } from "@/server/db/schema";
import { DEFAULT_EARN_RATE } from "@/shared/booking/reward-wallet";
import { ACME, call, login, NOMAD } from "./accounts-support";
import { createTestApp, type TestContext } from "./helpers";
import { scaled } from "../browser/slowdown";

let ctx: TestContext;
const tokens = {} as Record<"owner" | "admin" | "agent" | "alice" | "nomadOwner", string>;
/** Logos are decoded and resized on upload (src/server/uploads/images.ts): real pictures, made by sharp. */
const picture = (format: "png" | "jpeg") =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: "#0b5394" } })
    .toFormat(format)
    .toBuffer();
let PNG: Buffer;

beforeAll(async () => {
  ctx = await createTestApp();
  PNG = await picture("png");
  for (const who of ["owner", "admin", "agent", "alice"] as const) tokens[who] = await login(ctx.app, `${who}@acme.test`);
  tokens.nomadOwner = await login(ctx.app, "owner@nomad.test", undefined, NOMAD);
}, scaled(60_000));
afterAll(async () => ctx?.close());

const patch = (body: unknown, token = tokens.owner, host = ACME) => call(ctx.app, "PATCH", "/api/agency", { host, token, body });
const agency = async (host = ACME): Promise<AgencyData> => agencyResponse.parse((await call(ctx.app, "GET", "/api/agency", { host })).body).data;
const refusedFields = (body: unknown) => Object.fromEntries((validationErrorEnvelope.parse(body).validationError ?? []).map((e) => [e.field, e.message]));

async function upload(token: string, fileType: string, ext: string, bytes: Buffer, host = ACME): Promise<string> {
  const link = await call(ctx.app, "POST", "/api/aws/signed-url", { host, token, body: { ext, fieldName: "logo", fileType } });
  const { uploadUrl, fileUrl } = link.body.data as { uploadUrl: string; fileUrl: string };
  const put = await ctx.app.inject({ method: "PUT", url: uploadUrl, headers: { host }, payload: bytes });
  expect(put.statusCode, put.body).toBe(200);
  return fileUrl;
}

describe("PATCH /api/agency", () => {
  it("an owner rebrands the site: 'Data updated successfully', and the public agencyData shows it", async () => {
    const { status, body } = await patch({ heading: "Sail the fjords with Acme", primaryColor: "#0b5394", backgroundOverlay: 40 });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe("Data updated successfully");
    const after = await agency();
    expect([after.heading, after.primaryColor, after.backgroundOverlay]).toEqual(["Sail the fjords with Acme", "#0b5394", 40]);
    expect(after.subdomain).toBe("acme");
  });

  it("an admin may save too; an agent, a customer and a visitor may not", async () => {
    expect((await patch({ subHeading: "By admin" }, tokens.admin)).status).toBe(200);
    expect((await patch({ subHeading: "By agent" }, tokens.agent)).status).toBe(403);
    expect((await patch({ subHeading: "By alice" }, tokens.alice)).status).toBe(403);
    expect((await call(ctx.app, "PATCH", "/api/agency", { body: { subHeading: "By nobody" } })).status).toBe(401);
    expect((await agency()).subHeading).toBe("By admin");
  });

  it("an owner's token on another agency's host is refused and changes nothing there", async () => {
    const before = await agency(NOMAD);
    expect((await patch({ heading: "Hijacked" }, tokens.owner, NOMAD)).status).toBe(401);
    expect((await agency(NOMAD)).heading).toBe(before.heading);
  });

  it("names every refused field with its own reason, and saves none of them", async () => {
    const before = await agency();
    const { status, body } = await patch({
      primaryColor: "blue",
      heading: "x".repeat(151),
      backgroundOverlay: 101,
      facebook: "https://evil.example/acme",
      contactEmailId: "not-an-email@",
      analytics: { isEnabled: true, googleAnalyticsId: null, facebookAnalyticsId: null },
      bookingMenuItemOptions: [{ title: "Hotels", active: true }],
    });
    expect(status).toBe(400);
    const fields = refusedFields(body);
    expect(fields).toMatchObject({
      primaryColor: "Enter a colour as #RRGGBB",
      heading: "Enter a heading of at most 150 characters",
      backgroundOverlay: "The overlay is a whole number from 0 to 100",
      facebook: "This link is not on that network's own site",
      contactEmailId: "The entered email is not valid",
      "analytics.googleAnalyticsId": "Enter a Google Analytics or Facebook pixel ID to turn analytics on",
      bookingMenuItemOptions: "The booking menu lists Air Travel, Hotels, Cars and Activities once each",
    });
    expect(body.message).toBe(Object.values(fields)[0]);
    expect((await agency()).primaryColor).toBe(before.primaryColor);
  });

  it("answers the reasons in the caller's language", async () => {
    const { body } = await call(ctx.app, "PATCH", "/api/agency", { token: tokens.owner, body: { contactEmailId: "nope@" }, headers: { "accept-language": "es" } });
    expect(refusedFields(body).contactEmailId).toBe("El correo electrónico introducido no es válido");
  });

  it("a <script> in the terms never reaches the page: raw HTML and script links are removed before storing", async () => {
    const terms = "# Terms\n\n<script>alert(document.cookie)</script>**Bookings** are final. <img src=x onerror=alert(1)>\n\n[Contact](javascript:alert(1)) or [mail us](mailto:help@acme.test)";
    expect((await patch({ termsAndConditions: terms, privacyPolicy: "<p>   </p>" })).status).toBe(200);
    const byId = agencyResponse.parse((await call(ctx.app, "GET", `/api/agency/${(await agency())._id}`)).body).data;
    expect(byId.termsAndConditions).toBe("# Terms\n\n**Bookings** are final. \n\nContact or [mail us](mailto:help@acme.test)");
    for (const text of [byId.termsAndConditions, (await agency()).termsAndConditions]) {
      expect(text).not.toMatch(/<script|onerror|javascript:/i);
    }
    // Nothing left but markup: no text, so no privacy link in the footer (spec A §2).
    expect(byId.privacyPolicy).toBeNull();
  });

  it("takes an uploaded logo of the agency's own, and refuses another agency's file or the wrong type", async () => {
    const own = await upload(tokens.owner, "image/png", "png", PNG);
    const nomads = await upload(tokens.nomadOwner, "image/png", "png", PNG, NOMAD);
    const jpegAsFavicon = await upload(tokens.owner, "image/jpeg", "jpg", await picture("jpeg"));
    expect((await patch({ logo: own })).status).toBe(200);
    expect((await agency()).logo).toBe(own);
    // The address's form is the schema's rule; whose file it is and what it holds, the stored file's.
    expect(Object.keys(refusedFields((await patch({ backgroundImage: "https://evil.example/x.png" })).body))).toEqual(["backgroundImage"]);
    const refused = await patch({ logo: nomads, favicon: jpegAsFavicon });
    expect(refusedFields(refused.body)).toEqual({
      logo: "Upload this file again: it is not one of this agency's files",
      favicon: "Upload this file again: it is not one of this agency's files",
    });
    // Removing an image is a save like any other.
    expect((await patch({ logo: null })).status).toBe(200);
    expect((await agency()).logo).toBeNull();
  });

  it("refuses a subdomain or custom domain another agency holds; keeps its own", async () => {
    expect(refusedFields((await patch({ subdomain: "nomad" })).body)).toEqual({ subdomain: "This name is already taken" });
    expect(refusedFields((await patch({ subdomain: "www" })).body)).toEqual({ subdomain: "This name is reserved" });
    expect(refusedFields((await patch({ customDomain: "travel.acme.test" }, tokens.nomadOwner, NOMAD)).body)).toEqual({
      customDomain: "Another agency already uses this domain",
    });
    expect((await patch({ subdomain: "acme", customDomain: "https://Travel.Acme.test/" })).status).toBe(200);
    expect((await agency()).customDomain).toBe("travel.acme.test");
  });
});

describe("POST /api/agency (every setting at once)", () => {
  it("refuses a partial document, naming what is missing", async () => {
    const { status, body } = await call(ctx.app, "POST", "/api/agency", { token: tokens.owner, body: { heading: "Only this" } });
    expect(status).toBe(400);
    expect(Object.keys(refusedFields(body))).toEqual(expect.arrayContaining(["agencyName", "primaryColor", "subdomain"]));
  });

  it("saves the whole document", async () => {
    const current = await agency();
    const document = websiteSettings.parse({ ...Object.fromEntries(Object.keys(websiteSettings.shape).map((k) => [k, current[k as keyof AgencyData]])), defaultCurrency: "eur" });
    const { status, body } = await call(ctx.app, "POST", "/api/agency", { token: tokens.owner, body: { ...document, defaultLanguage: "pt" } });
    expect(status, JSON.stringify(body)).toBe(200);
    expect([(await agency()).defaultLanguage, (await agency()).defaultCurrency]).toEqual(["pt", "EUR"]);
  });
});

describe("GET /api/agency/subdomain/availability (spec B §5)", () => {
  const check = async (subdomain: string, token = tokens.owner) => call(ctx.app, "GET", `/api/agency/subdomain/availability?subdomain=${encodeURIComponent(subdomain)}`, { token });
  it.each([
    ["www", false, "reserved"],
    ["nomad", false, "taken"],
    ["Bad_Name", false, "format"],
    ["ab", false, "format"],
    ["acme", true, null],
    ["acme-fjords", true, null],
  ])("%s → available %s (%s)", async (subdomain, available, reason) => {
    const { status, body } = await check(subdomain);
    expect(status).toBe(200);
    expect(subdomainAvailabilityResponse.parse(body).data).toMatchObject({ available, reason });
  });
  it("is for owners and admins only", async () => {
    expect((await check("free-name", tokens.agent)).status).toBe(403);
  });
});

describe("single sign-on secret", () => {
  it("is answered once, replaces the old one, and only for owners and admins", async () => {
    const first = await call(ctx.app, "POST", "/api/agency/sso/secret", { token: tokens.owner });
    const second = await call(ctx.app, "POST", "/api/agency/sso/secret", { token: tokens.admin });
    const [a, b] = [first, second].map((r) => (r.body.data as { secret: string }).secret);
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(b).not.toBe(a);
    const [row] = await ctx.database.db.select({ secret: agencies.ssoSecret }).from(agencies).where(eq(agencies.subdomain, "acme"));
    expect(row?.secret).toBe(b);
    expect(JSON.stringify((await call(ctx.app, "GET", "/api/agency")).body)).not.toContain(b);
    expect((await call(ctx.app, "POST", "/api/agency/sso/secret", { token: tokens.agent })).status).toBe(403);
  });
});

describe("application config (spec A §3 validationError, message)", () => {
  it("starts empty, takes a mail domain with its DNS record, and refuses each bad field", async () => {
    const empty = applicationsResponse.parse((await call(ctx.app, "GET", "/api/agency/applications", { token: tokens.owner })).body).data;
    // The reward wallet application is the earn rate bookings use: the default 1 % until the agency chooses.
    expect(empty).toEqual({ mailDomain: { domain: null, status: "none", verificationRecord: null }, rewardWallet: { isEnabled: true, cashbackPercent: DEFAULT_EARN_RATE } });

    const bad = await call(ctx.app, "POST", "/api/agency/applications/mail-domain", { token: tokens.owner, body: { domain: "not a domain" } });
    expect(bad.status).toBe(400);
    expect(refusedFields(bad.body)).toEqual({ domain: "Enter a domain name such as travel.example.com" });

    const good = await call(ctx.app, "POST", "/api/agency/applications/mail-domain", { token: tokens.owner, body: { domain: "mail.acme.test" } });
    const mail = applicationsResponse.parse(good.body).data.mailDomain;
    expect(mail).toMatchObject({ domain: "mail.acme.test", status: "pending", verificationRecord: { type: "TXT", name: "_waypoint.mail.acme.test" } });
    expect(mail.verificationRecord?.value).toMatch(/^waypoint-verify=[0-9a-f]{32}$/);

    const wallet = await call(ctx.app, "POST", "/api/agency/applications/reward-wallet", { token: tokens.owner, body: { isEnabled: true, cashbackPercent: 21 } });
    expect(refusedFields(wallet.body)).toEqual({ cashbackPercent: "The earn rate must be between 0 and 20 %" });
    const saved = await call(ctx.app, "POST", "/api/agency/applications/reward-wallet", { token: tokens.owner, body: { isEnabled: true, cashbackPercent: 2.5 } });
    expect(applicationsResponse.parse(saved.body).data.rewardWallet).toEqual({ isEnabled: true, cashbackPercent: 2.5 });
    // One setting: the Add-ons page's earn rate is the percent set here, and off is 0 %.
    const rate = async () => (await call(ctx.app, "GET", "/api/reward-wallet/settings", { token: tokens.owner })).body as { data: { earnRate: number } };
    expect((await rate()).data.earnRate).toBe(2.5);
    const off = await call(ctx.app, "POST", "/api/agency/applications/reward-wallet", { token: tokens.owner, body: { isEnabled: false, cashbackPercent: 2.5 } });
    expect(applicationsResponse.parse(off.body).data.rewardWallet).toEqual({ isEnabled: false, cashbackPercent: 0 });
    expect((await rate()).data.earnRate).toBe(0);
    // The mail domain's record stays the same when the wallet changes.
    expect(applicationsResponse.parse(saved.body).data.mailDomain).toEqual(mail);
  });

  it("is for owners and admins only", async () => {
    expect((await call(ctx.app, "GET", "/api/agency/applications", { token: tokens.agent })).status).toBe(403);
    expect((await call(ctx.app, "POST", "/api/agency/applications/reward-wallet", { token: tokens.alice, body: { isEnabled: true, cashbackPercent: 1 } })).status).toBe(403);
  });
});

describe("an empty PATCH", () => {
  it("saves nothing and answers the settings as they are", async () => {
    const before = await agency();
    const { status, body } = await patch({});
    expect(status).toBe(200);
    expect(agencyResponse.parse(body).data).toEqual(before);
  });
});

describe("My profile picture (POST api/user/editProfile)", () => {
  it("is one of the agency's own uploads, never another site's or another agency's file", async () => {
    const edit = (profileImage: string | null) => call(ctx.app, "POST", "/api/user/editProfile", { token: tokens.alice, body: { name: "Alice Martin", profileImage } });
    const own = await upload(tokens.alice, "image/png", "png", PNG);
    const nomads = await upload(tokens.nomadOwner, "image/png", "png", PNG, NOMAD);
    expect((await edit(own)).body.data).toMatchObject({ profileImage: own });
    expect((await edit("https://tracker.example/pixel.png")).status).toBe(400);
    expect((await edit(nomads)).status).toBe(400);
    expect((await edit(null)).body.data).toMatchObject({ profileImage: null });
  });
});
