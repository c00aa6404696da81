/**
 * Regression: `qa:paths --lang es|pt` quoted the page's texts in Spanish or Portuguese but left every sentence around
 * them in English ("Press 'Pagar …' (the button shows the total)"). Every machine's printed paths are read in both
 * languages: once the page's quoted texts, what the tester types and the sandbox's codes are taken out, no English
 * word may be left.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ModelPath } from "../harness";
import { generatePaths, prepareModel } from "../harness";
import { models } from "../registry";
import { scaled } from "../../browser/slowdown";

/** Words of English sentences that neither Spanish nor Portuguese has. */
const ENGLISH = /(?<!\p{L})(the|and|press|you|your|is|are|with|page|shows|says|when|then|of|to|from|it|its|not|on|for|by)(?!\p{L})/iu;
/** What stays as it is in every language: the page's quoted texts, typed text, addresses, emails, links and codes. */
const KEPT = [/(?<=^|[\s(])'.+?'(?=$|[\s).,:;!?])/g, /"[^"]*"/g, /\S+@\S+/g, /\/[\w/?=&….-]*/g, /\b[A-Z]{2,}\b/g];

const paths = new Map<string, ModelPath[]>(models.map((model) => [model.name, generatePaths(prepareModel(model))]));

async function describedIn(language: "es" | "pt") {
  // The language is read as the labels and phrases load: a fresh copy of the QA modules per language.
  vi.resetModules();
  process.env.QA_LANG = language;
  try {
    const [{ pathToSteps }, { descriptions }] = await Promise.all([import("../../qa/describe"), import("../../qa/descriptions")]);
    return (name: string) => new Set((paths.get(name) ?? []).flatMap((path) => pathToSteps(path, descriptions[name])));
  } finally {
    delete process.env.QA_LANG;
  }
}

describe.each(["es", "pt"] as const)("plain-language QA paths in %s", (language) => {
  let linesOf: (name: string) => Set<string>;
  beforeAll(async () => {
    linesOf = await describedIn(language);
  });

  it.each(models.map((model) => model.name))(
    "%s: whole steps, no English sentence",
    (name) => {
      const lines = linesOf(name);
      expect(lines.size).toBeGreaterThan(0);
      const english = [...lines].filter((line) => ENGLISH.test(KEPT.reduce((rest, pattern) => rest.replace(pattern, " "), line)));
      expect(english.slice(0, 5)).toEqual([]);
    },
    scaled(180_000),
  );
});
