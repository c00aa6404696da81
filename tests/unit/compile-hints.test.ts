// V8's compile hint on the first load's chunk (src/build/compile-hints.ts): the file's very first line, its source
// map moved down that line, every other chunk as it was.
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, compileHints } from "@/build/compile-hints";

type Handler = (options: unknown, bundle: Record<string, unknown>) => void;

describe("compileHints", () => {
  it("puts the hint first in the named chunks only and moves their source maps down one line", () => {
    const bundle: Record<string, unknown> = {
      "assets/app-1.js": { type: "chunk", name: "app", fileName: "assets/app-1.js", code: "const __vite__mapDeps=0;\nexport{};" },
      "assets/app-1.js.map": { type: "asset", fileName: "assets/app-1.js.map", source: JSON.stringify({ version: 3, mappings: "AAAA;AACA" }) },
      "assets/route-2.js": { type: "chunk", name: "route", fileName: "assets/route-2.js", code: "export{};" },
      "assets/route-2.js.map": { type: "asset", fileName: "assets/route-2.js.map", source: JSON.stringify({ version: 3, mappings: "AAAA" }) },
    };
    const hook = compileHints(new Set(["app"])).generateBundle as { order: string; handler: Handler };
    expect(hook.order).toBe("post");
    hook.handler({}, bundle);
    const chunk = (name: string) => bundle[name] as { code: string };
    const map = (name: string) => JSON.parse((bundle[name] as { source: string }).source) as { version: number; mappings: string };
    expect(chunk("assets/app-1.js").code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=0;\nexport{};`);
    expect(map("assets/app-1.js.map")).toEqual({ version: 3, mappings: ";AAAA;AACA" });
    expect(chunk("assets/route-2.js").code).toBe("export{};");
    expect(map("assets/route-2.js.map").mappings).toBe("AAAA");
  });
});
