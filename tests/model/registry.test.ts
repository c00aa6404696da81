import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine } from "xstate";
import { machineLevelModels, models } from "./registry";

const machinesDir = join(import.meta.dirname, "../../machines");

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return machineFiles(path);
    return entry.name.endsWith(".machine.ts") ? [path] : [];
  });
}

/** Machine factories → the registered model that walks a machine each makes. */
const FACTORY_MODELS: Readonly<Record<string, string>> = { createBookingMachine: "bookingCore", createPaymentMachine: "payment" };

describe("model registry", () => {
  it.each(machineFiles(machinesDir).map((file) => relative(machinesDir, file)))(
    "walks every machine exported from machines/%s",
    async (file) => {
      const module = (await import(join(machinesDir, file))) as Record<string, unknown>;
      const named = Object.entries(module).filter(([name]) => name.endsWith("Machine"));
      expect(named.length, `${file} exports no <flow>Machine`).toBeGreaterThan(0);
      // A machine factory is walked through the machine it makes for a vertical (or an order type).
      for (const [name] of named.filter(([, value]) => typeof value === "function")) {
        const model = FACTORY_MODELS[name];
        expect(model, `${name}: name the model that walks a machine it makes in FACTORY_MODELS`).toBeDefined();
        expect([...models, ...machineLevelModels].some((entry) => entry.name === model)).toBe(true);
      }
      const exported = named.filter(([, value]) => typeof value !== "function");
      for (const [name, machine] of exported) {
        // A vertical whose screens are not built yet is walked at machine level (machineLevelModels).
        const registered = [...models, ...machineLevelModels].some((model) => model.machine === (machine as AnyStateMachine));
        expect(registered, `${name} is not in tests/model/registry.ts`).toBe(true);
      }
    },
  );
});
