// The browser's Intl services, each made once in a task of its own while the app's start waits for the network
// ("Every page fast on a phone", docs/performance.md part 17). A page's first use of Intl loads ICU's data (in
// Chromium unthrottled 12–52 ms on the shared test machine, whichever service comes first; each further service a few
// ms more), and the page paid it inside whatever task used Intl first: a render (the travellers' "# adults" formats
// its number), or a library's evaluation (react-aria checks its locale and its text direction as its module
// is evaluated). ICU keeps its data once loaded, so the later uses are a fraction of a millisecond wherever they run.
import { nextTask } from "./next-task";

/**
 * The services the pages use first, all for the site's language: Lingui's plurals and numbers, and react-aria's (which
 * follows the site's language, lib/aria-locale.ts: the locale check its modules make as they are evaluated, its text
 * direction, its combo boxes' filter collator). Each in a task of its own; a service the browser lacks is skipped.
 */
export async function warmIntl(language: string): Promise<void> {
  const steps = [
    () => Intl.DateTimeFormat.supportedLocalesOf([language]),
    () => new Intl.Locale(language).maximize(),
    () => new Intl.NumberFormat(language).format(1),
    () => new Intl.PluralRules(language).select(1),
    () => new Intl.Collator(language, { sensitivity: "base" }).compare("a", "b"),
  ];
  for (const step of steps) {
    // Each in a task of its own, the first too: not in the task that started the app.
    await nextTask();
    try {
      step();
    } catch {
      // An engine without the service (or the locale): whatever uses it first pays, as before.
    }
  }
}
