/**
 * The paths `npm run qa:export` writes and the exported files run: a machine's cover set (the browser
 * walk's own, tests/qa/cover-paths.ts) or every shortest path (`--all`, the numbers `qa:paths` prints).
 * An exported path is named by its machine, its set and its number, plus a fingerprint of the path
 * itself (its input and events), so a file exported before the machine changed fails saying so instead
 * of walking another path.
 */
import { createHash } from "node:crypto";
import type { ModelDefinition, ModelPath } from "../../model/harness";
import { prepareModel } from "../../model/harness";
import { models } from "../../model/registry";
import { coverPaths } from "../cover-paths";
import { pathsFor } from "../model-paths";

export type ExportSet = "cover" | "all";

export interface ExportedPath {
  number: number;
  path: ModelPath;
  fingerprint: string;
}

export const fingerprintOf = (path: ModelPath) => createHash("sha256").update(path.description).digest("hex").slice(0, 12);

export function modelNamed(name: string): ModelDefinition {
  const model = models.find((entry) => entry.name === name);
  if (!model) throw new Error(`No machine "${name}" in tests/model/registry.ts. Known: ${models.map((entry) => entry.name).join(", ")}`);
  return model;
}

const sets = new Map<string, Promise<ExportedPath[]>>();

/** The set's paths in order, numbered as `qa:paths` numbers them (kept per process: a booking machine's set takes seconds). */
export function exportSet(name: string, set: ExportSet): Promise<ExportedPath[]> {
  const key = `${name}\u0000${set}`;
  let pending = sets.get(key);
  if (!pending) {
    const model = modelNamed(name);
    pending = (set === "cover" ? coverPaths(model) : pathsFor(prepareModel(model), "shortest")).then(({ paths, numbers }) =>
      paths.map((path, index) => ({ number: numbers[index] ?? index + 1, path, fingerprint: fingerprintOf(path) })),
    );
    sets.set(key, pending);
  }
  return pending;
}

export const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
