// Started by playwright.config.ts's webServer beside the app: the standard OpenID provider the browser tests
// sign in through (tests/browser/fixtures/openid-provider.ts). `oidc-provider` with its own login and consent
// pages, RFC 9207 `iss` in the authorization response, PKCE, and the email in userinfo only, as the server
// test tests/server/social-openid-provider.test.ts configures it. In memory; loopback only.
import { createServer } from "node:http";
import Provider from "oidc-provider";
import { OPENID_CLIENTS, openIdIssuer, openIdProviderPort } from "./fixtures/openid-provider";

const appPort = Number(process.env.E2E_PORT ?? 4317);
// Every host the seeded agencies answer on (tests/browser/fixtures/site.ts HOSTS): the callback is on the page's host.
const hosts = ["localhost", "acme.localhost", "nomad.localhost", "dormant.localhost", "travel.acme.test"];
const redirect_uris = hosts.map((host) => `http://${host}:${appPort}/api/social/callback`);

const provider = new Provider(openIdIssuer(appPort), {
  clients: Object.values(OPENID_CLIENTS).map((client) => ({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    redirect_uris,
    grant_types: ["authorization_code"],
    response_types: ["code"],
  })),
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
  // The login form's "login" is the account id: an email address is the account's (verified) email; any other
  // login is an account without one, whose sign-in the app completes by mailing a code.
  findAccount: (_ctx, id) => ({
    accountId: id,
    claims: () => ({ sub: id, name: "Olive Provider", ...(id.includes("@") ? { email: id, email_verified: true } : {}) }),
  }),
});

const server = createServer(provider.callback());
server.listen(openIdProviderPort(appPort), "127.0.0.1", () => console.log(`OpenID provider at ${openIdIssuer(appPort)}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => server.close(() => process.exit(0)));
