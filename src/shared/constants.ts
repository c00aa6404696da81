// spec A §9: business constants and limits. Every delay and limit the product uses lives here.
import { perVertical, VERTICAL_MENU_TITLES, type VerticalMenuTitle } from "./verticals";

export const TOKEN_COOKIE = "token";
export const TOKEN_MAX_AGE_SECONDS = 604_800; // 7 days
/** A token cookie that opens a session: present and not empty (the session machine's start, and the header before it runs). */
export const isSessionToken = (token: string | null): token is string => token !== null && token !== "";
export const LANGUAGE_COOKIE = "i18next";
export const LANGUAGE_COOKIE_MINUTES = 525_600;
/** spec A §9 debug mode: the cookie turns on the machine inspector (src/web/lib/debug-mode.ts). */
export const DEBUG_COOKIE = "debug";
/** spec A §9. */
export const DEBUG_COOKIE_DAYS = 1;
export const CURRENCY_STORAGE_KEY = "selectedCurrency";
export const REDIRECT_PATH_KEY = "redirectPath";

export const SUPPORTED_LANGUAGES = ["en", "es", "pt"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const isSupportedLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
export const FALLBACK_LANGUAGE: Language = "en";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const NAME_MIN = 2;
export const PASSWORD_SPECIALS = "!@#$%^&*_";

export const LOGOUT_REDIRECT_MS = 100;
export const SESSION_EXPIRED_REDIRECT_MS = 1_000;
export const SIGNUP_BUTTON_REVERT_MS = 1_000;
export const FORGOT_PASSWORD_REDIRECT_MS = 2_000;
export const TOAST_DURATION_MS = 5_000;
export const CAROUSEL_INTERVAL_MS = 3_000;
/** spec A §9 "Script chunk load time-out 120 seconds": a lazily loaded piece not arrived by then is a load error (spec A §8, kind timeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const HERO_HEADING_SHORT = 50; // spec A §1: under 50 characters
export const HERO_HEADING_MEDIUM = 100; // under 100 characters, otherwise long

export const DEFAULT_START_OFFSET_DAYS = 1;
export const DEFAULT_RANGE_DAYS = 7;
export const INITIAL_DATE_OFFSET_DAYS = 2;
export const FLIGHT_TIME_SLIDER_DEFAULT: readonly [number, number] = [1, 12];
export const FLIGHT_MAX_RESULTS = 1000;
export const DEFAULT_PASSENGER_TYPE = "ADT";
export const DEFAULT_CABIN = { value: "NoPreference", name: "All cabins" } as const;
export const DEFAULT_ROUTE_TYPE = "Round-Trip";
export const DEFAULT_AIRCRAFT_TYPE = "Commercial";
export const CABINS = ["Economy", "Premium", "Business", "First"] as const;
/** A search's cabin: no preference, or one cabin. */
export const CABIN_PREFERENCES = [DEFAULT_CABIN.value, ...CABINS] as const;
export const ROUTE_TYPES = ["One-Way", "Round-Trip", "Multi-City"] as const;
/** spec A §2 /social: the providers a social login comes back from. */
export const SOCIAL_PROVIDERS = ["google", "facebook"] as const;
/** The search flag the social callback sets on /login or /signup when sign-in failed (spec A "Social login failure"). */
export const SOCIAL_ERROR_PARAM = "socialError";
/** spec B §7: the page sizes a back-office list offers. */
export const PAGE_SIZES = [10, 25, 50] as const;

export const DEFAULT_MARKUP_TYPE = "percent";
export const DEFAULT_MARKUP_VALUE = 0;
export const DEFAULT_AGENCY_FEE = 0;

/** @public spec A §9 (car search's default location, spec B, uses it). */
export const DEFAULT_COUNTRY_CODE = "US";
/** A country as the search forms hold it (a hotel's nationality): the default visitor's, spec A §3. */
export interface CountryChoice {
  readonly alpha2Code: string;
  readonly name: string;
}
export const DEFAULT_COUNTRY: CountryChoice = { alpha2Code: DEFAULT_COUNTRY_CODE, name: "United States" };
export const DEFAULT_CURRENCY = "USD";
export const DEFAULT_PRIMARY_COLOR = "#2c7be5";

export const SOCIAL_NETWORKS = ["facebook", "twitter", "linkedin", "instagram", "youtube", "tiktok"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const BOOKING_MENU_TITLES = VERTICAL_MENU_TITLES;
export type BookingMenuTitle = VerticalMenuTitle;
export const BOOKING_MENU_PATHS: Record<BookingMenuTitle, string> = perVertical("menuTitle", (v) => v.searchPath);

/** The provider's own agency: its landing page is the marketing page (spec A §1). */
export const PROVIDER_AGENCY_NAME = "Waypoint";
/** spec A §2 "/pricing": the provider's external plans page. */
export const PROVIDER_PLANS_URL = "https://waypoint.travel/plans";
export const API_AGENCY_KEY_HEADER = "x-agency-key";
export const API_ACCESS_TOKEN_HEADER = "x-access-token";
