// The registry of verticals (docs/architecture.md "Adding a vertical"): one value per vertical, and every list
// of the verticals (markups, saved checkouts, trip items, back-office categories, the booking menu, the
// OpenAPI tags, display names) is derived from it. Pure and zod-free: the first load of every page reads it
// (the booking tabs, the routes' URL checks). Each layer adds its own registry on top, keyed by `id`
// (src/server/verticals.ts SERVER_VERTICALS, src/web/verticals.ts WEB_VERTICALS).
import type { MessageDescriptor } from "./validation/messages";

export interface SharedVertical {
  /** The booking core's id: the bookings table's `vertical`, a markup's, a trip item's, a proposal's or bundle's item. */
  readonly id: string;
  /** The plural: a saved checkout's vertical, the back office's category, the agency menu, the OpenAPI tag, `/booknow/<plural>`. */
  readonly plural: string;
  /** spec A §2 / §3: its booking menu item's title in the agency's data ("Air Travel"). */
  readonly menuTitle: string;
  /** spec B §3: the name of its list's total in the agency's bookings list ("totalFlightRecords"). */
  readonly totalKey: string;
  /** Its search page, where the booking menu and Book Now lead. */
  readonly searchPath: string;
  /** Its protected booking detail page (spec B §2 /flight-details, /hotel-details). */
  readonly bookingPath: string;
  /** spec B "Add-ons": its product code when a trip add-on bundle may carry its offers (docs/decisions.md "Trip add-on bundle"). */
  readonly bundleProduct?: string;
  /** Its display name, one wording everywhere (docs/decisions.md "One name per vertical"): "Car", "Cars". */
  readonly name: MessageDescriptor;
  readonly names: MessageDescriptor;
  /** Its bookings list in the back office (spec B §2 "bookings lists per type"): "Flight bookings". */
  readonly bookingsTitle: MessageDescriptor;
  /** What a trip's first day is called in its vertical: "Departure", "Check-in". */
  readonly tripStart: MessageDescriptor;
}

// spec B §2 "Trip items are Flight, Hotel, Activity and Car" gives the singular, spec A's booking menu and
// spec B's headings (Hotels, Cars, Activities) the plural.
export const VERTICALS = [
  {
    id: "flight",
    plural: "flights",
    menuTitle: "Air Travel",
    totalKey: "totalFlightRecords",
    searchPath: "/booknow/flights/search",
    bookingPath: "/flight-details",
    name: /*i18n*/ { id: "vertical.flight.name", message: "Flight" },
    names: /*i18n*/ { id: "vertical.flight.names", message: "Flights" },
    bookingsTitle: /*i18n*/ { id: "vertical.flight.bookingsTitle", message: "Flight bookings" },
    tripStart: /*i18n*/ { id: "vertical.flight.tripStart", message: "Departure" },
  },
  {
    id: "hotel",
    plural: "hotels",
    menuTitle: "Hotels",
    totalKey: "totalHotelRecords",
    searchPath: "/booknow/hotels/search",
    bookingPath: "/hotel-details",
    bundleProduct: "HOTEL",
    name: /*i18n*/ { id: "vertical.hotel.name", message: "Hotel" },
    names: /*i18n*/ { id: "vertical.hotel.names", message: "Hotels" },
    bookingsTitle: /*i18n*/ { id: "vertical.hotel.bookingsTitle", message: "Hotel bookings" },
    tripStart: /*i18n*/ { id: "vertical.hotel.tripStart", message: "Check-in" },
  },
  {
    id: "car",
    plural: "cars",
    menuTitle: "Cars",
    totalKey: "totalCarRecords",
    searchPath: "/booknow/cars/search",
    bookingPath: "/car-details",
    bundleProduct: "CAR",
    name: /*i18n*/ { id: "vertical.car.name", message: "Car" },
    names: /*i18n*/ { id: "vertical.car.names", message: "Cars" },
    bookingsTitle: /*i18n*/ { id: "vertical.car.bookingsTitle", message: "Car bookings" },
    tripStart: /*i18n*/ { id: "vertical.car.tripStart", message: "Pick-up" },
  },
  {
    id: "activity",
    plural: "activities",
    menuTitle: "Activities",
    totalKey: "totalActivityRecords",
    searchPath: "/booknow/activities/search",
    bookingPath: "/activity-details",
    name: /*i18n*/ { id: "vertical.activity.name", message: "Activity" },
    names: /*i18n*/ { id: "vertical.activity.names", message: "Activities" },
    bookingsTitle: /*i18n*/ { id: "vertical.activity.bookingsTitle", message: "Activity bookings" },
    tripStart: /*i18n*/ { id: "vertical.activity.tripStart", message: "Activity day" },
  },
] as const satisfies readonly SharedVertical[];

type Registered = typeof VERTICALS;
/** One field of every vertical, in the registry's order, as a tuple (what `z.enum` takes). */
type Pluck<T extends readonly SharedVertical[], K extends keyof SharedVertical> = { readonly [I in keyof T]: T[I][K] };
type FieldOf<K extends keyof SharedVertical> = Pluck<Registered, K>;

// `map` keeps the order, so each tuple's type is the registry's own.
const fieldOf = <K extends "id" | "plural" | "menuTitle">(key: K) => VERTICALS.map((v) => v[key]) as unknown as FieldOf<K>;

export type Vertical = Registered[number];
export type VerticalId = Vertical["id"];
/** A vertical named in the plural (saved checkouts, the back office's categories, the agency menu). */
export type VerticalPlural = Vertical["plural"];
export type VerticalMenuTitle = Vertical["menuTitle"];

export const VERTICAL_IDS = fieldOf("id");
export const VERTICAL_PLURALS = fieldOf("plural");
export const VERTICAL_MENU_TITLES = fieldOf("menuTitle");

/** The trip add-on bundle's product codes, in the registry's order. */
export type BundleProductCode = Extract<Vertical, { bundleProduct: string }>["bundleProduct"];
export const BUNDLE_PRODUCT_CODES = VERTICALS.flatMap((v) => ("bundleProduct" in v ? [v.bundleProduct] : [])) as unknown as readonly [BundleProductCode, ...BundleProductCode[]];

declare const extraVertical: unique symbol;
/**
 * A vertical outside the product's list: a test server's extra (docs/decisions.md "Test verticals"). Only
 * `defineExtraVertical` makes one, so a typo or a string from a request never passes for a vertical.
 */
type Extra<Field extends "id" | "plural"> = string & { readonly [extraVertical]: Field };
export type ExtraVerticalId = Extra<"id">;
export type ExtraVerticalPlural = Extra<"plural">;

/**
 * The booking core's vertical id: the product's four or a test server's extra. The core (the bookings and
 * markups tables, listings, trips, the saga, the server and machine registries) takes it; the product's label
 * and page maps stay keyed by `VerticalId`, the closed union of the four.
 */
export type CoreVerticalId = VerticalId | ExtraVerticalId;
/** A saved checkout's vertical, the back office's category: the product's plurals or an extra's. */
export type CoreVerticalPlural = VerticalPlural | ExtraVerticalPlural;

/** A vertical's entry as the core reads it: the product's or an extra's (the same fields, ids the core's). */
export interface CoreVertical extends Omit<SharedVertical, "id" | "plural"> {
  readonly id: CoreVerticalId;
  readonly plural: CoreVerticalPlural;
}

/**
 * A vertical the product does not ship, described as `VERTICALS` describes one: its id and plural checked here
 * (lower-case words, none of the product's), its registration checked by each layer's registry (the server's
 * `serverVerticals` refuses it in production).
 * @public Only tests define one (tests/fixtures/transfers): the product ships none.
 */
export function defineExtraVertical(vertical: SharedVertical): CoreVertical {
  const taken = VERTICALS.some((v) => v.id === vertical.id || v.plural === vertical.plural);
  if (taken || !/^[a-z][a-z-]*$/.test(vertical.id) || !/^[a-z][a-z-]*$/.test(vertical.plural)) {
    throw new Error(`"${vertical.id}" ("${vertical.plural}") cannot name an extra vertical: lower-case words that no registered vertical uses.`);
  }
  return { ...vertical, id: vertical.id as ExtraVerticalId, plural: vertical.plural as ExtraVerticalPlural };
}

const byId = new Map<string, Vertical>(VERTICALS.map((v) => [v.id, v]));
const byPlural = new Map<string, Vertical>(VERTICALS.map((v) => [v.plural, v]));
const byMenuTitle = new Map<string, Vertical>(VERTICALS.map((v) => [v.menuTitle, v]));

/** The registered vertical of an id the types already checked. */
export function verticalOf(id: VerticalId): Vertical {
  return byId.get(id)!;
}
export function verticalOfPlural(plural: VerticalPlural): Vertical {
  return byPlural.get(plural)!;
}
export function verticalOfMenuTitle(title: VerticalMenuTitle): Vertical {
  return byMenuTitle.get(title)!;
}

export function isVerticalId(id: string): id is VerticalId {
  return byId.has(id);
}

/**
 * Where an answer's schema names the product's verticals (My trip's kinds, a person's bookings, a bundle's or a
 * proposal's items): a test vertical's booking is none of them, and its answer says so rather than mislabel it
 * (docs/decisions.md "Test verticals").
 */
export function productVerticalId(id: CoreVerticalId): VerticalId {
  if (!isVerticalId(id)) throw new Error(`"${id}" is a test vertical: this answer lists the product's verticals only.`);
  return id;
}

/** The edge's check: a plural the product's registry holds (a saved checkout's vertical, a request's category). */
export function isVerticalPlural(plural: string): plural is VerticalPlural {
  return byPlural.has(plural);
}

/** A record over every vertical, keyed by `key`, each value made from its vertical (label maps, page maps). */
export function perVertical<K extends "id" | "plural" | "menuTitle", T>(key: K, valueOf: (vertical: Vertical) => T): Record<Vertical[K], T> {
  return Object.fromEntries(VERTICALS.map((v) => [v[key], valueOf(v)])) as Record<Vertical[K], T>;
}

/** The vertical whose offers a bundle product is ("HOTEL": hotels), if any. */
export function verticalOfBundleProduct(code: string): Vertical | undefined {
  return VERTICALS.find((v) => "bundleProduct" in v && v.bundleProduct === code);
}
