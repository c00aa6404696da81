/**
 * Where each machine of the registry is written: `machines/<flow>/<flow>.machine.ts`, found by the
 * machine object itself (or, for a machine a factory makes, by the factory: the booking core's
 * `createBookingMachine`, the payment's `createPaymentMachine`). The diagrams name it as their
 * source, and tests/model/registry.test.ts uses the same scan to fail when a machine of machines/ is
 * missing from the registry.
 */
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyStateMachine } from "xstate";
import type { ModelDefinition } from "./harness";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const MACHINES_DIR = join(ROOT, "machines");

/** Machine factories → the registered model that walks a machine each makes. */
export const FACTORY_MODELS: Readonly<Record<string, string>> = { createBookingMachine: "bookingCore", createPaymentMachine: "payment" };

/** Every `*.machine.ts` under machines/, relative to the repository (`machines/login/login.machine.ts`). */
export function machineFiles(dir = MACHINES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return machineFiles(path);
      return entry.name.endsWith(".machine.ts") ? [relative(ROOT, path)] : [];
    })
    .sort();
}

export interface MachineExports {
  file: string;
  /** `<flow>Machine` exports that are machines. */
  machines: Array<[string, AnyStateMachine]>;
  /** `create<Flow>Machine` factories. */
  factories: string[];
}

export async function machineExports(): Promise<MachineExports[]> {
  return Promise.all(
    machineFiles().map(async (file) => {
      const module = (await import(join(ROOT, file))) as Record<string, unknown>;
      const named = Object.entries(module).filter(([name]) => name.endsWith("Machine"));
      return {
        file,
        machines: named.filter(([, value]) => typeof value !== "function") as Array<[string, AnyStateMachine]>,
        factories: named.filter(([, value]) => typeof value === "function").map(([name]) => name),
      };
    }),
  );
}

/** Model name → its machine's source file. Throws naming a model whose machine is in no file of machines/. */
export async function machineSources(models: readonly ModelDefinition[]): Promise<Map<string, string>> {
  const files = await machineExports();
  const sources = new Map<string, string>();
  for (const model of models) {
    const own = files.find((entry) => entry.machines.some(([, machine]) => machine === model.machine));
    const made = files.find((entry) => entry.factories.some((factory) => FACTORY_MODELS[factory] === model.name));
    const file = own?.file ?? made?.file;
    if (!file) throw new Error(`${model.name}: its machine is exported from no machines/**/*.machine.ts`);
    sources.set(model.name, file);
  }
  return sources;
}
