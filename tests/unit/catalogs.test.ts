import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// DEVELOPERS.md: es and pt catalogs are complete — no missing translations, nothing left in English by accident.
type Entry = { id: string; str: string };

function parsePo(path: string): Entry[] {
  const text = readFileSync(path, "utf8");
  const entries: Entry[] = [];
  let id: string | null = null;
  let str: string | null = null;
  let field: "id" | "str" | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id !== null && str !== null && id !== "") entries.push({ id, str });
    id = null;
    str = null;
    field = null;
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("msgid ")) {
      flush();
      id = unquote(line.slice(6));
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line.slice(7));
      field = "str";
    } else if (line.startsWith('"') && field) {
      if (field === "id") id = (id ?? "") + unquote(line);
      else str = (str ?? "") + unquote(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return entries;
}

const source = parsePo("locales/en/messages.po");

describe("message catalogs", () => {
  it("the English catalog is not empty", () => {
    expect(source.length).toBeGreaterThan(20);
  });

  for (const locale of ["es", "pt"]) {
    it(`${locale} translates every message of the English catalog`, () => {
      const target = new Map(parsePo(`locales/${locale}/messages.po`).map((e) => [e.id, e.str]));
      const missing = source.filter((e) => !target.get(e.id)?.trim()).map((e) => e.id);
      expect(missing).toEqual([]);
    });
  }
});
