import { describe, expect, it } from "vitest";
import { createMachine } from "xstate";
import { toMermaid } from "../model/diagrams/mermaid";
import { staleDiagrams } from "../model/diagrams/generate";

describe("docs/machines diagrams", () => {
  it("are up to date with the machines (run `npm run qa:diagrams` when this fails)", async () => {
    // Regenerated in memory from every machine of the registry and compared with the committed files.
    expect(await staleDiagrams()).toEqual([]);
  });

  it("draws nested, initial and final states, guards, delays and invoke outcomes", () => {
    const machine = createMachine({
      id: "demo",
      initial: "idle",
      states: {
        idle: { on: { go: { guard: "ready", target: "busy" } }, after: { 1500: "busy" } },
        busy: {
          initial: "loading",
          states: {
            loading: { invoke: { id: "load", src: "load", onDone: "#demo.done", onError: "failed" } },
            failed: {},
          },
        },
        done: { type: "final" },
      },
    });
    const diagram = toMermaid(machine);
    expect(diagram).toContain("[*] --> idle");
    expect(diagram).toContain("idle --> busy : go [ready]");
    expect(diagram).toContain("idle --> busy : after 1500ms");
    expect(diagram).toContain('state "loading" as busy_loading');
    expect(diagram).toContain("[*] --> busy_loading");
    expect(diagram).toContain("busy_loading --> done : onDone load");
    expect(diagram).toContain("busy_loading --> busy_failed : onError load");
    expect(diagram).toContain("done --> [*]");
  });
});
