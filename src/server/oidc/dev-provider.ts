// A minimal OpenID Connect provider for development and tests (docs/accounts.md "Local OpenID
// provider"): authorization-code flow with PKCE (S256), a login form where you type any email,
// client_secret_basic / client_secret_post at the token endpoint, RS256 id_tokens signed with jose,
// discovery, JWKS and userinfo. It stands in for Google and Facebook (one client each). Everything
// is in memory and it trusts whoever types an email: never expose it beyond loopback.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";

interface DevClient {
  clientId: string;
  clientSecret: string;
  /** Shown on the login page ("Sign in to Google (local)"). */
  title: string;
}

export interface DevOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  claims: UserClaims;
  expiresAt: number;
}

interface UserClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;

/** Dev provider: only the app's OAuth callback, on any host (agencies have many origins). */
function redirectUriAllowed(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/api/social/callback" && !url.hash;
  } catch {
    return false;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > 64 * 1024) throw new Error("body too large");
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const isHtml = typeof body === "string";
  res.writeHead(status, {
    "content-type": isHtml ? "text/html; charset=utf-8" : "application/json",
    "cache-control": "no-store",
    ...headers,
  });
  res.end(isHtml ? body : JSON.stringify(body));
}

function loginPage(client: DevClient, params: URLSearchParams): string {
  const hidden = ["client_id", "redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method", "scope"]
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? "")}">`)
    .join("\n      ");
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>${escapeHtml(client.title)}</title>
  <style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=email],input[type=text]{width:100%;padding:.5rem}button{padding:.5rem 1.5rem}</style></head>
  <body>
    <h1>${escapeHtml(client.title)}</h1>
    <p>Local OpenID provider for development: type any email to sign in as that person.</p>
    <form method="post" action="/authorize">
      ${hidden}
      <label>Email <input type="email" name="email" autocomplete="email"></label>
      <label>Name <input type="text" name="name" autocomplete="name"></label>
      <label><input type="checkbox" name="email_verified" value="true" checked> Email verified</label>
      <p><small>Leave the email empty or untick "Email verified" to reach the emailed-code step.</small></p>
      <button type="submit">Sign in</button>
    </form>
  </body>
</html>`;
}

/** Starts the provider on host:port (0 = any free port) and resolves once it listens. */
export async function startDevOidcProvider(opts: { host: string; port: number; clients: DevClient[] }): Promise<DevOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const kid = randomBytes(8).toString("hex");
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const clients = new Map(opts.clients.map((c) => [c.clientId, c]));
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { claims: UserClaims; expiresAt: number }>();
  let issuer = "";

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: "server_error" }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", issuer);
    const route = `${req.method ?? "GET"} ${url.pathname}`;
    switch (route) {
      case "GET /.well-known/openid-configuration":
        return send(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          userinfo_endpoint: `${issuer}/userinfo`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ["code"],
          grant_types_supported: ["authorization_code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
          scopes_supported: ["openid", "email", "profile"],
          token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
          code_challenge_methods_supported: ["S256"],
          claims_supported: ["sub", "email", "email_verified", "name"],
        });
      case "GET /jwks":
        return send(res, 200, { keys: [publicJwk] });
      case "GET /authorize":
        return authorize(url.searchParams, res, false);
      case "POST /authorize":
        return authorize(await readForm(req), res, true);
      case "POST /token":
        return token(req, await readForm(req), res);
      case "GET /userinfo":
      case "POST /userinfo":
        return userinfo(req, res);
      default:
        return send(res, 404, { error: "not_found" });
    }
  }

  function authorize(params: URLSearchParams, res: ServerResponse, submitted: boolean): void {
    const client = clients.get(params.get("client_id") ?? "");
    const redirectUri = params.get("redirect_uri") ?? "";
    // RFC 6749 §4.1.2.1: never redirect to an unverified redirect_uri.
    if (!client || !redirectUriAllowed(redirectUri)) return send(res, 400, "<h1>Unknown client or redirect_uri</h1>");
    const back = new URL(redirectUri);
    const state = params.get("state");
    if (state) back.searchParams.set("state", state);
    const fail = (error: string) => {
      back.searchParams.set("error", error);
      send(res, 302, "", { location: back.href });
    };
    if (!submitted && params.get("response_type") !== "code") return fail("unsupported_response_type");
    if (!(params.get("scope") ?? "").split(" ").includes("openid")) return fail("invalid_scope");
    const codeChallenge = params.get("code_challenge") ?? "";
    if (!codeChallenge || params.get("code_challenge_method") !== "S256") return fail("invalid_request");
    if (!submitted) return send(res, 200, loginPage(client, params));

    const email = (params.get("email") ?? "").trim().toLowerCase();
    const name = (params.get("name") ?? "").trim();
    // A stable subject per email, or a random one when no email was given.
    const sub = email ? `dev-${createHash("sha256").update(email).digest("hex").slice(0, 20)}` : `dev-${randomBytes(10).toString("hex")}`;
    const claims: UserClaims = { sub };
    if (email) {
      claims.email = email;
      claims.email_verified = params.get("email_verified") === "true";
    }
    if (name) claims.name = name;
    const code = randomBytes(24).toString("base64url");
    codes.set(code, { clientId: client.clientId, redirectUri, codeChallenge, nonce: params.get("nonce"), claims, expiresAt: Date.now() + CODE_TTL_MS });
    back.searchParams.set("code", code);
    send(res, 302, "", { location: back.href });
  }

  function authenticateClient(req: IncomingMessage, form: URLSearchParams): DevClient | null {
    let id = form.get("client_id") ?? "";
    let secret = form.get("client_secret") ?? "";
    const header = req.headers.authorization;
    if (header?.startsWith("Basic ")) {
      const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
      const colon = decoded.indexOf(":");
      // RFC 6749 §2.3.1: both parts are form-urlencoded inside Basic.
      id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, " "));
      secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, " "));
    }
    const client = clients.get(id);
    return client && client.clientSecret === secret ? client : null;
  }

  async function token(req: IncomingMessage, form: URLSearchParams, res: ServerResponse): Promise<void> {
    const client = authenticateClient(req, form);
    if (!client) return send(res, 401, { error: "invalid_client" }, { "www-authenticate": 'Basic realm="dev-oidc"' });
    if (form.get("grant_type") !== "authorization_code") return send(res, 400, { error: "unsupported_grant_type" });
    const code = form.get("code") ?? "";
    const pending = codes.get(code);
    codes.delete(code); // single use, whatever happens next
    if (
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.clientId !== client.clientId ||
      pending.redirectUri !== form.get("redirect_uri") ||
      s256(form.get("code_verifier") ?? "") !== pending.codeChallenge
    ) {
      return send(res, 400, { error: "invalid_grant" });
    }
    const idToken = await new SignJWT({
      ...(pending.claims.email !== undefined ? { email: pending.claims.email, email_verified: pending.claims.email_verified } : {}),
      ...(pending.claims.name ? { name: pending.claims.name } : {}),
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
      auth_time: Math.floor(Date.now() / 1000),
    })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(issuer)
      .setAudience(client.clientId)
      .setSubject(pending.claims.sub)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey as CryptoKey);
    const accessToken = randomBytes(24).toString("base64url");
    accessTokens.set(accessToken, { claims: pending.claims, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
    send(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: TOKEN_TTL_S, id_token: idToken, scope: "openid email profile" });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse): void {
    const header = req.headers.authorization ?? "";
    const entry = header.startsWith("Bearer ") ? accessTokens.get(header.slice(7)) : undefined;
    if (!entry || entry.expiresAt < Date.now()) return send(res, 401, { error: "invalid_token" }, { "www-authenticate": 'Bearer error="invalid_token"' });
    send(res, 200, entry.claims);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = opts.host === "0.0.0.0" || opts.host === "::" ? "127.0.0.1" : opts.host;
  issuer = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
