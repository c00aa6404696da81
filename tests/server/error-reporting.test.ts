// Error reporting (issue "error reporting in production"): a server error reaches the error-reporting service as an
// envelope with the release, agency, route and request id, and nothing private leaves the process with it.
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorReportingConfigFromEnv } from "@/server/error-reporting/config";
import { startErrorReporting, type ErrorReporter } from "@/server/error-reporting/reporter";
import { webSettingsFromEnv } from "@/server/web-settings";
import { scrubReport } from "@/shared/security/scrub-report";
import { createTestApp, type TestContext } from "./helpers";

const CARD = "4242 4242 4242 4242";
const PASSWORD = "Hunter2-correct-horse";
const TOKEN = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const EMAIL = "zelda.traveller@example.org";
const NAME = "Zelda";
const SURNAME = "Quixotic-Farnsworth";
const RELEASE = "0123456789abcdef0123456789abcdef01234567";

/** The envelopes the receiver got, each as its text (the SDK may gzip a large one). */
const envelopes: string[] = [];
let receiver: Server;
let ctx: TestContext;
let reporter: ErrorReporter;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"));
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const config = errorReportingConfigFromEnv({ SENTRY_DSN: `http://publickey@127.0.0.1:${port}/7`, SENTRY_RELEASE: RELEASE }, "production");
  if (!config?.dsn) throw new Error("a DSN turns error reporting on");
  reporter = await startErrorReporting({ ...config, dsn: config.dsn });
  ctx = await createTestApp({ errorReporter: reporter });
  // A handler that fails with the traveller's data in its message, as a careless `throw` would.
  ctx.app.post("/api/test/book-and-fail", async (request) => {
    const body = request.body as { contact: { email: string }; travellers: { firstName: string; lastName: string }[] };
    throw new Error(`supplier refused ${body.travellers[0]?.firstName} ${body.travellers[0]?.lastName} <${body.contact.email}> card ${CARD}`);
  });
  ctx.app.get("/api/test/answer-503", async (_request, reply) => reply.code(503).send({ status: false, message: "down", data: null }));
  ctx.app.get("/api/test/refused", async (_request, reply) => reply.code(422).send({ status: false, message: "no", data: null }));
});

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** The envelope that carries an event with this request id, after the SDK has sent what it holds. */
async function eventOf(requestId: string): Promise<string> {
  await reporter.flush(5000);
  const found = envelopes.find((text) => text.includes(requestId));
  if (!found) throw new Error(`no envelope for ${requestId} among ${envelopes.length}`);
  return found;
}

describe("server error reports", () => {
  it("an unhandled error arrives tagged with release, agency, route and request id, and scrubbed", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/test/book-and-fail?token=${TOKEN}`,
      headers: { host: "acme.localhost", "x-access-token": TOKEN, cookie: `token=${TOKEN}; lang=en`, "x-request-id": "req-unhandled-1" },
      payload: {
        password: PASSWORD,
        contact: { email: EMAIL },
        travellers: [{ firstName: NAME, lastName: SURNAME }],
        card: { number: CARD, cvc: "737", holder: `${NAME} ${SURNAME}` },
      },
    });
    expect(res.statusCode).toBe(500);
    const envelope = await eventOf("req-unhandled-1");
    const event = JSON.parse(envelope.split("\n")[2] ?? "{}") as { tags?: Record<string, string>; release?: string; exception?: { values?: { value?: string }[] } };
    expect(event.release).toBe(RELEASE);
    expect(event.tags).toMatchObject({ agency: "acme", route: "/api/test/book-and-fail", request_id: "req-unhandled-1", status: "500" });
    // The error is there, without the person in it.
    expect(event.exception?.values?.[0]?.value).toContain("supplier refused");
    for (const secret of [CARD, CARD.replaceAll(" ", ""), PASSWORD, TOKEN, EMAIL, NAME, SURNAME]) expect(envelope).not.toContain(secret);
    // The security code as a value of its own: its three digits alone turn up by chance in the envelope's
    // timestamps and ids (a clean clone's "sent_at":"…25.737Z").
    expect(envelope).not.toContain('"737"');
    expect(envelope).not.toMatch(/cvc\W+737/i);
  });

  it("a 5xx a route answers itself is reported; a 4xx is not", async () => {
    const refused = await ctx.app.inject({ method: "GET", url: "/api/test/refused", headers: { host: "acme.localhost", "x-request-id": "req-refused-4xx" } });
    expect(refused.statusCode).toBe(422);
    const down = await ctx.app.inject({ method: "GET", url: "/api/test/answer-503", headers: { host: "acme.localhost", "x-request-id": "req-answered-503" } });
    expect(down.statusCode).toBe(503);
    expect(await eventOf("req-answered-503")).toContain("answered 503");
    expect(envelopes.some((text) => text.includes("req-refused-4xx"))).toBe(false);
  });
});

describe("the web's settings", () => {
  it("a web DSN alone turns on the web's reports, and its ingest host joins the CSP's connect-src", async () => {
    const config = errorReportingConfigFromEnv({ SENTRY_WEB_DSN: "https://pub@o1.ingest.example.io/42", SENTRY_RELEASE: RELEASE, SENTRY_SAMPLE_RATE: "0.25" }, "production");
    expect(config).toMatchObject({ dsn: null, webDsn: "https://pub@o1.ingest.example.io/42", sampleRate: 0.25 });
    const settings = webSettingsFromEnv({}, config);
    expect(settings.errorReporting).toEqual({ dsn: "https://pub@o1.ingest.example.io/42", release: RELEASE, environment: "production", sampleRate: 0.25 });
    const app = await createTestApp({ webSettings: settings });
    try {
      const res = await app.app.inject({ method: "GET", url: "/api/agency", headers: { host: "acme.localhost" } });
      expect(String(res.headers["content-security-policy"])).toContain("connect-src 'self' https://tiles.openfreemap.org https://o1.ingest.example.io;");
    } finally {
      await app.close();
    }
    expect(errorReportingConfigFromEnv({}, "production")).toBeNull();
  });
});

describe("scrubReport", () => {
  it("drops private keys, breadcrumbs and the user's email, and masks private text", () => {
    const event = scrubReport(
      {
        message: `login failed for ${EMAIL} with Bearer ${TOKEN} at /api/x?email=${EMAIL}&page=2`,
        request: { url: `/reset?token=${TOKEN}`, cookies: { token: TOKEN }, headers: { "user-agent": "ua", authorization: `Bearer ${TOKEN}` }, data: { password: PASSWORD } },
        user: { id: "u1", email: EMAIL, username: NAME },
        breadcrumbs: [{ message: `typed ${CARD}` }],
        extra: { note: `paid with ${CARD}`, passengers: [{ givenName: NAME }] },
      },
      [SURNAME],
    );
    const text = JSON.stringify(event);
    for (const secret of [CARD, PASSWORD, TOKEN, EMAIL, NAME]) expect(text).not.toContain(secret);
    expect(event.user).toEqual({ id: "u1" });
    expect(event.request.headers["user-agent"]).toBe("ua");
    expect(event.message).toContain("page=2");
    expect(text).not.toContain("breadcrumbs");
  });

  it("keeps numbers that are not card numbers", () => {
    expect(scrubReport({ message: "took 1732900000000 ms" }).message).toBe("took 1732900000000 ms");
  });
});
