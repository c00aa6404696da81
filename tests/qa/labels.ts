/**
 * The page's own words for the plain-language QA paths: every button, link, field, heading and
 * message a path names is read from the English Lingui catalog the page loads
 * (locales/en/messages.po, through Lingui's own po reader), by the same message id the component
 * uses: the English source of a `<Trans>`/`t` macro (plus its context), or the explicit id of a
 * descriptor (`flightMessages.priceChangedAccept`). A label renamed in the UI leaves its old id
 * out of the catalog after `lingui extract --clean`, and `label()` then throws, naming it, so
 * `npm run qa:paths` and the paths' test fail instead of telling testers to press a button that
 * is not there.
 */
import { fileURLToPath } from "node:url";
import { getFormat } from "@lingui/cli/api";

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

const catalogPath = fileURLToPath(new URL("../../locales/en/messages.po", import.meta.url));

async function readCatalog(): Promise<Entry[]> {
  const format = await getFormat("po", {}, "en");
  const catalog = (await format.read(catalogPath, "en")) ?? {};
  return Object.entries(catalog)
    .filter(([, entry]) => !entry.obsolete)
    .map(([id, entry]) => ({ id, source: entry.message ?? id, context: entry.context ?? null, text: entry.translation || entry.message || id }));
}

const entries = await readCatalog();
const byId = new Map(entries.map((entry) => [entry.id, entry]));

/** Every English text of the catalog (msgstr), for the paths' test. */
export const catalogTexts: readonly string[] = entries.map((entry) => entry.text);

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
    return render(entry.text, { ...source.values, ...values });
  }
  const entry = entries.find((candidate) => candidate.source === source && candidate.context === context);
  if (!entry) throw new Error(`"${source}"${context ? ` (context "${context}")` : ""} is not in locales/en/messages.po: the page has no such text`);
  return render(entry.text, values);
}

/** A label quoted the way the paths quote page text: `'Reset'`. */
export const say = (source: string | Descriptor, values?: Record<string, unknown>, context?: string | null) => `'${label(source, values, context)}'`;

/** What the page shows for a message held in a machine's context: a descriptor through the catalog, or (a server's own text) generically. */
export function shown(message: unknown, fallback = "an error message"): string {
  if (message && typeof message === "object" && "id" in message && typeof message.id === "string" && byId.has(message.id)) return say(message as Descriptor);
  return fallback;
}
