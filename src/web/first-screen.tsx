// A page's first screen drawn by the server into the first HTML ("Fast on a phone": a phone sees the agency's
// hero, heading and Book Now, or a search form, before the app's code has arrived, instead of an empty
// page). It is the app's own components in the app's own frame, built for Node by vite.config.ts ("first-screen")
// and run by src/server/agency/first-html.ts; the app draws the same page over it once its code runs
// (src/web/main.tsx).
import { i18n, type Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createMemoryHistory, createRootRoute, createRouter, defaultParseSearch, RouterContextProvider } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nProvider as AriaLocale } from "react-aria-components";
import { messages as en } from "../../locales/en/messages.po";
import { messages as es } from "../../locales/es/messages.po";
import { messages as pt } from "../../locales/pt/messages.po";
import enTables from "virtual:locale-tables/en";
import esTables from "virtual:locale-tables/es";
import ptTables from "virtual:locale-tables/pt";
import type { AgencyData } from "@/shared/api/agency";
import { isProviderAgency } from "@/shared/branding/theme";
import type { Country, ExchangeRates } from "@/shared/api/reference";
import type { Language } from "@/shared/constants";
import type { FirstScreenPath } from "@/shared/first-answers";
import type { FirstSearch } from "@/shared/first-search";
import { DrawnResults } from "./features/booking/components/search-results";
import { drawingOnly } from "./features/booking/drawing";
import { RegistryContext, type Registry } from "./features/booking/registry";
import { ActivityDetailsScreen } from "./features/activities/components/details-page";
import { ActivityResults } from "./features/activities/components/results";
import { ActivitySearchScreen } from "./features/activities/components/search-page";
import { activityWebVertical } from "./features/activities/web-vertical";
import { CarDetailsScreen } from "./features/cars/components/details-page";
import { CarSearchScreen } from "./features/cars/components/search-page";
import { carWebVertical } from "./features/cars/web-vertical";
import { FlightResults } from "./features/flights/components/results";
import { FlightSearchScreen } from "./features/flights/components/search-page";
import { flightWebVertical } from "./features/flights/web-vertical";
import { HotelDealScreen } from "./features/hotels/components/deal-page";
import { HotelDetailsScreen } from "./features/hotels/components/details-page";
import { HotelResults } from "./features/hotels/components/results";
import { HotelSearchScreen } from "./features/hotels/components/search-page";
import { hotelWebVertical } from "./features/hotels/web-vertical";
import { withFirstAnswers } from "./api/first-answers";
import { withRequestCookies } from "./lib/cookies";
import { AgencyLanding } from "./routes/-components/agency-landing";
import { ProviderLanding } from "./routes/-components/provider-landing";
import { frameKindOf, ShellFrame } from "./routes/-components/shell-frame";
import { addLocaleTables } from "./lib/locale-tables";
import { currencyChoicesOf } from "./state/load-site";
import { PreferencesProvider } from "./state/preferences";
import { createSessionHandle, SessionContext } from "./state/session";
import { SiteContext, useAgency } from "./state/site";

const CATALOGS: Record<Language, Messages> = { en, es, pt };
// The tables the app loads with a language's catalog (lib/locale-tables.ts), here all at hand.
addLocaleTables("en", enTables);
addLocaleTables("es", esTables);
addLocaleTables("pt", ptTables);

/** The deal page before the app has read its proposal (features/hotels/components/deal-page.tsx). */
function HotelDealPending({ path }: { path: string }) {
  return <HotelDealScreen deal={null} proposalId={decodeURIComponent(path.split("/").at(-1) ?? "")} />;
}

/** spec A §1, as the landing's route draws it (routes/index.tsx): the provider's own agency its marketing page. */
function Landing() {
  return isProviderAgency(useAgency()) ? <ProviderLanding /> : <AgencyLanding />;
}

/** What each page draws inside the frame, as its route does (given the address's path). */
const SCREENS: Record<FirstScreenPath, (props: { path: string }) => ReactNode> = {
  "/": Landing,
  "/booknow/flights/search": FlightSearchScreen,
  "/booknow/hotels/search": HotelSearchScreen,
  "/booknow/cars/search": CarSearchScreen,
  "/booknow/activities/search": ActivitySearchScreen,
  "/booknow/hotels/search-details": HotelDetailsScreen,
  "/booknow/cars/result-details": CarDetailsScreen,
  "/booknow/activities/result-details/$productCode": ActivityDetailsScreen,
  "/booknow/hotels/deal/$proposalId": HotelDealPending,
};

/**
 * The results a search page draws below its form when its address opens them with a carried first answer
 * ("Every page fast on a phone", part 6: the first cards, the LCP of a results page whose cards show a photo). The
 * app loads these modules once a search runs; the drawing takes them at once. Flights carry no first answer: their
 * search's progress is drawn ("Searching hundreds of fares for you…", a phone's largest paint once the folded search
 * put the results first, part 41). Cars: their results' largest paint is the page's heading, drawn already.
 */
const RESULTS: Partial<Record<FirstScreenPath, ReactNode>> = {
  "/booknow/flights/search": <FlightResults />,
  "/booknow/hotels/search": <HotelResults />,
  "/booknow/activities/search": <ActivityResults />,
};

/**
 * The verticals whose pages are drawn here: their rules load once, before the first drawing (a search in the
 * address starts a machine that checks it at once, as the app's route waits for them: context.tsx).
 */
const VERTICALS = [flightWebVertical, hotelWebVertical, carWebVertical, activityWebVertical];

/** Loads what the drawings need (the server awaits it once per build, src/server/agency/first-html.ts). */
export async function prepareFirstScreens(): Promise<void> {
  await Promise.all(VERTICALS.map((vertical) => vertical.rules?.load()));
}

/**
 * The latest calendar day anywhere (UTC+14): a search the server sends for a page is one whose day no visitor's
 * machine would refuse as past (the machine's rule takes the visitor's own day; a day it refuses, the page never searches).
 */
function latestToday(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The search a results page opened by address starts at once, as the web's search actor will send it (the
 * vertical's `firstSearch`: "Every page fast on a phone", part 5), and how to read its answer's first photo; null
 * when the page starts no search or its vertical's results carry no photo. The same steps as the app's: the route's
 * search params as the router reads them, the vertical's URL form, the machine's search rules.
 */
export function firstSearchOf({ page, path, search }: Pick<FirstScreenInput, "page" | "path" | "search">): FirstSearch | null {
  const vertical = VERTICALS.find((one) => one.paths.search === page);
  if (!vertical?.firstSearch) return null;
  const restore = vertical.url.decode(path, vertical.url.parse(defaultParseSearch(search)));
  if (restore?.step !== "results" || restore.searchParams === undefined) return null;
  const machineSearch: unknown = vertical.description.searchForm.parse(restore.searchParams, latestToday());
  if (!machineSearch) return null;
  const { call, ...then } = vertical.firstSearch;
  return { ...then, call: call(machineSearch) };
}

export interface FirstScreenInput {
  /** The page (FIRST_SCREEN_PAGES). */
  page: FirstScreenPath;
  /** The address's path (the page's, with its ids). */
  path: string;
  /** The address's query (`?trip=…`, or empty): a search the page draws filled in, as the app will. */
  search: string;
  agency: AgencyData;
  countries: readonly Pick<Country, "currency" | "symbol">[];
  rates: ExchangeRates | null;
  language: Language;
  /** The request's Cookie header: the consent banner and the session read it as the app reads document.cookie. */
  cookies: string;
  /** The answers the page carries (src/server/agency/first-html.ts): a details page draws its offer from them. */
  answers: Record<string, unknown>;
}

/** The markup of a page for a visitor who is not signed in, as the app draws it at first. */
export function renderFirstScreen({ page, path, search, agency, countries, rates, language, cookies, answers }: FirstScreenInput): string {
  // One render at a time, synchronously: the shared catalog is this render's language until it returns.
  i18n.load(language, CATALOGS[language]);
  i18n.activate(language);
  // Links need a router to build their addresses; nothing is loaded or matched here.
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: [`${path}${search}`] }) });
  const site = { agency, ...currencyChoicesOf(countries, rates), rates };
  const Screen = SCREENS[page];
  // A booking page's machine starts as the page is drawn (a search in the address: searching, with no call made);
  // it is this render's, stopped once the markup is made.
  const registry: Registry = Object.assign(new Map(), { drawing: drawingOnly });
  try {
    return withRequestCookies(cookies, () =>
      withFirstAnswers(answers, () =>
        renderToString(
          <I18nProvider i18n={i18n}>
            {/* react-aria in the page's language, as the app sets it (lib/aria-locale.ts); Node has no browser locale. */}
            <AriaLocale locale={language}>
              <SessionContext value={createSessionHandle()}>
                <RouterContextProvider router={router}>
                  <SiteContext value={site}>
                    <PreferencesProvider defaultCurrency={agency.defaultCurrency}>
                      <RegistryContext value={registry}>
                        <DrawnResults value={RESULTS[page] ?? null}>
                          <ShellFrame kind={frameKindOf(path)}>
                            <Screen path={path} />
                          </ShellFrame>
                        </DrawnResults>
                      </RegistryContext>
                    </PreferencesProvider>
                  </SiteContext>
                </RouterContextProvider>
              </SessionContext>
            </AriaLocale>
          </I18nProvider>,
        ),
      ),
    );
  } finally {
    for (const runtime of registry.values()) runtime.dispose();
  }
}
