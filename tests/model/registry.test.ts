import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { models } from "./registry";

const machinesDir = join(import.meta.dirname, "../../machines");

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return machineFiles(path);
    return entry.name.endsWith(".machine.ts") ? [path] : [];
  });
}

describe("model registry", () => {
  it.each(machineFiles(machinesDir).map((file) => relative(machinesDir, file)))(
    "walks every machine exported from machines/%s",
    async (file) => {
      const module = (await import(join(machinesDir, file))) as Record<string, unknown>;
      const exported = Object.entries(module).filter(([name]) => name.endsWith("Machine"));
      expect(exported.length, `${file} exports no <flow>Machine`).toBeGreaterThan(0);
      for (const [name, machine] of exported) {
        const registered = models.some((model) => model.machine === (machine as AnyStateMachine));
        expect(registered, `${name} is not in tests/model/registry.ts`).toBe(true);
      }
    },
  );
});
