// The sandbox's rental brands and fleet: real brands with their two-letter vendor codes (as the GDSs
// file them), minimum driver ages and young-driver surcharges like theirs, and vehicles by ACRISS
// code with the model a desk typically hands over. Prices are US dollars per day before conversion.

export interface SandboxVendor {
  readonly code: string;
  readonly name: string;
  /** Youngest driver the brand rents to. */
  readonly minAge: number;
  /** The brand's price level against the fleet's base rate. */
  readonly factor: number;
  /** Young-driver surcharge per day (drivers under 25), US dollars. */
  readonly youngDriverDaily: number;
  /** Rents one-way across a border (the European brands). */
  readonly crossBorder: boolean;
}

export const VENDORS: readonly SandboxVendor[] = [
  { code: "ZE", name: "Hertz", minAge: 20, factor: 1.12, youngDriverDaily: 29, crossBorder: false },
  { code: "ZI", name: "Avis", minAge: 21, factor: 1.08, youngDriverDaily: 27, crossBorder: false },
  { code: "ZD", name: "Budget", minAge: 21, factor: 0.95, youngDriverDaily: 27, crossBorder: false },
  { code: "ET", name: "Enterprise", minAge: 21, factor: 1.0, youngDriverDaily: 25, crossBorder: false },
  { code: "ZL", name: "National", minAge: 21, factor: 1.1, youngDriverDaily: 25, crossBorder: false },
  { code: "AL", name: "Alamo", minAge: 21, factor: 0.92, youngDriverDaily: 25, crossBorder: false },
  { code: "SX", name: "Sixt", minAge: 21, factor: 1.05, youngDriverDaily: 30, crossBorder: true },
  { code: "ZT", name: "Thrifty", minAge: 20, factor: 0.88, youngDriverDaily: 29, crossBorder: false },
  { code: "ZR", name: "Dollar", minAge: 20, factor: 0.86, youngDriverDaily: 29, crossBorder: false },
  { code: "EP", name: "Europcar", minAge: 21, factor: 1.02, youngDriverDaily: 28, crossBorder: true },
];

export interface SandboxVehicle {
  readonly sipp: string;
  readonly name: string;
  readonly passengers: number;
  readonly bags: number;
  /** Base rate per day, US dollars. */
  readonly daily: number;
}

export const FLEET: readonly SandboxVehicle[] = [
  { sipp: "MCMR", name: "Fiat 500 or similar", passengers: 4, bags: 1, daily: 32 },
  { sipp: "EBMN", name: "Fiat Panda or similar", passengers: 4, bags: 1, daily: 29 },
  { sipp: "ECAR", name: "Mitsubishi Mirage or similar", passengers: 4, bags: 2, daily: 38 },
  { sipp: "CDAR", name: "Nissan Versa or similar", passengers: 5, bags: 2, daily: 44 },
  { sipp: "CCMR", name: "Volkswagen Golf or similar", passengers: 5, bags: 2, daily: 41 },
  { sipp: "IDAR", name: "Toyota Corolla or similar", passengers: 5, bags: 3, daily: 49 },
  { sipp: "SDAR", name: "Volkswagen Jetta or similar", passengers: 5, bags: 3, daily: 54 },
  { sipp: "FDAR", name: "Chevrolet Malibu or similar", passengers: 5, bags: 4, daily: 59 },
  { sipp: "IFAR", name: "Toyota RAV4 or similar", passengers: 5, bags: 4, daily: 66 },
  { sipp: "PDAR", name: "Nissan Maxima or similar", passengers: 5, bags: 4, daily: 72 },
  { sipp: "FVAR", name: "Chrysler Pacifica or similar", passengers: 7, bags: 5, daily: 85 },
  { sipp: "STAR", name: "Ford Mustang Convertible or similar", passengers: 4, bags: 2, daily: 89 },
  { sipp: "FFAR", name: "Chevrolet Tahoe or similar", passengers: 7, bags: 5, daily: 94 },
  { sipp: "LDAR", name: "Cadillac CT5 or similar", passengers: 5, bags: 4, daily: 98 },
];

/** Extras every brand offers, per day in US dollars, and how many one rental may take. */
export const EXTRAS = [
  { code: "childSeat", daily: 13, max: 2 },
  { code: "boosterSeat", daily: 11, max: 2 },
  { code: "additionalDriver", daily: 15, max: 1 },
] as const;

/** One-way fee: a base plus a rate per kilometre between the desks, US dollars. */
export const ONE_WAY_BASE = 50;
export const ONE_WAY_PER_KM = 0.25;
