// A lean server ("Fast on a phone"): `npm start` runs the server from one bundle (src/server/build.ts)
// with plain node, no tsx. The bundle must find what it reads at run time (migrations, the compiled
// catalogs, the exchange-rate snapshot, the PGlite template cache) as the source does: the bundle every
// server-process test starts (serverEntry), started on an empty data folder and again on the same, now
// existing, folder.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outsideLatin1 } from "../latin1";
import { createClient } from "../../bench/lib/http";
import { freePort, ServerProcess, serverEntry } from "../../bench/lib/server-process";
import { scaled } from "../browser/slowdown";

const ROOT = resolve(import.meta.dirname, "../..");
const HOST = { host: "acme.localhost" };

describe("the production server bundle", () => {
  let dataDir: string;
  let webDir: string;
  let entry: string;
  let server: ServerProcess;

  beforeAll(async () => {
    // The bundle the other server-process tests of this worker start too (src/server/build.ts's, built once
    // per worker under .tmp, inside the project so its external packages resolve from node_modules): this file
    // must not remove it, a later file of the same worker runs it.
    [entry = ""] = await serverEntry();
    dataDir = mkdtempSync(join(tmpdir(), "waypoint-bundle-"));
    webDir = mkdtempSync(join(tmpdir(), "waypoint-bundle-web-"));
    const port = await freePort();
    server = new ServerProcess("bundled server", [relative(ROOT, entry)], port, {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      HOST: "127.0.0.1",
      DATABASE_URL: "",
      WAYPOINT_MODE: "demo",
      LOG_LEVEL: "error",
    });
  }, scaled(60_000));

  afterAll(async () => {
    await server?.kill("SIGTERM");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  // node:http, not fetch: fetch drops the Host header that names the agency.
  const call = async (method: string, path: string, body?: unknown) => {
    const http = createClient(`http://127.0.0.1:${server.port}`, 1);
    try {
      const res = await http.request(method, path, { body, headers: HOST });
      return { status: res.status, json: JSON.parse(res.body) as { message: string; data?: { token?: string } } };
    } finally {
      http.close();
    }
  };
  const login = () => call("POST", "/api/user/login", { email: "alice@acme.test", password: "Demo@1234" });

  it("is one module beside a copy of the migrations", () => {
    expect(readdirSync(dirname(entry)).filter((name) => name.endsWith(".js"))).toEqual(["main.js"]);
    expect(readdirSync(join(dirname(entry), "db", "migrations"))).toEqual(readdirSync(join(ROOT, "src/server/db/migrations")));
  });

  it("is Latin-1 throughout, so V8 holds its source at one byte a character", () => {
    expect(outsideLatin1(readFileSync(entry, "utf8"))).toEqual([]);
  });

  it(
    "starts with plain node on an empty data folder: migrated, seeded, translated",
    async () => {
      try {
        await server.start(scaled(60_000));
        await server.waitForOutput("Demo logins", scaled(5_000));
        expect(server.output).toMatch(/Database: PGlite at .* \(seeded 4 agencies, \d+ users\)/);
        const signedIn = await login();
        expect(signedIn.status).toBe(200);
        expect(signedIn.json.data?.token).toEqual(expect.any(String));
        // A message from the bundled Spanish catalog.
        expect((await call("GET", "/api/agency?lng=es")).json.message).toBe("Operación realizada con éxito");
      } finally {
        await server.kill("SIGTERM");
      }
      expect(server.child?.exitCode).toBe(0);
    },
    scaled(60_000),
  );

  it(
    "starts again on the existing folder and keeps its data",
    async () => {
      await server.start(scaled(60_000));
      await server.waitForOutput("Demo logins", scaled(5_000));
      expect(server.output).toMatch(/Database: PGlite at /);
      expect(server.output).not.toContain("(seeded");
      expect((await login()).status).toBe(200);
    },
    scaled(60_000),
  );
});
