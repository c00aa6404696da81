import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Files the server reads at run time, found the same way from source (tsx: this module is
 * src/server/paths.ts) and from the production bundle (`npm start`: dist/server/main.js). Paths are
 * relative to the folder of the running module, and the bundle's folder mirrors src/server for what
 * it reads (src/server/build.ts copies `db/migrations` beside the bundle), so one URL serves both.
 */
const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** drizzle's migrations: src/server/db/migrations, or their copy in dist/server/db/migrations. */
export const MIGRATIONS_FOLDER = here("./db/migrations");

/** The folder of package.json above this module (the project root, whichever the module's depth). */
function projectRoot(): string {
  let folder = here(".");
  while (!existsSync(join(folder, "package.json"))) {
    const parent = dirname(folder);
    if (parent === folder) return process.cwd();
    folder = parent;
  }
  return folder;
}

export const PROJECT_ROOT = projectRoot();
