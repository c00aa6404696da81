// What asking for one more script costs a page's main thread ("Every page fast on a phone"): a page lists 60-odd
// script files (the entry's and its route's, public/start.js preloads them in batches), and each request is main-thread
// work before a byte arrives. On a blank page of the app's origin (its robots.txt), the route's files of the build's
// preloads.json are asked for in batches, each batch one task, and the time the asking itself took is printed: as
// `<link rel="modulepreload">` in batches of four (what start.js does) and of one, and as `import()` in batches of
// four; each way twice, in turn, in a fresh context (nothing cached). Unthrottled, as Lighthouse records the trace it
// simulates a phone from (about four times these). Figures only; needs a running server.
// Usage: CHROME_PATH=/usr/bin/chromium node --import tsx bench/request-cost.ts <origin> [route] [dist/web]
// e.g. http://acme.localhost:3000 /booknow/hotels/search
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { chromiumExecutable } from "../tests/browser/fixtures/chromium";

const origin = process.argv[2];
const route = process.argv[3] ?? "/booknow/hotels/search";
const dist = process.argv[4] ?? "dist/web";
if (!origin) {
  console.log("usage: node --import tsx bench/request-cost.ts <origin> [route] [dist/web]");
  process.exit(2);
}
const files = (JSON.parse(readFileSync(`${dist}/preloads.json`, "utf8")) as { pages: Record<string, string[]> }).pages[route];
if (!files?.length) throw new Error(`${dist}/preloads.json lists no files for ${route}`);

type Way = "modulepreload ×4" | "modulepreload ×1" | "import() ×4";
const ways: Way[] = ["modulepreload ×4", "modulepreload ×1", "import() ×4"];
console.log(`${route}: ${files.length} files; load average before ${loadavg()[0]?.toFixed(1)}`);
const browser = await chromium.launch({ executablePath: chromiumExecutable(process.env.CHROME_PATH) });
const version = browser.version();
try {
  for (const round of [1, 2]) {
    for (const way of ways) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/robots.txt`);
      const batches = await page.evaluate(
        async ({ files, way }) => {
          const size = way === "modulepreload ×1" ? 1 : 4;
          const took: number[] = [];
          for (let i = 0; i < files.length; i += size) {
            const batch = files.slice(i, i + size);
            const start = performance.now();
            if (way === "import() ×4") for (const file of batch) import(/* @vite-ignore */ file).catch(() => {});
            else document.head.append(...batch.map((href) => Object.assign(document.createElement("link"), { rel: "modulepreload", crossOrigin: "anonymous", href })));
            took.push(performance.now() - start);
            await new Promise((resolve) => setTimeout(resolve, 0));
          }
          return took;
        },
        { files, way },
      );
      const total = batches.reduce((sum, ms) => sum + ms, 0);
      console.log(`round ${round}  ${way.padEnd(17)} ${total.toFixed(1).padStart(6)} ms in all, ${(total / files.length).toFixed(2)} ms a file, longest batch ${Math.max(...batches).toFixed(1)} ms`);
      // The answers arrive and are compiled before the next way starts on a fresh context.
      await page.waitForTimeout(2000);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`load average after ${loadavg()[0]?.toFixed(1)}; Chromium ${version}`);
