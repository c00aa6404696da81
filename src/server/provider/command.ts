// The onboarding commands of the server bundle (issue "Ready to go live"; docs/deploy.md walks them):
//   node dist/server/main.js agency create --name … --subdomain …|--domain … [--menu …] [--subscription …] --owner-email …
//   node dist/server/main.js agency list [--search …] | agency deactivate|activate <subdomain>
//   node dist/server/main.js provider create --owner-email …
// (`npm run agency -- …` and `npm run provider -- …`). They open the database the server would (DATABASE_URL,
// else PGlite in DATA_DIR), migrate it, and go through the provider console's service (./agencies.ts). The
// owner's invitation waits in the outbox: the running server's mail worker sends it (SMTP_URL), the demo's
// embedded mailbox shows it.
import { parseArgs } from "node:util";
import type { ZodError } from "zod";
import { AGENCY_MENU, newAgencyRequest, SUBSCRIPTION_STARTS } from "@/shared/api/provider-agencies";
import { PROVIDER_AGENCY_NAME } from "@/shared/constants";
import { ruleMessage } from "@/shared/message-ids";
import { providerMessages as m } from "@/shared/provider/messages";
import { createDatabase, type Database } from "../db/client";
import { createTranslator, type Translate } from "../i18n";
import { modeFromEnv, StartupRefused } from "../security/mode";
import { createAgency, createProviderSite, listAgencies, OnboardingRefusal, setAgencyActive, type OnboardingDeps, type SiteAddress } from "./agencies";

/** The exit codes (docs/deploy.md "Agencies"): what a script running the command can tell apart. */
export const EXIT = { ok: 0, failed: 1, usage: 2, conflict: 3, notFound: 4 } as const;

export const COMMANDS = new Set(["agency", "provider"]);

const USAGE = `Usage:
  agency create --name <name> (--subdomain <sub> | --domain <domain>) --owner-email <email>
                [--menu ${AGENCY_MENU.join(",")}] [--subscription ${SUBSCRIPTION_STARTS.join("|")}]
  agency list [--search <text>]
  agency deactivate <subdomain>
  agency activate <subdomain>
  provider create --owner-email <email>

The agency's owner is mailed an invitation (a link valid 7 days) to set their own password.
Database: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (stop the server first: PGlite serves one process).
Links: https://<subdomain>.<BASE_DOMAIN> in production; http://<subdomain>.localhost:<PORT> in the demo.`;

/** What the command writes, so a test can read it without a process. */
export interface CommandOutput {
  out(line: string): void;
  err(line: string): void;
}

const FLAGS: Record<string, string> = {
  agencyName: "--name",
  subdomain: "--subdomain",
  customDomain: "--domain",
  menu: "--menu",
  subscription: "--subscription",
  ownerEmail: "--owner-email",
};

class UsageError extends Error {}

function invalid(error: ZodError, t: Translate): string[] {
  return error.issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    const descriptor = ruleMessage(issue.message);
    return `${FLAGS[field] ?? field}: ${descriptor ? t(descriptor) : issue.message}`;
  });
}

function address(env: NodeJS.ProcessEnv, production: boolean): SiteAddress {
  // Production sits behind a TLS proxy on the standard port (docs/deploy.md); the demo on PORT, over http.
  return production ? { protocol: "https", port: null } : { protocol: "http", port: env.PORT || "3000" };
}

async function run(argv: string[], deps: OnboardingDeps, env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  const t = deps.translator.translator("en");
  const [noun, verb, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: "string" },
      subdomain: { type: "string" },
      domain: { type: "string" },
      menu: { type: "string" },
      subscription: { type: "string" },
      "owner-email": { type: "string" },
      search: { type: "string" },
    },
  });
  // The invitation says who invited: the provider, by name (the console says which operator).
  const by = { inviter: { id: null, name: PROVIDER_AGENCY_NAME }, address: address(env, deps.production) };

  if (noun === "provider" && verb === "create") {
    if (!values["owner-email"]) throw new UsageError("--owner-email is required");
    const parsed = newAgencyRequest.shape.ownerEmail.safeParse(values["owner-email"]);
    if (!parsed.success)
      return refuse(
        io,
        invalid(parsed.error, t).map((line) => line.replace(/^[^:]*/, "--owner-email")),
        EXIT.usage,
      );
    const { agency, origin } = await createProviderSite(deps, parsed.data, by);
    io.out(t(m.created, { agencyName: agency.agencyName, host: origin, email: parsed.data }));
    return EXIT.ok;
  }
  if (noun !== "agency") throw new UsageError(`unknown command "${[noun, verb].filter(Boolean).join(" ")}"`);

  switch (verb) {
    case "create": {
      const parsed = newAgencyRequest.safeParse({
        agencyName: values.name ?? "",
        subdomain: values.subdomain,
        customDomain: values.domain,
        menu: values.menu
          ?.split(",")
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
        subscription: values.subscription,
        ownerEmail: values["owner-email"] ?? "",
      });
      if (!parsed.success) return refuse(io, invalid(parsed.error, t), EXIT.usage);
      const { agency, origin } = await createAgency(deps, parsed.data, by);
      io.out(t(m.created, { agencyName: agency.agencyName, host: origin, email: parsed.data.ownerEmail.toLowerCase() }));
      return EXIT.ok;
    }
    case "list": {
      const { agencies, total } = await listAgencies(deps, { offSet: 0, limit: 1000, searchQuery: values.search ?? "" });
      io.out(["SUBDOMAIN", "STATUS", "SUBSCRIBED", "CREATED", "OWNER", "NAME", "HOSTS"].join("\t"));
      for (const a of agencies) {
        const owner = a.owner ? `${a.owner.email}${a.owner.state === "invited" ? " (invited)" : ""}` : "-";
        io.out([a.subdomain, a.status, a.isSubscribed ? "yes" : "no", a.createdAt.slice(0, 10), owner, a.agencyName, a.hosts.join(",")].join("\t"));
      }
      io.out(`${total} ${total === 1 ? "agency" : "agencies"}`);
      return EXIT.ok;
    }
    case "activate":
    case "deactivate": {
      const subdomain = positionals[0]?.trim().toLowerCase();
      if (!subdomain || positionals.length > 1) throw new UsageError(`agency ${verb} takes one subdomain`);
      const active = verb === "activate";
      const agency = await setAgencyActive(deps, { subdomain }, active);
      io.out(t(active ? m.activated : m.deactivated, { agencyName: agency.agencyName }));
      return EXIT.ok;
    }
    default:
      throw new UsageError(verb ? `unknown command "agency ${verb}"` : "agency needs a command");
  }
}

function refuse(io: CommandOutput, lines: string[], code: number): number {
  for (const line of lines) io.err(line);
  return code;
}

/**
 * Runs one command against the database the environment names and returns its exit code. Every failure
 * is a sentence (a refusal, a usage line, "the database cannot be reached …"), never a stack trace.
 */
export async function runCommand(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CommandOutput = { out: console.log, err: console.error }): Promise<number> {
  let database: Database | null = null;
  try {
    if (argv.length < 2 || argv.includes("--help") || argv.includes("-h")) {
      io.out(USAGE);
      return argv.length < 2 ? EXIT.usage : EXIT.ok;
    }
    const translator = await createTranslator();
    database = createDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? "./data" });
    await database.migrate();
    const deps: OnboardingDeps = { db: database.db, translator, baseDomain: env.BASE_DOMAIN || undefined, production: modeFromEnv(env) === "production" };
    return await run(argv, deps, env, io);
  } catch (error) {
    if (error instanceof OnboardingRefusal) {
      const translate = (await createTranslator()).translator("en");
      return refuse(
        io,
        [`${error.field ? `${FLAGS[error.field] ?? error.field}: ` : ""}${translate(error.descriptor)}`],
        error.status === 404 ? EXIT.notFound : error.status === 409 ? EXIT.conflict : EXIT.usage,
      );
    }
    if (error instanceof UsageError || String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS")) {
      return refuse(io, [`${(error as Error).message}`, "", USAGE], EXIT.usage);
    }
    if (error instanceof StartupRefused) return refuse(io, [error.message], EXIT.usage);
    // The database away, a file system refusing: say what failed, in one line.
    return refuse(io, [`The command failed: ${error instanceof Error ? error.message : String(error)}`], EXIT.failed);
  } finally {
    await database?.close().catch(() => undefined);
  }
}
