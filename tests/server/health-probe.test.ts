// The health check's database probe ("Fast on a phone": health throughput): each driver's cheapest round trip
// (Database.ping), shared by the checks that arrive while it is on its way, and never longer: a check that
// arrives after a probe has ended starts its own, so every answer reports the database as it is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { createTestDatabase } from "./helpers";
import { scaled } from "../browser/slowdown";

describe("the health check's database probe", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  const appProbing = (pingDatabase: () => Promise<void>) => buildApp({ mode: "demo", db: database.db, databaseKind: database.kind, rateLimitPerMinute: false, pingDatabase });

  it("the driver's ping answers while the database is up", async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it("concurrent checks share one probe; a later check makes its own", async () => {
    let probes = 0;
    let release: () => void = () => {};
    const app = await appProbing(async () => {
      probes += 1;
      await new Promise<void>((resolve) => (release = resolve));
      await database.ping();
    });
    try {
      const health = () => app.inject({ method: "GET", url: "/api/health" });
      const together = [health(), health(), health(), health(), health()];
      // The app's first answer waits for its plugins to load: seconds on a busy machine, not poll's default 1 s.
      await expect.poll(() => probes, { timeout: scaled(20_000) }).toBe(1);
      // Give the other four every chance to start probes of their own before the first one ends.
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      const answers = await Promise.all(together);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(probes).toBe(1);
      const later = health();
      await expect.poll(() => probes, { timeout: scaled(20_000) }).toBe(2);
      release();
      expect((await later).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("a failing probe makes the check fail cleanly, and the next one succeeds", async () => {
    let down = true;
    const app = await appProbing(async () => {
      if (down) throw new Error("connection terminated");
      await database.ping();
    });
    try {
      const failed = await app.inject({ method: "GET", url: "/api/health" });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain("connection terminated");
      down = false;
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
