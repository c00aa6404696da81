import { airlineByCode, type Airline } from "./airlines";
import { airportByCode, type Airport } from "./airports";

/**
 * Which big airlines hub where. Only codes are listed here; names and countries come from the
 * OpenFlights datasets. This is the sandbox's notion of a "plausible" network, not a schedule.
 */
const CARRIER_HUBS: Record<string, readonly string[]> = {
  // North America
  AA: ["DFW", "CLT", "ORD", "MIA", "PHL", "PHX", "JFK", "LAX", "DCA"],
  DL: ["ATL", "DTW", "MSP", "JFK", "SLC", "SEA", "LAX", "BOS"],
  UA: ["ORD", "DEN", "IAH", "EWR", "SFO", "IAD", "LAX"],
  B6: ["JFK", "BOS", "FLL"],
  WN: ["DAL", "MDW", "BWI", "LAS", "DEN", "HOU", "PHX"],
  AS: ["SEA", "PDX", "ANC", "SFO"],
  AC: ["YYZ", "YUL", "YVR", "YYC"],
  WS: ["YYC", "YYZ"],
  AM: ["MEX"],
  // Latin America
  LA: ["SCL", "GRU", "LIM", "BOG"],
  AV: ["BOG", "SAL", "LIM"],
  CM: ["PTY"],
  G3: ["GRU", "GIG", "CGH"],
  AD: ["VCP"],
  AR: ["AEP", "EZE"],
  // Europe
  BA: ["LHR", "LGW"],
  VS: ["LHR", "MAN"],
  AF: ["CDG", "ORY"],
  KL: ["AMS"],
  LH: ["FRA", "MUC"],
  LX: ["ZRH", "GVA"],
  OS: ["VIE"],
  SN: ["BRU"],
  IB: ["MAD"],
  VY: ["BCN"],
  TP: ["LIS"],
  AZ: ["FCO"],
  SK: ["CPH", "ARN", "OSL"],
  AY: ["HEL"],
  EI: ["DUB"],
  FI: ["KEF"],
  TK: ["IST"],
  LO: ["WAW"],
  U2: ["LGW", "LTN"],
  FR: ["STN", "DUB"],
  A3: ["ATH"],
  // Middle East and Africa
  EK: ["DXB"],
  QR: ["DOH"],
  EY: ["AUH"],
  SV: ["JED", "RUH"],
  MS: ["CAI"],
  ET: ["ADD"],
  KQ: ["NBO"],
  SA: ["JNB"],
  AT: ["CMN"],
  RJ: ["AMM"],
  // Asia and Pacific
  SQ: ["SIN"],
  CX: ["HKG"],
  NH: ["HND", "NRT"],
  JL: ["HND", "NRT"],
  KE: ["ICN"],
  OZ: ["ICN"],
  CA: ["PEK"],
  MU: ["PVG"],
  CZ: ["CAN"],
  AI: ["DEL", "BOM"],
  "6E": ["DEL", "BOM", "BLR"],
  TG: ["BKK"],
  MH: ["KUL"],
  GA: ["CGK"],
  PR: ["MNL"],
  VN: ["SGN", "HAN"],
  BR: ["TPE"],
  CI: ["TPE"],
  QF: ["SYD", "MEL"],
  VA: ["BNE", "SYD", "MEL"],
  NZ: ["AKL"],
};

/** Low-cost carriers sell Economy only. */
const LOW_COST = new Set(["WN", "U2", "FR", "VY", "G3", "AD", "6E", "WS"]);
/** Longest nonstop a carrier plausibly flies, km; others fly anything up to the nonstop limit. */
const RANGE_KM: Record<string, number> = { B6: 6000, AS: 5500, WS: 5000, WN: 4000, U2: 4000, FR: 4000, VY: 4000, G3: 4500, AD: 4500, "6E": 4500 };
/** Carriers with a First cabin on long-haul aircraft. */
const FIRST_CABIN = new Set(["AA", "BA", "AF", "LH", "LX", "EK", "QR", "EY", "SV", "SQ", "CX", "NH", "JL", "KE", "OZ", "CA", "MU", "CZ", "AI", "TG", "GA", "QF"]);

export interface Carrier extends Airline {
  readonly hubs: readonly Airport[];
  readonly lowCost: boolean;
  readonly firstCabin: boolean;
  readonly rangeKm: number;
}

let cache: { carriers: Carrier[]; byHub: Map<string, Carrier[]>; hubs: Airport[] } | undefined;

function data() {
  if (cache) return cache;
  const carriers: Carrier[] = [];
  const byHub = new Map<string, Carrier[]>();
  for (const [code, hubCodes] of Object.entries(CARRIER_HUBS)) {
    const airline = airlineByCode(code);
    const hubs = hubCodes.map((h) => airportByCode(h)).filter((a): a is Airport => a !== undefined);
    if (!airline || hubs.length === 0) continue;
    const carrier: Carrier = { ...airline, hubs, lowCost: LOW_COST.has(code), firstCabin: FIRST_CABIN.has(code), rangeKm: RANGE_KM[code] ?? 16_000 };
    carriers.push(carrier);
    for (const hub of hubs) byHub.set(hub.code, [...(byHub.get(hub.code) ?? []), carrier]);
  }
  const hubs = [...byHub.keys()]
    .sort()
    .map((c) => airportByCode(c))
    .filter((a): a is Airport => a !== undefined);
  cache = { carriers, byHub, hubs };
  return cache;
}

export function majorCarriers(): readonly Carrier[] {
  return data().carriers;
}

export function carriersAtHub(code: string): readonly Carrier[] {
  return data().byHub.get(code) ?? [];
}

export function hubAirports(): readonly Airport[] {
  return data().hubs;
}

export function isHub(code: string): boolean {
  return data().byHub.has(code);
}
