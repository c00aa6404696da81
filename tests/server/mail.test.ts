import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { outbox } from "@/server/db/schema";
import { sendMail } from "@/server/mail/outbox";
import { startMailWorker, type MailTransport } from "@/server/mail/worker";
import { createTranslator } from "@/server/i18n";
import { verifyEmailMail } from "@/server/mail/templates";
import { createTestApp, type TestContext } from "./helpers";
import { call } from "./accounts-support";
import { scaled } from "../browser/slowdown";

describe("outbox worker", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it("delivers unsent rows once, records sentAt, and records a failure without retrying it", async () => {
    const db = ctx.database.db;
    const okId = await sendMail(db, { agencyId: null, to: "ok@example.com", subject: "Hi", text: "Hello", html: "<p>Hello</p>" });
    const badId = await sendMail(db, { agencyId: null, to: "bad@example.com", subject: "Hi", text: "Hello" });
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: vi.fn(async (message: { to: string }) => {
        if (message.to === "bad@example.com") throw new Error("550 mailbox unavailable");
        sent.push(message.to);
        return {};
      }),
    };
    const worker = startMailWorker({ db, transport, from: "Test <t@example.com>", intervalMs: 60_000 });
    expect(await worker.drain()).toBe(2);
    expect(await worker.drain()).toBe(0);
    await worker.stop();
    expect(sent).toEqual(["ok@example.com"]);
    const [okRow] = await db.select().from(outbox).where(eq(outbox.id, okId));
    const [badRow] = await db.select().from(outbox).where(eq(outbox.id, badId));
    expect(okRow?.sentAt).toBeInstanceOf(Date);
    expect(badRow).toMatchObject({ sentAt: null, error: "550 mailbox unavailable" });
  });

  it("renders mails in the recipient's language, falling back to English text", async () => {
    const translator = await createTranslator({ es: { "mail.verify.subject": "Confirma tu correo para {agencyName}" } });
    const es = verifyEmailMail(translator.translator("es"), { name: "Ana", agencyName: "Acme <Travel>" }, "http://acme.localhost/verify?token=a&b=1");
    expect(es.subject).toBe("Confirma tu correo para Acme <Travel>");
    expect(es.text).toContain("http://acme.localhost/verify?token=a&b=1");
    expect(es.html).toContain("Acme &lt;Travel&gt;");
    expect(es.html).toContain('href="http://acme.localhost/verify?token=a&amp;b=1"');
  });
});

describe("with SMTP_URL set", () => {
  let ctx: TestContext;
  let smtp: Server;
  const received: string[] = [];
  beforeAll(async () => {
    // A tiny SMTP server: enough of the protocol for nodemailer to hand over one message.
    smtp = createServer((socket) => {
      let data = false;
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        for (const line of chunk.toString().split("\r\n").filter(Boolean)) {
          if (data) {
            if (line === ".") {
              data = false;
              socket.write("250 queued\r\n");
            } else received.push(line);
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") socket.write("250 test\r\n");
          else if (verb === "DATA") {
            data = true;
            socket.write("354 go\r\n");
          } else if (verb === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const address = smtp.address();
    const port = typeof address === "object" && address ? address.port : 0;
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
    ctx = await createTestApp();
    vi.unstubAllEnvs();
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("has no embedded mailbox and delivers signup mail over SMTP", async () => {
    expect((await call(ctx.app, "GET", "/api/mailbox")).status).toBe(404);
    const res = await call(ctx.app, "POST", "/api/user/signUp", {
      body: { name: "Smtp User", email: "smtp@example.com", password: "Travel@2024", hostName: "acme.localhost", checked: true },
    });
    expect(res.status).toBe(200);
    await vi.waitFor(
      async () => {
        const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, "smtp@example.com"));
        expect(row?.sentAt).toBeInstanceOf(Date);
      },
      { timeout: scaled(10_000), interval: 200 },
    );
    expect(received.some((line) => line.includes("Confirm your email for Acme Travel"))).toBe(true);
  });
});
