// ACRISS (SIPP) vehicle codes, the four letters every rental brand files its fleet under: category,
// type, transmission and drive, fuel and air conditioning. spec B §3: an offer's `size` is a vehicle
// size id mapped to a name through the static data `vehicleSizes` (GET api/car-rental/getStaticData).

/** The first letter of an ACRISS code: the vehicle size the offer's `size` names. */
export const vehicleSizes = [
  { id: "M", name: "Mini" },
  { id: "N", name: "Mini Elite" },
  { id: "E", name: "Economy" },
  { id: "H", name: "Economy Elite" },
  { id: "C", name: "Compact" },
  { id: "D", name: "Compact Elite" },
  { id: "I", name: "Intermediate" },
  { id: "J", name: "Intermediate Elite" },
  { id: "S", name: "Standard" },
  { id: "R", name: "Standard Elite" },
  { id: "F", name: "Fullsize" },
  { id: "G", name: "Fullsize Elite" },
  { id: "P", name: "Premium" },
  { id: "U", name: "Premium Elite" },
  { id: "L", name: "Luxury" },
  { id: "W", name: "Luxury Elite" },
  { id: "O", name: "Oversize" },
  { id: "X", name: "Special" },
] as const;
export type VehicleSizeId = (typeof vehicleSizes)[number]["id"];
export const VEHICLE_SIZE_IDS = vehicleSizes.map((s) => s.id) as [VehicleSizeId, ...VehicleSizeId[]];

/** The second letter: the body (a two-door, an SUV, a van). */
const BODY_TYPES: Readonly<Record<string, string>> = {
  B: "2-3 Door",
  C: "2/4 Door",
  D: "4-5 Door",
  W: "Wagon",
  V: "Passenger Van",
  L: "Limousine",
  S: "Sport",
  T: "Convertible",
  F: "SUV",
  J: "Open Air All Terrain",
  X: "Special",
  P: "Pick-up",
  E: "Coupe",
  M: "Monospace",
  K: "Commercial Van",
  G: "Crossover",
};

export const TRANSMISSION_TYPES = ["Automatic", "Manual"] as const;
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];

export interface DecodedAcriss {
  size: VehicleSizeId;
  body: string;
  transmissionType: TransmissionType;
  isACavailable: boolean;
  /** The doors a body code implies (a 2/4-door counts its four). */
  noOfDoors: number;
}

/** The third letter: M, N, C manual; A, B, D automatic. */
const MANUAL = new Set(["M", "N", "C"]);
const AUTOMATIC = new Set(["A", "B", "D"]);
/** The fourth letter: air conditioning on every code but these. */
const NO_AIR = new Set(["N", "Q", "I", "C", "S", "B", "F", "Z", "X"]);

export const ACRISS_CODE = /^[MNEHCDIJSRFGPULWOX][BCDWVLSTFJXPEMKG][MNCABD][RNDQHIECLSABMFVZUX]$/;

/** The four letters read; null when the code is not an ACRISS code. */
export function decodeAcriss(code: string): DecodedAcriss | null {
  if (!ACRISS_CODE.test(code)) return null;
  const [category = "", body = "", drive = "", fuel = ""] = code.split("");
  if (!MANUAL.has(drive) && !AUTOMATIC.has(drive)) return null;
  const doors = body === "B" || body === "T" || body === "S" || body === "E" ? 2 : body === "K" || body === "P" ? 2 : 4;
  return {
    size: category as VehicleSizeId,
    body: BODY_TYPES[body] ?? "Special",
    transmissionType: AUTOMATIC.has(drive) ? "Automatic" : "Manual",
    isACavailable: !NO_AIR.has(fuel),
    noOfDoors: doors,
  };
}
