// `qa:paths --lang es` (and qa:export --lang): the page's texts a path quotes come from that language's
// catalog, by the message id the page uses, so a Spanish-speaking tester reads what the Spanish page shows.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The catalog is chosen when the labels load (tests/qa/labels.ts): before the descriptions are imported.
process.env.QA_LANG = "es";
const { pathToSteps } = await import("../qa/describe");
const { descriptions } = await import("../qa/descriptions");
const { generatePaths, prepareModel } = await import("../model/harness");
const { models } = await import("../model/registry");
// A worker runs other files after this one: they read the English catalog.
delete process.env.QA_LANG;

const spanish = readFileSync(new URL("../../locales/es/messages.po", import.meta.url), "utf8");
const msgstrs = new Set([...spanish.matchAll(/^msgstr "(.*)"$/gm)].map(([, text]) => (text ?? "").replace(/\\"/g, '"')));

describe("plain-language paths in Spanish", () => {
  it("quote the payment page's labels from the Spanish catalog", () => {
    const payment = models.find((model) => model.name === "payment");
    if (!payment) throw new Error("no payment model");
    const [first] = generatePaths(prepareModel(payment));
    if (!first) throw new Error("no payment path");
    const text = pathToSteps(first, descriptions.payment).join("\n");
    const quoted = [...text.matchAll(/(?<=^|[\s(])'(.+?)'(?=$|[\s).,:;!?])/gm)].map(([, label]) => label ?? "");
    expect(quoted.length).toBeGreaterThan(2);
    for (const label of quoted.filter((entry) => !entry.includes("…"))) expect(msgstrs, label).toContain(label);
    expect(text).not.toContain("'Card number'");
  });
});
