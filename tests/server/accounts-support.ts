// Shared by tests/server/accounts*.test.ts: requests on an agency host, and reading the outbox.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { DEMO_PASSWORD } from "@/server/seed";
import { outbox } from "@/server/db/schema";
import type { Db } from "@/server/db/client";

export const ACME = "acme.localhost";
export const NOMAD = "nomad.localhost";
export const DORMANT = "dormant.localhost";
export { DEMO_PASSWORD };

interface CallOptions {
  host?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** The client address (login throttling counts per address). */
  remoteAddress?: string;
}

interface Answer {
  res: LightMyRequestResponse;
  status: number;
  body: { status?: boolean; message?: string; data?: unknown; field?: string } & Record<string, unknown>;
}

export async function call(app: FastifyInstance, method: "GET" | "POST" | "PATCH", url: string, opts: CallOptions = {}): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers: {
      host: opts.host ?? ACME,
      ...(opts.token ? { "x-access-token": opts.token } : {}),
      ...opts.headers,
    },
    ...(opts.cookies ? { cookies: opts.cookies } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
  });
  let body: Answer["body"] = {};
  try {
    body = res.json();
  } catch {
    // redirects and HTML have no JSON body
  }
  return { res, status: res.statusCode, body };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD, host = ACME): Promise<string> {
  const { status, body } = await call(app, "POST", "/api/user/login", { host, body: { email, password } });
  if (status !== 200) throw new Error(`login ${email} → ${status} ${JSON.stringify(body)}`);
  return (body.data as { token: string }).token;
}

/** The newest mail sent to an address. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

/** The `token` query parameter of the first link in a mail. */
export function linkToken(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path.replace("/", "\\/")}\\?[^\\s]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(match[0]);
  const token = url.searchParams.get("token") ?? url.searchParams.get("invitationToken");
  if (!token) throw new Error(`no token in ${url.href}`);
  return token;
}

export function sixDigitCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
