/**
 * `qa:paths --lang es|pt` once translated only the quoted page texts: the sentences around them stayed English. Every
 * sentence the QA descriptions write is a `tr` template (tests/qa/phrases.ts) with a Spanish and a Portuguese entry;
 * this fails when a sentence of those files is left untagged, has no es or pt entry, or loses a `{n}` in one, and
 * when an entry is no longer used. tests/model/paths/qa-paths-translated.test.ts reads every printed path in both.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { getFormat } from "@lingui/cli/api";
import { describe, expect, it } from "vitest";
import { scanPhrases } from "../qa/phrase-scan";
import { PHRASE_TABLES } from "../qa/phrases";

const QA = new URL("../qa/", import.meta.url);
/** The files that phrase the paths: the descriptions and the helpers whose words they put in. */
const FILES = [...readdirSync(new URL("descriptions/", QA)).map((name) => `descriptions/${name}`), "describe.ts", "labels.ts", "sandbox.ts", "relative-days.ts"];

const format = await getFormat("po", {}, "en");
const catalog = (await format.read(fileURLToPath(new URL("../../locales/en/messages.po", import.meta.url)), "en")) ?? {};
const catalogSources = new Set(Object.entries(catalog).map(([id, entry]) => entry.message ?? id));
const scans = FILES.map((file) => ({ file, ...scanPhrases(file, readFileSync(new URL(file, QA), "utf8"), catalogSources) }));
const keys = new Set(scans.flatMap((scan) => scan.tagged));
const placeholders = (text: string) => [...text.matchAll(/\{\d+\}/g)].map(([found]) => found).sort();

describe("the QA paths' sentences in Spanish and Portuguese", () => {
  it("every English sentence of the descriptions is a tr template", () => {
    expect(scans.flatMap(({ file, untagged }) => untagged.map(({ text, line }) => `tests/qa/${file}:${line}: ${text}`))).toEqual([]);
    expect(keys.size).toBeGreaterThan(400);
  });

  it.each(Object.keys(PHRASE_TABLES) as Array<keyof typeof PHRASE_TABLES>)("%s: every sentence has an entry with the same {n}, and every entry is used", (language) => {
    const table = PHRASE_TABLES[language];
    expect([...keys].filter((key) => !table[key]?.trim())).toEqual([]);
    expect(Object.keys(table).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.entries(table).filter(([key, text]) => placeholders(key).join() !== placeholders(text).join())).toEqual([]);
  });

  it("finds an untagged sentence and a tagged one", () => {
    const scan = scanPhrases("example.ts", 'const a = "Press the button now"; const b = tr`Press ${x} now`; say("Continue to checkout");', new Set(["Continue to checkout"]));
    expect(scan).toEqual({ tagged: ["Press {0} now"], untagged: [{ text: "Press the button now", line: 1 }] });
  });
});
