/**
 * The site an exported QA file runs against: `BASE_URL` (default http://localhost:3000), a Waypoint
 * server in sandbox (demo) mode with its seeded agencies, on this machine. The drivers open the agencies
 * at `acme.localhost:<port>` (docs/demo-logins.md) and read the port once as they load
 * (tests/browser/fixtures/site.ts), so this module is imported first and passes BASE_URL's port on.
 */
const base = new URL(process.env.BASE_URL ?? "http://localhost:3000");
process.env.E2E_PORT = base.port || (base.protocol === "https:" ? "443" : "80");
