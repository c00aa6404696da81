// The first HTML of every page carries the agency's branding (issue "Fast on a phone"): the title, the
// colour variables, the favicon and a preload of the landing's hero, so the browser starts on the
// agency's picture and colours at once instead of after the app has loaded and asked for the agency.
// index.html is sent `private, no-cache` and the agency comes from the per-host cache (src/server/agency/cache.ts,
// cleared by an edit), so a changed setting shows on the next page load.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AgencyData } from "@/shared/api/agency";
import type { ExchangeRates } from "@/shared/api/reference";
import { brandColorVariables } from "@/shared/branding/colours";
import { faviconOf, isProviderAgency, landingHero } from "@/shared/branding/theme";
import { isLoginTypePath } from "@/shared/login-type-paths";
import { HERO_SIZES, responsiveSources, type MediaVariants } from "@/shared/media/responsive";
import { toAgencyData } from "./to-agency-data";
import type { AgencyRow } from "../db/schema";
import { escapeHtml } from "../mail/templates";
import { pickLanguage } from "../i18n";
import { isSessionToken, LANGUAGE_COOKIE, TOKEN_COOKIE, type Language } from "@/shared/constants";
import { pageStylesheet, type PagePreloads } from "@/shared/page-preloads";
import { WEB_SETTINGS_ID, type WebSettings } from "@/shared/web-settings";
import { FIRST_ANSWERS_ID, FIRST_LOAD_PATHS, firstPhotoOf, firstScreenPath, isPage, offerReferenceCall, preloadablePhoto, type FirstScreenPath } from "@/shared/first-answers";
import { firstSearchKey, type FirstSearch, type FirstSearchAnswer, type FirstSearchCall } from "@/shared/first-search";
import { SpaShell, type FirstSearchOf, type RenderFirstScreen, type Shell } from "./spa-shell";

/** The script that starts the app on a page with a first screen (src/web/public/start.js). */
const START_SCRIPT = "/start.js";

type Branding = Pick<AgencyData, "defaultLanguage" | "agencyName" | "favicon" | "logo" | "primaryColor" | "headingColor" | "subHeadingColor" | "backgroundImage" | "mobileBackgroundImage">;

export interface PageOptions {
  /** The page's path: `/` preloads the hero, pages with the header preload the logo. */
  path: string;
  /** Replaces the agency's name as the title (a short link's own title). */
  title?: string;
  /** More tags for the head (a short link's preview), already escaped. */
  tags?: string[];
  /** The language the app will show (pageLanguage): its catalog is preloaded and it is the page's lang. */
  language?: Language;
  /** The API's answers the app's first load waits for, by path under /api/ (embeddedAnswers). */
  answers?: Record<string, unknown>;
  /** The page's first screen, drawn by the server (firstScreenOf). */
  firstScreen?: string;
  /** The picture that screen draws largest (a details page's offer photo): preloaded first, with a high priority. */
  picture?: string;
  /** The map's style and the web's error reporting (src/server/web-settings.ts). */
  settings?: WebSettings;
}

/**
 * The answers as a JSON script element: the browser does not run it, and no `<` of the agency's own text can
 * end the element (`\u003c` is the same character to JSON.parse).
 */
function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const answersScript = (answers: Record<string, unknown>): string => jsonScript(FIRST_ANSWERS_ID, answers);

/**
 * The language the app will pick for this request (src/web/i18n.ts, spec A §4): the lng query, the language
 * cookie, the browser's languages (Accept-Language), else the agency's default.
 */
export function pageLanguage(request: FastifyRequest, agency: Pick<AgencyData, "defaultLanguage">): Language {
  const lng = new URLSearchParams(request.url.split("?")[1] ?? "").get("lng");
  return pickLanguage([lng, request.cookies[LANGUAGE_COOKIE]], request.headers["accept-language"], agency.defaultLanguage);
}

/** The code a page runs right after index.html's own: its catalog and tables and its route, fetched with the scripts instead of after them. */
function pageModules(preloads: PagePreloads, path: string, language: Language | undefined): string[] {
  const page = path.replace(/\/+$/, "") || "/";
  // A page behind a parameter is listed by its route id (src/build/page-preloads.ts).
  const route = preloads.pages[page] ?? Object.entries(preloads.pages).find(([id]) => id.includes("$") && isPage(id, page))?.[1] ?? [];
  const languageFiles = language ? [preloads.catalogs[language], preloads.tables?.[language]].filter((file) => file !== undefined) : [];
  return [...languageFiles, ...route];
}

/** The preloads of the pictures a page draws first, each as the page itself will ask for it. */
function preloads(agency: Branding, path: string, variants: MediaVariants, picture: string | undefined): string[] {
  const links: string[] = [];
  // A details page's offer photo, drawn in its first screen (offerReferenceCall): its largest paint.
  if (picture) links.push(`<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />`);
  const hero = path === "/" ? landingHero(agency) : null;
  if (hero) {
    // Per media query the first source is the one a browser that reads it takes (AVIF first; a browser
    // without AVIF skips a preload typed image/avif and finds the WebP copy in the page).
    const seen = new Set<string | undefined>();
    for (const source of responsiveSources(variants, hero.image, hero.mobileImage)) {
      if (seen.has(source.media)) continue;
      seen.add(source.media);
      const attrs: [string, string | undefined][] = source.type
        ? [
            ["imagesrcset", source.srcSet],
            ["imagesizes", HERO_SIZES],
            ["type", source.type],
          ]
        : [["href", source.srcSet]];
      attrs.push(["media", source.media], ["fetchpriority", "high"]);
      links.push(`<link rel="preload" as="image"${attrs.map(([k, v]) => (v === undefined ? "" : ` ${k}="${escapeHtml(v)}"`)).join("")} />`);
    }
  }
  // spec A §2: every page but the login-type ones has the header, and its logo is drawn at once; without a
  // hero it is the largest picture of a page's first screen (a search form's page), so it goes first.
  if (agency.logo && !isLoginTypePath(path)) {
    links.push(`<link rel="preload" as="image" href="${escapeHtml(agency.logo)}"${hero || picture ? "" : ' fetchpriority="high"'} />`);
  }
  return links;
}

/**
 * index.html for a page of `agency` (null: an unknown host's page, left as built). Agency text is escaped
 * (it is the agency's own), colours pass only as hex values (brandColorVariables).
 */
export function renderPage(shell: Shell, agency: Branding | null, opts: PageOptions): string {
  const title = opts.title ?? agency?.agencyName;
  let page = title === undefined ? shell.html : shell.html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  // The path's stylesheet ("Fast on a phone": the landing's and the flight search page's are a part of the
  // app's); the app asks for the same file before it draws (src/web/lib/page-styles.ts) and finds it here. It
  // goes right after the pictures, before the scripts: nothing is drawn without it, and on HTTP/1.1's six
  // connections it would otherwise wait behind some thirty scripts (measured: requested after them, and the
  // first screen painted later).
  // An unknown host's page stays as built: the app brings the sheet before it draws the 404.
  // The provider's own landing is its marketing page, drawn from the app's whole sheet (the landing's own holds the
  // agencies' hero alone), as the app draws it (routes/index.tsx).
  const sheet = agency && shell.preloads.styles ? (isProviderAgency(agency) && opts.path === "/" ? shell.preloads.styles.app : pageStylesheet(shell.preloads.styles, opts.path)) : undefined;
  const tags = agency ? [...preloads(agency, opts.path, shell.variants, opts.picture), ...(sheet ? [`<link rel="stylesheet" crossorigin href="${escapeHtml(sheet)}" />`] : []), ...(opts.tags ?? [])] : [];
  const modules = agency ? pageModules(shell.preloads, opts.path, opts.language) : [];
  if (agency) {
    const style = brandColorVariables(agency)
      .map(([name, value]) => `${name}:${value}`)
      .join(";");
    page = page
      .replace(/<html([^>]*)>/, (_, attrs: string) => `<html${attrs.replace(/ lang="[^"]*"/, opts.language ? ` lang="${opts.language}"` : "$&")} style="${escapeHtml(style)}">`)
      .replace(/<link rel="icon" href="[^"]*"/, `<link rel="icon" href="${escapeHtml(faviconOf(agency))}"`);
  }
  if (agency && opts.firstScreen) {
    // The app's code is fetched once the first screen is painted, and then started (public/start.js): what the
    // first paint needs (the stylesheet, the hero, the logo) has the connection to itself, and evaluating the
    // app's code, which holds a slow phone's main thread for a few hundred milliseconds, comes after it. The
    // first screen's links and buttons come alive a moment later, when the app draws the same page over it; until
    // then it is inert (a tap would land on a button with no code behind it). start.js reads the first paint from
    // its timing entry, not a timer: a page whose timers are held (a throttled tab, a paused test clock) starts
    // all the same; a hidden page paints nothing, so it starts at once, or when shown. It preloads index.html's
    // own modules, then the page's.
    const preloaded: string[] = [];
    page = page
      .replace('<div id="root"></div>', `<div id="root"><div inert>${opts.firstScreen}</div></div>`)
      .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g, (_, file: string) => {
        preloaded.push(file);
        return "";
      })
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_, entry: string) => `<script type="module" src="${START_SCRIPT}" id="start" data-entry="${entry}" data-preload="${escapeHtml([...preloaded, ...modules].join(" "))}"></script>`,
      );
  } else if (modules.length) {
    // The page's own code after index.html's, which the app needs first.
    const links = modules.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
    page = page.replace("</head>", `  ${links.join("\n    ")}\n  </head>`);
  }
  // After the app's root and before its script: read when the app starts, never run.
  if (agency && opts.answers && Object.keys(opts.answers).length) page = page.replace("</body>", `${answersScript(opts.answers)}\n  </body>`);
  if (agency && opts.settings) page = page.replace("</body>", `${jsonScript(WEB_SETTINGS_ID, opts.settings)}\n  </body>`);
  if (!tags.length) return page;
  const at = page.includes("<title>") ? "<title>" : "</head>";
  return page.replace(at, `${tags.join("\n    ")}\n    ${at}`);
}

/**
 * The API's answers (by path under /api/) for a page request, as that request's own calls would get them; only 200s.
 * `more`: calls of this page's own beside the first load's (a details page's offer, offerReferenceCall). `search`:
 * a results page's search (firstSearchOf), sent in the page's language as the app would, kept under firstSearchKey.
 */
export type FirstAnswers = (request: FastifyRequest, more?: readonly string[], search?: Omit<FirstSearch, "photo"> & { language: Language }) => Promise<Record<string, unknown>>;

/** The headers a first-load answer depends on (the host's agency, the language of its message, the caller). */
const FORWARDED = ["host", "accept-language", "cookie", "user-agent"] as const;

/**
 * The first load's answers made by the API's own routes (`inject`): the same schema, serializer, language and
 * caller address as the app's calls, so what the app reads from the page is what it would have fetched.
 */
export function injectedAnswers(app: FastifyInstance): FirstAnswers {
  return async (request, more = [], search) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    // An answer that fails here is asked for again by the app, which reports it as it does today.
    const answerOf = (res: { statusCode: number; json(): unknown }) => (res.statusCode === 200 ? res.json() : undefined);
    // The app's own search requests, which these answers replace (the app takes them for the same body only).
    const post = (call: FirstSearchCall, language: Language) =>
      app
        .inject({
          method: "POST",
          url: `/api/${call.path}`,
          headers: { ...headers, "accept-language": language, "content-type": "application/json" },
          payload: JSON.stringify(call.body),
          remoteAddress: request.ip,
        })
        .then(answerOf, () => undefined);
    const searched = async ({ call, language }: NonNullable<Parameters<FirstAnswers>[2]>): Promise<FirstSearchAnswer | undefined> => {
      const answer = await post(call, language);
      return answer === undefined ? undefined : { request: call.body, answer };
    };
    const paths = [...Object.values(FIRST_LOAD_PATHS), ...more];
    const [answers, carried] = await Promise.all([
      Promise.all(paths.map((path) => app.inject({ method: "GET", url: `/api/${path}`, headers, remoteAddress: request.ip }).then(answerOf, () => undefined))),
      search ? searched(search) : undefined,
    ]);
    return Object.fromEntries([...paths.flatMap((path, i) => (answers[i] === undefined ? [] : [[path, answers[i]]])), ...(search && carried ? [[firstSearchKey(search.call.path), carried]] : [])]);
  };
}

type Answer<T> = { data: T } | undefined;

/** The page whose first screen the server draws for this address (FIRST_SCREEN_PAGES), for a visitor who is not signed in. */
function drawnPage(request: FastifyRequest, address: string): FirstScreenPath | null {
  const [path = "/", query = ""] = address.split("?");
  return isSessionToken(request.cookies[TOKEN_COOKIE] ?? null) ? null : firstScreenPath(path, new URLSearchParams(query));
}

/**
 * A page's first screen (one of FIRST_SCREEN_PAGES) for a visitor who is not signed in (a signed-in header depends
 * on what the browser stored at login), drawn from the same answers the app will read; on the provider's own site only
 * its landing (the marketing page). `address` is the page's path and query: the request's, or the page a short link
 * opens. A render that fails leaves the page to the app.
 */
function firstScreenOf(render: RenderFirstScreen, request: FastifyRequest, address: string, answers: Record<string, unknown>, language: Language): string | null {
  const agency = (answers[FIRST_LOAD_PATHS.agency] as Answer<AgencyData>)?.data;
  const [path = "/", query = ""] = address.split("?");
  const page = drawnPage(request, address);
  if (!page || !agency || (isProviderAgency(agency) && page !== "/")) return null;
  try {
    return render({
      page,
      path,
      search: query ? `?${query}` : "",
      agency,
      countries: (answers[FIRST_LOAD_PATHS.countries] as Answer<{ currency: string; symbol: string }[]>)?.data ?? [],
      rates: (answers[FIRST_LOAD_PATHS.exchangeRates] as Answer<ExchangeRates>)?.data ?? null,
      language,
      cookies: request.headers.cookie ?? "",
      answers,
    });
  } catch (error) {
    request.log.error({ err: error, path: page }, "a page's first screen could not be drawn");
    return null;
  }
}

/** The results page's search (FirstSearchOf); a failure leaves the search to the app. */
function firstSearchOf(of: FirstSearchOf, request: FastifyRequest, page: FirstScreenPath, path: string, query: string | undefined): FirstSearch | null {
  try {
    return of({ page, path, search: query ? `?${query}` : "" });
  } catch (error) {
    request.log.error({ err: error, path: page }, "a results page's search could not be read from its address");
    return null;
  }
}

/** The first result's photo in the search's answer the page carries: the results' largest paint, preloaded. */
function searchPhoto(search: FirstSearch, answers: Record<string, unknown>): string | null {
  const carried = answers[firstSearchKey(search.call.path)] as FirstSearchAnswer | undefined;
  try {
    return carried ? preloadablePhoto(search.photo(carried)) : null;
  } catch {
    // An answer of another shape than the build's reader expects: the page goes without the preload.
    return null;
  }
}

/** What a page other than the address's own shows (a short link's landing, spec A §2 "/url/{id}"). */
export interface PageOverride {
  /** The page it opens, a path with its query on the agency's site: its first screen is drawn here. */
  opens: string;
  /** The link's own title and preview tags (already escaped). */
  title?: string;
  tags?: string[];
}

/** The page of a request's host: index.html with its agency's branding (the SPA fallback of every route). */
export function agencyPages(dir: string, agencyOfHost: (host: string | undefined) => Promise<AgencyRow | null>, firstAnswers?: FirstAnswers, settings?: WebSettings) {
  const shell = new SpaShell(dir);
  const page = async (request: FastifyRequest, override?: PageOverride): Promise<string> => {
    const [read, row] = await Promise.all([shell.read(), agencyOfHost(request.headers.host)]);
    const [path = "/", query] = (override?.opens ?? request.url).split("?");
    const agency = row ? toAgencyData(row) : null;
    const pagePath = path === "/index.html" ? "/" : path;
    const address = query === undefined ? pagePath : `${pagePath}?${query}`;
    // A details page drawn here carries its offer as the supplier describes it (the photo, the name): asked only
    // when the page will be drawn, since the app asks for it itself otherwise.
    const drawn = agency && read.firstScreen ? drawnPage(request, address) : null;
    const reference = drawn ? offerReferenceCall(drawn, pagePath, new URLSearchParams(query ?? "")) : null;
    const language = agency ? pageLanguage(request, agency) : undefined;
    // A results page drawn here carries its search's first answer (part 5), for the app's search actor to take
    // instead of asking: only the search the page starts at once, for a visitor who is not signed in (drawnPage).
    const search = drawn && read.firstSearch ? firstSearchOf(read.firstSearch, request, drawn, pagePath, query) : null;
    const answers = agency && firstAnswers ? await firstAnswers(request, reference ? [reference] : [], search && language ? { call: search.call, language } : undefined) : undefined;
    const firstScreen = read.firstScreen && answers && language ? firstScreenOf(read.firstScreen, request, address, answers, language) : null;
    const picture = firstScreen && drawn && answers ? (reference ? firstPhotoOf(drawn, answers[reference]) : search ? searchPhoto(search, answers) : null) : null;
    return renderPage(read, agency, {
      // A short link's page is drawn as the page it opens: that page's stylesheet and code.
      path: pagePath,
      ...(override?.title !== undefined ? { title: override.title } : {}),
      ...(override?.tags ? { tags: override.tags } : {}),
      ...(language ? { language } : {}),
      ...(answers ? { answers } : {}),
      ...(firstScreen ? { firstScreen } : {}),
      ...(picture ? { picture } : {}),
      ...(settings ? { settings } : {}),
    });
  };
  return { shell, page };
}
