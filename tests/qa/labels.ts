/**
 * The page's own words for the plain-language QA paths: every button, link, field, heading and
 * message a path names is read from the English Lingui catalog the page loads
 * (locales/en/messages.po, through Lingui's own po reader), by the same message id the component
 * uses: the English source of a `<Trans>`/`t` macro (plus its context), or the explicit id of a
 * descriptor (`flightMessages.priceChangedAccept`). A label renamed in the UI leaves its old id
 * out of the catalog after `lingui extract --clean`, and `label()` then throws, naming it, so
 * `npm run qa:paths` and the paths' test fail instead of telling testers to press a button that
 * is not there.
 *
 * `QA_LANG=es|pt` (`npm run qa:paths -- <machine> --lang es`, `qa:export --lang`) quotes the same
 * messages from that language's catalog, by the same id: the words the page shows in that language.
 * The language is read once, when this module loads (the descriptions quote their texts as they load); the
 * sentences around the quoted texts are phrased in that language by phrases.ts.
 */
import { fileURLToPath } from "node:url";
import { getFormat } from "@lingui/cli/api";
import { qaLanguage, type QaLanguage } from "./language";
import { tr } from "./phrases";

interface Descriptor {
  id: string;
  message?: string;
  values?: Record<string, unknown>;
}

interface Entry {
  id: string;
  source: string;
  context: string | null;
  text: string;
}

const catalogPath = (language: QaLanguage) => fileURLToPath(new URL(`../../locales/${language}/messages.po`, import.meta.url));

async function readCatalog(language: QaLanguage): Promise<Entry[]> {
  const format = await getFormat("po", {}, "en");
  const catalog = (await format.read(catalogPath(language), language)) ?? {};
  return Object.entries(catalog)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({ id, source: entry.message ?? id, context: entry.context ?? null, text: entry.translation || entry.message || id }));
}

/** The English catalog finds a message by its source; the language's own catalog gives its words, by id. */
const entries = await readCatalog("en");
const language = qaLanguage();
const translated = language === "en" ? entries : await readCatalog(language);
const textById = new Map(translated.map((entry) => [entry.id, entry.text]));
const byId = new Map(entries.map((entry) => [entry.id, entry]));
const textOf = (entry: Entry) => textById.get(entry.id) || entry.text;

/** Every text of the catalog the paths quote from (msgstr; English unless QA_LANG), for the paths' tests. */
export const catalogTexts: readonly string[] = entries.map(textOf);

/** `{name}` placeholders get the value given, or "…" (a value that depends on what the tester picked). */
function render(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in values ? String(values[name]) : "…"));
}

/**
 * The English text of a message: a macro's English source (`label("Reset")`, with `context` when the
 * component gives one) or a descriptor with an explicit id. Throws when the catalog has no such message.
 */
export function label(source: string | Descriptor, values?: Record<string, unknown>, context: string | null = null): string {
  if (typeof source !== "string") {
    const entry = byId.get(source.id);
    if (!entry) throw new Error(`The message id "${source.id}" is not in locales/en/messages.po (run npx lingui extract --clean)`);
    return render(textOf(entry), { ...source.values, ...values });
  }
  const entry = entries.find((candidate) => candidate.source === source && candidate.context === context);
  if (!entry) throw new Error(`"${source}"${context ? ` (context "${context}")` : ""} is not in locales/en/messages.po: the page has no such text`);
  return render(textOf(entry), values);
}

/** A label quoted the way the paths quote page text: `'Reset'`. */
export const say = (source: string | Descriptor, values?: Record<string, unknown>, context?: string | null) => `'${label(source, values, context)}'`;

/** What the page shows for a message held in a machine's context: a descriptor through the catalog, or (a server's own text) generically. */
export function shown(message: unknown, fallback = tr`an error message`): string {
  if (message && typeof message === "object" && "id" in message && typeof message.id === "string" && byId.has(message.id)) return say(message as Descriptor);
  return fallback;
}
