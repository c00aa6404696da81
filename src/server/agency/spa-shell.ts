// The web build's shell (index.html, its lists, the first screen's module), read once per build: what every page's
// first HTML is made from (./first-html.ts).
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AgencyData } from "@/shared/api/agency";
import type { ExchangeRates } from "@/shared/api/reference";
import type { Language } from "@/shared/constants";
import { FIRST_SCREEN_MODULE, type FirstScreenPath } from "@/shared/first-answers";
import type { FirstSearch } from "@/shared/first-search";
import { MEDIA_VARIANTS_FILE, type MediaVariants } from "@/shared/media/responsive";
import { PAGE_PRELOADS_FILE, type PagePreloads } from "@/shared/page-preloads";

/** A page's first screen as the app draws it (src/web/first-screen.tsx, built into `<dist>/server`). */
export type RenderFirstScreen = (input: {
  /** The page (FIRST_SCREEN_PAGES). */
  page: FirstScreenPath;
  /** The address's path (the page's, with its ids). */
  path: string;
  /** The address's query (`?trip=…`, or empty): a search the page draws filled in. */
  search: string;
  agency: AgencyData;
  countries: { currency: string }[];
  rates: ExchangeRates | null;
  language: Language;
  cookies: string;
  /** Every answer the page carries, by path under /api/ (a details page's offer as its supplier describes it). */
  answers: Record<string, unknown>;
}) => string;

/** The search a results page starts at once, as the app's search actor sends it (src/web/first-screen.tsx `firstSearchOf`). */
export type FirstSearchOf = (input: { page: FirstScreenPath; path: string; search: string }) => FirstSearch | null;

export interface Shell {
  html: string;
  variants: MediaVariants;
  preloads: PagePreloads;
  /** Null for a build without it (the page is then drawn by the app alone). */
  firstScreen: RenderFirstScreen | null;
  /** Null for a build without it (the results page's search is then the app's alone). */
  firstSearch: FirstSearchOf | null;
}

interface FirstScreenModule {
  renderFirstScreen: RenderFirstScreen;
  firstSearchOf?: FirstSearchOf;
  /** What the drawings need loaded first (the rules a page with a search checks), once per build. */
  prepareFirstScreens?: () => Promise<void>;
}

const loadFirstScreen = (file: string): Promise<FirstScreenModule | null> =>
  stat(file).then(
    // The build's own file, named by its modification time so a new build is imported anew.
    async ({ mtimeMs }) => {
      const module = (await import(`${pathToFileURL(file).href}?${mtimeMs}`)) as FirstScreenModule;
      await module.prepareFirstScreens?.();
      return module;
    },
    () => null,
  );

/** A JSON file the build writes beside index.html; an older build without it lists nothing. */
const readList = <T>(file: string, empty: T): Promise<T> =>
  readFile(file, "utf8").then(
    (text) => JSON.parse(text) as T,
    () => empty,
  );

/**
 * index.html and the build's lists (responsive pictures, page preloads), read again only when the build changes.
 * Reading it the first time loads the first screen's module (~0.4 s), so the server reads it as soon as it is
 * ready (`warm`) rather than on a visitor's first page, and requests arriving meanwhile share that one read.
 */
export class SpaShell {
  private held: Promise<Shell> | null = null;
  /** The build (index.html's modification time) `held` is read from; null after a failed read, to read again. */
  private heldFor: number | null = null;

  constructor(private readonly dir: string) {}

  async read(): Promise<Shell> {
    const { mtimeMs } = await stat(join(this.dir, "index.html"));
    if (this.heldFor !== mtimeMs || !this.held) {
      this.heldFor = mtimeMs;
      const reading = this.load().catch((error: unknown) => {
        if (this.held === reading) this.heldFor = null;
        throw error;
      });
      this.held = reading;
    }
    return this.held;
  }

  /** Reads it now (a server that has just started), so no visitor's page waits for the first read. */
  warm(onError: (error: unknown) => void): void {
    this.read().catch(onError);
  }

  private async load(): Promise<Shell> {
    const [html, variants, preloads, drawing] = await Promise.all([
      readFile(join(this.dir, "index.html"), "utf8"),
      readList<MediaVariants>(join(this.dir, MEDIA_VARIANTS_FILE), {}),
      readList<PagePreloads>(join(this.dir, PAGE_PRELOADS_FILE), { catalogs: {}, pages: {} }),
      loadFirstScreen(join(this.dir, FIRST_SCREEN_MODULE)),
    ]);
    return { html, variants, preloads, firstScreen: drawing?.renderFirstScreen ?? null, firstSearch: drawing?.firstSearchOf ?? null };
  }
}
