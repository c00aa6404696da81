// docs/deploy.md tells operators how to start the server by hand, and npm start's settings were measured for it
// (docs/performance.md "Memory under load", parts 35–37): every line of the guide that starts the server bundle must be
// npm start's own command, its settings and flags included, so a change to one cannot leave the other behind.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url);
const start = (JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { scripts: Record<string, string> }).scripts.start ?? "";
const guide = readFileSync(new URL("docs/deploy.md", root), "utf8");

/** The guide's shell lines that run the server bundle itself (not its `agency` or `provider` commands). */
const serverLines = guide
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => /(^|\s)node\s.*dist\/server\/main\.js$/.test(line));

describe("docs/deploy.md's server command", () => {
  it("npm start builds, then runs one command", () => {
    expect(start).toMatch(/^npm run build && \S/);
  });

  it("every line of the guide that starts the server is npm start's command after its build", () => {
    const command = start.split("&&").at(-1)?.trim();
    expect(serverLines.length).toBeGreaterThanOrEqual(2);
    for (const line of serverLines) expect(line).toBe(command);
  });
});
