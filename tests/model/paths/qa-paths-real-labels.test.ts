/**
 * Regression: the plain-language QA paths (`npm run qa:paths`) told testers to press buttons the
 * page does not have ("Press 'Reset filters'" where the button reads 'Reset') and to look for
 * values the sandbox never shows ("4 flights", offer "OF1", "USD 500.00", reference "WP-1", the
 * date 2030-05-02). Every machine's printed paths are checked: each quoted page text must be a text
 * of the English catalog the page loads, and no value that only exists in the model's fixtures
 * may appear.
 */
import { describe, expect, it } from "vitest";
import { pathToSteps } from "../../qa/describe";
import { descriptions } from "../../qa/descriptions";
import { catalogTexts } from "../../qa/labels";
import { generatePaths, prepareModel } from "../harness";
import { models } from "../registry";
import { scaled } from "../../browser/slowdown";

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** A catalog text as a pattern: ICU placeholders (`{0}`, `{count, plural, …}`) match any value. */
function pattern(text: string): RegExp | null {
  let out = "";
  let depth = 0;
  for (const char of text) {
    if (char === "{") {
      if (depth === 0) out += "(.+)";
      depth += 1;
    } else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += escape(char);
  }
  // A text that is only placeholders ("{0} {1}") would match anything: it needs words of its own.
  return /[A-Za-z]{3}/.test(out.replace(/\(\.\+\)/g, "")) ? new RegExp(`^${out}$`, "s") : null;
}

const catalog = new Set(catalogTexts);
const patterns = catalogTexts.filter((text) => text.includes("{")).flatMap((text) => pattern(text) ?? []);
const inCatalog = (text: string) => catalog.has(text) || patterns.some((re) => re.test(text));

/** Page text is quoted with single quotes ('Reset'); an apostrophe inside a word (doesn't) is not a quote. */
const QUOTED = /(?<=^|[\s(])'(.+?)'(?=$|[\s).,:;!?])/g;

/** Values the model's fixtures hold and the sandbox never shows; a path may only describe them. */
const FIXTURE_ONLY: ReadonlyArray<[string, RegExp]> = [
  ["a fixture offer id", /\bOF\d+\b/],
  ["a fixture booking reference", /\bWP-\d+\b/],
  ["a fixed calendar date (the sandbox's dates follow today)", /\b\d{4}-\d{2}-\d{2}\b/],
  ["a fixture price", /\b[A-Z]{3} \d[\d,]*\.\d{2}\b/],
  ["a fixture count of flights", /\b\d+ (of \d+ )?flights\b/],
  ["an add-on's internal name", /\brefundProtection\b/],
];

/** Each distinct line of a machine's printed paths (the default `qa:paths` set). */
function printedLines(name: string): string[] {
  const model = models.find((entry) => entry.name === name);
  if (!model) throw new Error(`no model ${name}`);
  const lines = new Set<string>();
  for (const path of generatePaths(prepareModel(model))) for (const line of pathToSteps(path, descriptions[name])) lines.add(line);
  return [...lines];
}

describe("plain-language QA paths use the page's real labels and values a tester sees", () => {
  it.each(models.map((model) => model.name))(
    "%s",
    (name) => {
      const lines = printedLines(name);
      expect(lines.length).toBeGreaterThan(0);
      // One example line per offending text, so a report names each wrong label once.
      const unknownLabels = new Map<string, string>();
      const fixtureValues = new Map<string, string>();
      for (const line of lines) {
        for (const [, quoted = ""] of line.matchAll(QUOTED)) if (!inCatalog(quoted) && !unknownLabels.has(quoted)) unknownLabels.set(quoted, `'${quoted}' in: ${line}`);
        for (const [what, re] of FIXTURE_ONLY) {
          const found = re.exec(line)?.[0];
          if (found && !fixtureValues.has(found)) fixtureValues.set(found, `${what} (${found}) in: ${line}`);
        }
      }
      expect([...unknownLabels.values()]).toEqual([]);
      expect([...fixtureValues.values()]).toEqual([]);
      // flightBooking prints thousands of paths: generating them takes tens of seconds on a busy machine.
    },
    scaled(180_000),
  );
});
