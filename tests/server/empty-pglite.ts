// A new in-memory PGlite with no migration run, for the tests that start from one (each migration's test, the
// driver's parsers, a connection that drops). Its own file, light to import: no app, no schema.
import { PGlite } from "@electric-sql/pglite";
import { tarballBlob } from "@/server/db/pglite-template";

/** The data folder PGlite's initdb made, kept by this worker the first time one is asked for. */
let initialized: Promise<Uint8Array> | undefined;

/**
 * What `new PGlite()` gives, ready: the first in a worker runs initdb (2.5–3 s of CPU in WebAssembly), the others
 * open a copy of the folder it made (docs/qa/ci-time.md "An in-memory database's start").
 */
export async function emptyPglite(): Promise<PGlite> {
  initialized ??= (async () => {
    const first = new PGlite();
    await first.waitReady;
    const dump = await first.dumpDataDir("none");
    await first.close();
    return new Uint8Array(await dump.arrayBuffer());
  })();
  const pglite = new PGlite({ loadDataDir: tarballBlob(await initialized) });
  await pglite.waitReady;
  return pglite;
}
