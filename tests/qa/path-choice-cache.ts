/**
 * The browser walk's chosen paths, kept on disk for the Playwright processes of one run. Choosing them
 * generates every shortest path of the model (flightBooking: 24k paths, ~20 s on the 2-core CI machine),
 * and Playwright loads a spec file twice (to list its tests, then in the worker that runs them), so each
 * big model paid that twice per run. The second load reads what the first one chose.
 *
 * Kept only for the same sources: the key hashes every file the choice can depend on (the machines and
 * the shared rules they read, the model registries and harness, the drivers) and the path set. A path
 * keeps its input by index (an input may hold functions); `undefined` slots of a context are written as a
 * marker (JSON would drop them, and the walk compares contexts strictly), a Set as its members, and a function, which can
 * only have come from the input (flightBooking keeps the input's `newIdempotencyKey`) and is taken from it
 * again by its slot's name; a choice that does not come
 * back from disk unchanged is not kept, and is made again each time, as before.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import type { ModelPath, PreparedModel } from "../model/harness";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const DIR = join(ROOT, ".tmp/qa/path-choices");
const SOURCES = ["machines", "src/shared", "tests/model", "tests/qa"];

export interface PathChoice {
  paths: ModelPath[];
  /** Each path's number in the model's shortest set. */
  numbers: number[];
  /** Reason → transition keys only unsupported paths would walk. */
  lost: Array<[string, string[]]>;
}

interface Kept {
  key: string;
  paths: Array<Omit<ModelPath, "input"> & { input: number }>;
  numbers: number[];
  lost: Array<[string, string[]]>;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : /\.tsx?$/.test(name) ? [file] : [];
    });
}

const UNDEFINED = "$undefined$";
const FUNCTION = /^\$function:(.+)\$$/;
/** A Set (an activity's tags in its context) is written as its members under this key; JSON would write `{}`. */
const SET = "$set$";
const write = (value: unknown) =>
  JSON.stringify(value, (key, slot: unknown) => (slot === undefined ? UNDEFINED : typeof slot === "function" ? `$function:${key}$` : slot instanceof Set ? { [SET]: [...slot] } : slot));
function read(value: unknown, input: unknown): unknown {
  if (value === UNDEFINED) return undefined;
  if (value && typeof value === "object" && SET in value) return new Set(read((value as Record<string, unknown>)[SET], input) as unknown[]);
  const named = typeof value === "string" ? FUNCTION.exec(value)?.[1] : undefined;
  if (named !== undefined) return (input as Record<string, unknown> | undefined)?.[named];
  if (Array.isArray(value)) return value.map((item) => read(item, input));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, slot]) => [key, read(slot, input)]));
  return value;
}
const readPaths = (kept: Kept, inputs: readonly unknown[]): ModelPath[] =>
  kept.paths.map((path) => {
    const input = inputs[path.input];
    return { ...(read(path, input) as Omit<ModelPath, "input">), input };
  });

let sourcesHash: string | undefined;
function hashOfSources(): string {
  if (sourcesHash) return sourcesHash;
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) hash.update(file).update(readFileSync(file));
  return (sourcesHash = hash.digest("hex"));
}

export async function cachedPathChoice(prepared: PreparedModel, pathSet: string, choose: () => Promise<PathChoice>): Promise<PathChoice> {
  const { definition } = prepared;
  const file = join(DIR, `${definition.name}.${pathSet}.json`);
  const key = createHash("sha256").update(hashOfSources()).update(pathSet).digest("hex");
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, "utf8")) as Kept;
      if (kept.key === key) return { paths: readPaths(kept, definition.inputs), numbers: kept.numbers, lost: kept.lost };
    } catch {
      // Unreadable (a concurrent writer is ruled out by the rename below): choose again.
    }
  }
  const choice = await choose();
  const inputs = choice.paths.map((path) => definition.inputs.indexOf(path.input as never));
  const paths = choice.paths.map(({ input: _input, ...path }, index) => ({ ...path, input: inputs[index] ?? -1 }));
  const text = write({ key, paths, numbers: choice.numbers, lost: choice.lost } satisfies Kept);
  const lossless = inputs.every((index) => index >= 0) && isDeepStrictEqual(readPaths(JSON.parse(text) as Kept, definition.inputs), choice.paths);
  if (lossless) {
    mkdirSync(DIR, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  }
  return choice;
}
