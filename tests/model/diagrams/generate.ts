/**
 * `npm run qa:diagrams`: writes docs/machines/<machine>.md (Mermaid stateDiagram-v2 plus the
 * transition table) for every entry of the registry qa:coverage reads (tests/model/registry.ts), and
 * docs/machines/README.md. With `--check` it writes nothing and exits 1 naming every file that is
 * missing, stale or no longer generated; tests/unit/qa-diagrams.test.ts runs the same check in CI.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { machineSources } from "../machine-sources";
import { models } from "../registry";
import { indexDoc, machineDoc } from "./mermaid";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../../..");
export const DIAGRAMS_DIR = join(ROOT, "docs/machines");

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();

/** File name (in docs/machines) → content. */
export async function renderDiagrams(): Promise<Map<string, string>> {
  const sources = await machineSources(models);
  const entries = models.map((definition) => ({ definition, file: `${kebab(definition.name)}.md`, sourcePath: sources.get(definition.name) ?? "" }));
  const files = new Map(entries.map((entry) => [entry.file, machineDoc(entry.definition, entry.sourcePath)]));
  files.set("README.md", indexDoc(entries));
  return files;
}

/** Files that differ from what the generator writes, as paths relative to the repository. */
export async function staleDiagrams(): Promise<string[]> {
  const files = await renderDiagrams();
  const stale = [...files].filter(([file, content]) => {
    const path = join(DIAGRAMS_DIR, file);
    return !existsSync(path) || readFileSync(path, "utf8") !== content;
  });
  const extra = existsSync(DIAGRAMS_DIR) ? readdirSync(DIAGRAMS_DIR).filter((file) => file.endsWith(".md") && !files.has(file)) : [];
  return [...stale.map(([file]) => file), ...extra].map((file) => relative(ROOT, join(DIAGRAMS_DIR, file)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes("--check")) {
    const stale = await staleDiagrams();
    if (stale.length) {
      console.error(`Out of date (run \`npm run qa:diagrams\`):\n${stale.map((file) => `  ${file}`).join("\n")}`);
      process.exit(1);
    }
    console.log("docs/machines is up to date.");
  } else {
    mkdirSync(DIAGRAMS_DIR, { recursive: true });
    const files = await renderDiagrams();
    for (const file of readdirSync(DIAGRAMS_DIR)) if (file.endsWith(".md") && !files.has(file)) rmSync(join(DIAGRAMS_DIR, file));
    for (const [file, content] of files) writeFileSync(join(DIAGRAMS_DIR, file), content);
    console.log(`Wrote ${files.size} files to ${relative(ROOT, DIAGRAMS_DIR)}.`);
  }
}
