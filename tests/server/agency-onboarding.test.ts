// Agency onboarding (issue "Ready to go live"; docs/deploy.md "Agencies"): the `agency` and `provider` commands
// and the provider's console create agencies through one service, each owner gets the back office's invitation
// in the outbox, and the link lets them choose a password and sign in. On PGlite (DATA_DIR) and on PostgreSQL
// (DATABASE_URL: a fresh database of its own).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import { createPgliteDatabase, createPostgresDatabase, type Database } from "@/server/db/client";
import { agencies, auditEvents, outbox, users } from "@/server/db/schema";
import { EXIT, runCommand } from "@/server/provider/command";
import { call, lastMailTo, linkToken } from "./accounts-support";
import { freshPostgresDatabase } from "./fresh-postgres";
import { scaled } from "../browser/slowdown";
import { serverEntry } from "../../bench/lib/server-process";

const ROOT = resolve(import.meta.dirname, "../..");
const PASSWORD = "Owner@98765";

let dataDir: string;
let fresh: { url: string; drop(): Promise<void> } | null = null;
let env: NodeJS.ProcessEnv;

/** The database the commands use, opened by the test (PGlite serves one process: the commands' runs are closed by then). */
function openDatabase(): Database {
  return fresh ? createPostgresDatabase(fresh.url) : createPgliteDatabase(join(dataDir, "pglite"));
}

async function command(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function acceptInvitation(app: FastifyInstance, db: Database["db"], host: string, email: string, name: string): Promise<string> {
  const mail = await lastMailTo(db, email);
  expect(mail.text).toContain(`http://${host}:3000/signup?invitationToken=`);
  const token = linkToken(mail.text, "/signup");
  const signup = await call(app, "POST", "/api/agency/agents", { host, body: { name, email, password: PASSWORD, hostName: host, checked: true, invitationToken: token } });
  expect(signup.status, JSON.stringify(signup.body)).toBe(200);
  const login = await call(app, "POST", "/api/user/login", { host, body: { email, password: PASSWORD } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return (login.body.data as { token: string }).token;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "waypoint-onboard-"));
  if (process.env.DATABASE_URL) fresh = await freshPostgresDatabase(process.env.DATABASE_URL);
  env = { DATA_DIR: dataDir, DATABASE_URL: fresh?.url ?? "", WAYPOINT_MODE: "demo", PORT: "3000", PGLITE_TEMPLATE_DIR: process.env.PGLITE_TEMPLATE_DIR };
}, scaled(120_000));

afterAll(async () => {
  await fresh?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the agency and provider commands", () => {
  it(
    "create an agency and the provider's site, refuse what is taken or malformed, and (de)activate by subdomain",
    async () => {
      const created = await command("agency", "create", "--name", "Sunny Trips", "--subdomain", "sunny", "--menu", "flights,hotels", "--owner-email", "Owner@Sunny.test");
      expect(created).toMatchObject({ code: EXIT.ok, err: "" });
      expect(created.out).toBe("Sunny Trips is ready at http://sunny.localhost:3000. Its owner's invitation went to owner@sunny.test.");

      const again = await command("agency", "create", "--name", "Sunny Again", "--subdomain", "sunny", "--owner-email", "other@sunny.test");
      expect(again).toMatchObject({ code: EXIT.conflict, err: "--subdomain: This name is already taken" });
      const malformed = await command("agency", "create", "--name", "", "--subdomain", "www", "--menu", "trains", "--owner-email", "nope");
      expect(malformed.code).toBe(EXIT.usage);
      expect(malformed.err.split("\n")).toEqual(
        expect.arrayContaining(["--subdomain: This name is reserved", expect.stringMatching(/^--owner-email: /), expect.stringMatching(/^--menu: /), expect.stringMatching(/^--name: /)]),
      );
      expect(malformed.err).not.toMatch(/\n\s+at /);
      const noHost = await command("agency", "create", "--name", "Nowhere", "--owner-email", "a@b.test");
      expect(noHost).toMatchObject({ code: EXIT.usage, err: "--subdomain: Give the agency a subdomain or a domain of its own" });
      expect((await command("agency", "fly")).code).toBe(EXIT.usage);
      expect((await command("agency", "create", "--colour", "red")).code).toBe(EXIT.usage);

      const byDomain = await command("agency", "create", "--name", "Breeze", "--domain", "travel.breeze.test", "--subscription", "active", "--owner-email", "owner@breeze.test");
      expect(byDomain.out).toBe("Breeze is ready at http://travel.breeze.test. Its owner's invitation went to owner@breeze.test.");

      expect(await command("provider", "create", "--owner-email", "ops@provider.test")).toMatchObject({ code: EXIT.ok });
      expect(await command("provider", "create", "--owner-email", "ops@provider.test")).toMatchObject({ code: EXIT.conflict, err: "The provider's own site already exists" });

      expect(await command("agency", "deactivate", "nobody")).toMatchObject({ code: EXIT.notFound, err: "No agency has this subdomain" });
      expect(await command("agency", "deactivate", "www")).toMatchObject({ code: EXIT.conflict });
      expect(await command("agency", "deactivate", "breeze")).toMatchObject({ code: EXIT.notFound });
      expect(await command("agency", "deactivate", "travel-breeze-test")).toMatchObject({ code: EXIT.ok, out: "Breeze is deactivated: its site says so and takes no bookings or sign-ins" });

      const list = await command("agency", "list");
      expect(list.out).toMatch(/^sunny\tActive\tno\t\d{4}-\d\d-\d\d\towner@sunny\.test \(invited\)\tSunny Trips\tsunny\.localhost$/m);
      expect(list.out).toMatch(/^travel-breeze-test\tInactive\tyes\t.*\tBreeze\ttravel-breeze-test\.localhost,travel\.breeze\.test$/m);
      expect(list.out).toMatch(/^3 agencies$/m);
    },
    scaled(240_000),
  );

  it(
    "the owners' invitations are in the outbox; the links set their passwords; the provider's operator runs the console",
    async () => {
      const database = openDatabase();
      const app = await buildApp({ mode: "demo", db: database.db, databaseKind: database.kind, rateLimitPerMinute: false });
      try {
        const [sunny] = await database.db.select().from(agencies).where(eq(agencies.subdomain, "sunny"));
        expect(sunny).toMatchObject({ status: "Active", isSubscribed: false, contactEmailId: "owner@sunny.test" });
        expect(sunny?.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title)).toEqual(["Air Travel", "Hotels"]);
        const mail = await lastMailTo(database.db, "owner@sunny.test");
        expect(mail).toMatchObject({ agencyId: sunny?.id, sentAt: null });

        const ownerToken = await acceptInvitation(app, database.db, "sunny.localhost", "owner@sunny.test", "Sunny Owner");
        const [owner] = await database.db.select().from(users).where(eq(users.email, "owner@sunny.test"));
        expect(owner).toMatchObject({ userType: "AgencyOwner", isTravelAgent: true, emailVerified: true, agencyId: sunny?.id });
        const navigation = await call(app, "GET", "/api/agency/navigations", { host: "sunny.localhost", token: ownerToken });
        expect(navigation.body.data).toMatchObject({ role: "owner" });
        expect((navigation.body.data as { permissions: string[] }).permissions).not.toContain("agencies.manage");
        // An agency's owner is not the provider: the console refuses them.
        expect((await call(app, "GET", "/api/provider/agencies", { host: "sunny.localhost", token: ownerToken })).status).toBe(403);

        const [provider] = await database.db.select().from(agencies).where(eq(agencies.subdomain, "www"));
        // Production starts only with social sign-in off or configured: the provider's new site has it off.
        expect(provider).toMatchObject({ agencyName: "Waypoint", status: "Active", isGoogleEnabled: false, isFacebookEnabled: false, contactEmailId: "ops@provider.test" });
        const ops = await acceptInvitation(app, database.db, "localhost", "ops@provider.test", "Olu Operator");
        const opsNavigation = await call(app, "GET", "/api/agency/navigations", { host: "localhost", token: ops });
        expect((opsNavigation.body.data as { permissions: string[]; items: { id: string }[] }).items.map((i) => i.id)).toContain("agencies");

        const listed = await call(app, "GET", "/api/provider/agencies?searchQuery=sunny", { host: "localhost", token: ops });
        expect(listed.body.data).toMatchObject({
          total: 1,
          agencies: [{ subdomain: "sunny", status: "Active", hosts: ["sunny.localhost"], owner: { email: "owner@sunny.test", name: "Sunny Owner", state: "active" } }],
        });

        const taken = await call(app, "POST", "/api/provider/agencies", { host: "localhost", token: ops, body: { agencyName: "Dup", subdomain: "sunny", ownerEmail: "x@dup.test" } });
        expect(taken).toMatchObject({ status: 409, body: { message: "This name is already taken", field: "body.subdomain" } });
        const made = await call(app, "POST", "/api/provider/agencies", {
          host: "localhost:3000",
          token: ops,
          body: { agencyName: "Coral Bay", subdomain: "coral", menu: ["hotels"], ownerEmail: "boss@coral.test" },
        });
        expect(made.status, JSON.stringify(made.body)).toBe(200);
        expect(made.body).toMatchObject({
          message: "Coral Bay is ready at http://coral.localhost:3000. Its owner's invitation went to boss@coral.test.",
          data: { owner: { email: "boss@coral.test", state: "invited" } },
        });
        await acceptInvitation(app, database.db, "coral.localhost", "boss@coral.test", "Coral Boss");

        const id = sunny?.id ?? "";
        const off = await call(app, "POST", "/api/provider/agencies/status", { host: "localhost", token: ops, body: { agencyId: id, active: false } });
        expect(off.body).toMatchObject({ message: "Sunny Trips is deactivated: its site says so and takes no bookings or sign-ins", data: { status: "Inactive" } });
        // The deactivated site answers, says so, and refuses changes (spec A §4).
        const site = await call(app, "GET", "/api/agency", { host: "sunny.localhost" });
        expect(site.status).toBe(200);
        expect(JSON.stringify(site.body)).toContain("Inactive");
        const refused = await call(app, "POST", "/api/user/login", { host: "sunny.localhost", body: { email: "owner@sunny.test", password: PASSWORD } });
        expect(refused.status).toBe(403);
        const on = await call(app, "POST", "/api/provider/agencies/status", { host: "localhost", token: ops, body: { agencyId: id, active: true } });
        expect(on.body).toMatchObject({ data: { status: "Active" } });
        expect(await database.db.select({ id: outbox.id }).from(outbox)).toHaveLength(4);
        // The provider's own trail names the operator behind each console change.
        const trail = await database.db
          .select()
          .from(auditEvents)
          .where(eq(auditEvents.agencyId, provider?.id ?? ""));
        expect(trail.map((row) => [row.action, row.actorName, row.subject]).sort()).toEqual([
          ["agency.created", "Olu Operator", "Coral Bay"],
          ["agency.statusChanged", "Olu Operator", "Sunny Trips"],
          ["agency.statusChanged", "Olu Operator", "Sunny Trips"],
          ["invitation.accepted", "Olu Operator", "Olu Operator"],
        ]);
      } finally {
        await app.close();
        await database.close();
      }
    },
    scaled(240_000),
  );

  it(
    "run from the built bundle with plain node (no tsx)",
    async () => {
      // The worker's shared bundle of the sources (serverEntry), as the other server-process tests start it.
      const [entry = ""] = await serverEntry();
      const run = promisify(execFile);
      const { stdout } = await run(process.execPath, [entry, "agency", "create", "--name", "Bundle Tours", "--subdomain", "bundle", "--owner-email", "owner@bundle.test"], {
        cwd: ROOT,
        env: { ...process.env, ...env },
      });
      expect(stdout.trim()).toBe("Bundle Tours is ready at http://bundle.localhost:3000. Its owner's invitation went to owner@bundle.test.");
      const failed = await run(process.execPath, [entry, "agency", "activate", "nobody"], { cwd: ROOT, env: { ...process.env, ...env } }).catch((error: { code: number; stderr: string }) => error);
      expect(failed).toMatchObject({ code: EXIT.notFound, stderr: "No agency has this subdomain\n" });
      const database = openDatabase();
      try {
        expect(await lastMailTo(database.db, "owner@bundle.test")).toMatchObject({ sentAt: null });
      } finally {
        await database.close();
      }
    },
    scaled(240_000),
  );
});
