// "Every page fast on a phone": the web build's shell (index.html, its lists, the first screen's module) is read once
// per build, as the server starts, and shared by the requests that arrive while it is being read.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SpaShell } from "@/server/agency/spa-shell";
import { FIRST_SCREEN_MODULE } from "@/shared/first-answers";

let dist: string;
const index = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "waypoint-shell-"));
  writeFileSync(join(dist, "index.html"), index("first build"));
  mkdirSync(join(dist, "server"));
  writeFileSync(join(dist, FIRST_SCREEN_MODULE), `export function renderFirstScreen() { return "<p>drawn</p>"; }`);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("the web build's shell", () => {
  it("is read once: a read under way (the server's own, as it starts) is shared by the pages asked meanwhile", async () => {
    const shell = new SpaShell(dist);
    const errors: unknown[] = [];
    shell.warm((error) => errors.push(error));
    const [a, b] = await Promise.all([shell.read(), shell.read()]);
    expect(a).toBe(b);
    expect(a.html).toContain("first build");
    expect(a.firstScreen).toBeTypeOf("function");
    expect(await shell.read()).toBe(a);
    expect(errors).toEqual([]);
  });

  it("is read again when a new build replaces index.html", async () => {
    const shell = new SpaShell(dist);
    const first = await shell.read();
    writeFileSync(join(dist, "index.html"), index("second build"));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, "index.html"), later, later);
    const second = await shell.read();
    expect(second).not.toBe(first);
    expect(second.html).toContain("second build");
  });

  it("a failed read is tried again on the next page, and the server's own read reports its failure", async () => {
    rmSync(join(dist, "index.html"));
    const shell = new SpaShell(dist);
    const errors: unknown[] = [];
    shell.warm((error) => errors.push(error));
    await expect(shell.read()).rejects.toThrow();
    await expect.poll(() => errors.length).toBe(1);
    writeFileSync(join(dist, "index.html"), index("restored"));
    expect((await shell.read()).html).toContain("restored");
  });
});
