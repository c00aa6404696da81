// Prints an SSO token for the demo agency Acme, and the /sso URL that uses it (docs/accounts.md):
//   node --import tsx src/server/accounts/sso-dev-token.ts [email] [deepLink] [ttlSeconds]
import { SignJWT } from "jose";
import { DEV_SSO_AGENCY_CODE, DEV_SSO_SECRET } from "./dev-sso";

const [email = "sso.user@acme.test", deepLink = "/booknow/hotels/search", ttl = "300"] = process.argv.slice(2);
const port = Number(process.env.PORT ?? 3000);

const token = await new SignJWT({ email, name: "SSO User" })
  .setProtectedHeader({ alg: "HS256" })
  .setJti(crypto.randomUUID())
  .setSubject(email)
  .setAudience(DEV_SSO_AGENCY_CODE)
  .setIssuedAt()
  .setExpirationTime(`${Number(ttl)}s`)
  .sign(new TextEncoder().encode(DEV_SSO_SECRET));

const query = new URLSearchParams({ token, navigateTo: deepLink });
console.log(token);
console.log(`\nhttp://acme.localhost:${port}/sso?${query.toString()}`);
