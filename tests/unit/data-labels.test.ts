// Labels the product makes from data (issue "The last spec rows and what users hit": "Economy · Basic" and room
// names stayed English in es/pt): every data code the product knows has a catalog message
// (src/shared/data-labels.ts), and es and pt translate each one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FARE_FAMILY_NAMES } from "@/shared/api/flight-offers";
import { BOARDS } from "@/shared/api/hotels";
import { vehicleSizes } from "@/shared/cars/acriss";
import { CABINS } from "@/shared/constants";
import { BED_LABELS, BOARD_LABELS, CABIN_LABELS, dataLabel, FARE_FAMILY_LABELS, ROOM_TYPE_LABELS, VEHICLE_SIZE_LABELS } from "@/shared/data-labels";
import { ROOM_TYPES } from "@/server/suppliers/hotels/sandbox-rates";

/** msgid → msgstr of a .po file (continuation lines joined). */
function catalog(locale: "en" | "es" | "pt"): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), "utf8");
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1];
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (quoted: string) =>
      quoted
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as string)
        .join("");
    entries.set(join(id), join(str));
  }
  return entries;
}

// Every code the product knows, with the map that names it.
const KNOWN: [string, Readonly<Record<string, { id: string; message: string }>>, readonly string[]][] = [
  ["cabin", CABIN_LABELS, CABINS],
  ["fare family", FARE_FAMILY_LABELS, FARE_FAMILY_NAMES],
  ["room type (sandbox)", ROOM_TYPE_LABELS, ROOM_TYPES.map((room) => room.name)],
  ["beds (sandbox)", BED_LABELS, ROOM_TYPES.map((room) => room.beds)],
  ["car size (ACRISS)", VEHICLE_SIZE_LABELS, vehicleSizes.map((size) => size.id)],
  ["hotel board", BOARD_LABELS, BOARDS],
];

describe("data labels", () => {
  const en = catalog("en");
  const translations = { es: catalog("es"), pt: catalog("pt") };

  it.each(KNOWN)("every %s has a catalog message, translated in es and pt", (_, labels, codes) => {
    const missing: string[] = [];
    for (const code of codes) {
      const descriptor = dataLabel(labels, code);
      if (!descriptor) {
        missing.push(`${code}: no message`);
        continue;
      }
      if (en.get(descriptor.id) !== descriptor.message) missing.push(`${code}: ${descriptor.id} not extracted to the en catalog`);
      for (const [locale, entries] of Object.entries(translations)) {
        if (!entries.get(descriptor.id)) missing.push(`${code}: ${descriptor.id} untranslated in ${locale}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("keeps the ACRISS size names and the map in step, and leaves a supplier's own words as sent", () => {
    for (const size of vehicleSizes) expect(VEHICLE_SIZE_LABELS[size.id].message).toBe(size.name);
    expect(dataLabel(ROOM_TYPE_LABELS, "Ocean View Villa")).toBeNull();
    expect(dataLabel(ROOM_TYPE_LABELS, "toString")).toBeNull();
    expect(translations.es.get(CABIN_LABELS.Economy.id)).toBe("Económica");
    expect(translations.pt.get(ROOM_TYPE_LABELS["Standard Double"]!.id)).toBe("Duplo standard");
  });
});
