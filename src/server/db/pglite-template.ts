import { createHash, type Hash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { MIGRATIONS_FOLDER, PROJECT_ROOT } from "../paths";

/**
 * A freshly migrated PGlite cluster, kept so that a start on an empty data folder (and every test's
 * in-memory database) copies it instead of running initdb and every migration again: initdb alone
 * takes 2.5–3 s of CPU in WebAssembly, a copy of the migrated cluster about 0.15 s (docs/performance.md
 * "Server start"). Only the schema is in it, never demo data: seeding still runs on every start.
 *
 * The key covers the PGlite version and every migration file, so a new migration or a PGlite
 * upgrade makes a new template and the old one is never used. Two forms are kept: a tarball (what
 * PGlite's `loadDataDir` reads, for in-memory databases) and a cleanly closed data folder (copied
 * file by file for a database on disk, which then opens like an existing one).
 */

/** Bumped when what the template holds changes in a way the key cannot see. */
const FORMAT = "1";

/** PGLITE_TEMPLATE_DIR, else `.cache/pglite` at the project root (ignored by git); "off" disables templates. */
function cacheFolder(): string | null {
  const setting = process.env.PGLITE_TEMPLATE_DIR?.trim();
  if (setting === "off") return null;
  return setting || join(PROJECT_ROOT, ".cache", "pglite");
}

let memoKey: string | undefined;

function templateKey(): string {
  if (memoKey) return memoKey;
  const hash = createHash("sha256").update(`format ${FORMAT}\n`);
  // The package exports no package.json; its entry is dist/index.*, beside which the manifest sits one level up.
  const manifest = join(dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite")), "..", "package.json");
  const pgliteVersion = (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  memoKey = hashMigrations(hash).digest("hex").slice(0, 16);
  return memoKey;
}

/** The migrations as they are (every SQL file and the journal, in a fixed order) fed to `hash`. */
export function hashMigrations(hash: Hash): Hash {
  const files = [...readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")), join("meta", "_journal.json")].sort();
  for (const name of files) hash.update(`${name}\n`).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  return hash;
}

interface TemplatePaths {
  folder: string;
  tarball: string;
  dataDir: string;
}

function templatePaths(): TemplatePaths | null {
  const folder = cacheFolder();
  if (!folder) return null;
  const key = templateKey();
  return { folder, tarball: join(folder, `migrated-${key}.tar`), dataDir: join(folder, `migrated-${key}`) };
}

/** True when `dataDir` holds no cluster yet (missing or empty folder). */
export function isEmptyDataDir(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Fills an empty `dataDir` from the template when there is one; false when there is none (the caller
 * then lets PGlite run initdb, and saves a template after migrating).
 */
export function copyTemplateInto(dataDir: string): boolean {
  const paths = templatePaths();
  if (!paths || !existsSync(join(paths.dataDir, "PG_VERSION"))) return false;
  try {
    cpSync(paths.dataDir, dataDir, { recursive: true });
    return true;
  } catch {
    // A template being replaced or a full disk: start the slow way on a clean folder.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return false;
  }
}

class TarballBytes extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([]);
    this.#bytes = bytes;
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    // The bytes themselves, not a copy, when they are a whole buffer (a file read whole is): PGlite only reads the
    // tarball, copying each file's contents into its in-memory file system, so one read serves every start.
    if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return Promise.resolve(bytes.buffer as ArrayBuffer);
    return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  }
}

/**
 * A data folder's tarball already read, as the Blob PGlite's `loadDataDir` takes. PGlite asks the Blob for its
 * `arrayBuffer()`, which node 20 makes by reading the Blob back through a stream and joining the chunks: 0.5 s of
 * the 1.1 s an in-memory database took to start from the 42 MB template (every server test file starts one).
 */
export function tarballBlob(bytes: Uint8Array): Blob {
  return new TarballBytes(bytes);
}

/** The tarball last read, kept while its file is the same (a new template is a new path, or a new size and time). */
let read: { path: string; size: number; mtimeMs: number; bytes: Uint8Array } | undefined;

/**
 * The template's tarball for an in-memory database, or undefined when there is none yet. A process that starts many
 * (a server test worker: each test file's database) reads the 42 MB once, not once a start: reading it and copying it
 * for PGlite were 0.4 s of a start's 0.7 s (docs/qa/ci-time.md "An in-memory database's start").
 */
export function templateTarball(): Blob | undefined {
  const paths = templatePaths();
  if (!paths || !existsSync(paths.tarball)) return undefined;
  try {
    const { size, mtimeMs } = statSync(paths.tarball);
    if (read?.path !== paths.tarball || read.size !== size || read.mtimeMs !== mtimeMs) read = { path: paths.tarball, size, mtimeMs, bytes: readFileSync(paths.tarball) };
    return tarballBlob(read.bytes);
  } catch {
    return undefined;
  }
}

/**
 * Saves `migrated` (a cluster that has just run every migration and nothing else) as the template.
 * Best effort: a read-only install or a race with another process starting at the same moment leaves
 * the start as it was. Each form is written under a temporary name and renamed into place, so a
 * reader sees a whole template or none.
 */
export async function saveTemplate(migrated: PGlite): Promise<void> {
  const paths = templatePaths();
  if (!paths) return;
  const temporary = `${paths.dataDir}.${process.pid}.${Date.now()}`;
  try {
    mkdirSync(paths.folder, { recursive: true });
    const dump = await migrated.dumpDataDir("none");
    const bytes = new Uint8Array(await dump.arrayBuffer());
    if (!existsSync(paths.tarball)) {
      writeFileSync(`${temporary}.tar`, bytes);
      renameSync(`${temporary}.tar`, paths.tarball);
    }
    if (!existsSync(join(paths.dataDir, "PG_VERSION"))) {
      // A cleanly shut down copy, so the folder opens without recovery.
      const copy = new PGlite(temporary, { loadDataDir: new Blob([bytes]) });
      await copy.waitReady;
      await copy.close();
      renameSync(temporary, paths.dataDir);
    }
    pruneOtherTemplates(paths);
  } catch {
    // Another process won the rename, or the folder cannot be written: the next start tries again.
  } finally {
    rmSync(temporary, { recursive: true, force: true });
    rmSync(`${temporary}.tar`, { force: true });
  }
}

/**
 * Templates of earlier migrations or PGlite versions are never read again; a temporary copy is another
 * process's work in progress unless it is older than any save takes (its process was killed).
 */
function pruneOtherTemplates(paths: TemplatePaths): void {
  const keep = new Set([paths.tarball, paths.dataDir]);
  const abandoned = Date.now() - 10 * 60_000;
  for (const name of readdirSync(paths.folder)) {
    const path = join(paths.folder, name);
    if (!name.startsWith("migrated-") || keep.has(path)) continue;
    const temporary = /\.\d+\.\d+(\.tar)?$/.test(name);
    if (!temporary || statSync(path).mtimeMs < abandoned) rmSync(path, { recursive: true, force: true });
  }
}
