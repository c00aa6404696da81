import type { Board, HotelContent } from "@/shared/api/hotels";
import { Prng } from "../sandbox/random";
import { cityById, type City } from "../reference/cities";
import { greatCircleKm } from "../reference/geo";

// The sandbox's hotels: generated deterministically around each real city (GeoNames, with its time
// zone), so the same city always has the same hotels, names, stars, addresses, coordinates, facilities
// and descriptions, and any server instance answers the same. Images are drawn by our own route
// (GET /api/v2/hotel/images/{hotelId}/{n}.webp, drawn as SVG): nothing is fetched from the network.

/** Facility codes; the web translates each label. */
export const FACILITIES = ["wifi", "parking", "pool", "gym", "spa", "restaurant", "bar", "airportShuttle", "airConditioning", "petsAllowed", "familyRooms", "accessible"] as const;

/** The generated part of a hotel (prices come with a stay: sandbox-rates.ts). */
export interface SandboxHotel {
  readonly hotelId: string;
  readonly index: number;
  readonly city: City;
  readonly name: string;
  readonly starRating: number;
  readonly reviewScore: number;
  readonly address: string;
  readonly lat: number;
  readonly lng: number;
  readonly distance: number;
  readonly facilities: readonly string[];
  readonly boards: readonly Board[];
  /** Some hotels sell non-refundable rates only. */
  readonly refundable: boolean;
  /** Net price of a standard room for one adult and one night, minor units (USD). */
  readonly baseNight: number;
  /**
   * How far from the centre its description places it, in tenths of a km (as drawn, before the coordinates were
   * rounded). The description itself is written when a page asks for it (`hotelDescription`): the city catalogues
   * keep ~12,000 hotels, and a description held with each was a third of the catalogues' memory.
   */
  readonly describedTenthsKm: number;
}

const PREFIXES = ["Hotel", "Grand", "Royal", "Park", "Central", "Old Town", "Harbour", "Garden", "City", "Boutique"];
const SUFFIXES = ["Palace", "Inn", "Suites", "Residence", "Plaza", "Lodge", "House", "Hotel & Spa", "Tower", "Retreat"];
const STREETS = ["Main Street", "Market Square", "Station Road", "Riverside", "Park Avenue", "Church Street", "Harbour Front", "King's Road", "Old Town Lane", "Garden Walk"];
const STARS = [2, 2.5, 3, 3, 3.5, 4, 4, 4.5, 5];
const BOARD_SETS: readonly (readonly Board[])[] = [["RO", "BB"], ["RO", "BB", "HB"], ["BB", "HB", "FB"], ["RO", "BB", "HB", "AI"], ["RO"]];
/** The farthest a generated hotel lies from its city's centre, km. */
const SPREAD_KM = 30;
const MAX_HOTELS = 2000;

/** Bigger cities have more hotels: 12 for a town, up to 2,000 for a capital (the results list's largest case). */
export function hotelCount(city: City): number {
  return Math.max(12, Math.min(MAX_HOTELS, Math.round(city.population / 4000)));
}

export function hotelIdOf(cityId: number, index: number): string {
  return `${cityId}-${index}`;
}

export function parseHotelId(hotelId: string): { cityId: number; index: number } | null {
  const match = /^(\d{1,9})-(\d{1,5})$/.exec(hotelId);
  if (!match) return null;
  return { cityId: Number(match[1]), index: Number(match[2]) };
}

function pickFacilities(prng: Prng, stars: number): string[] {
  // Better hotels have more: wifi everywhere, a spa rarely below four stars.
  return FACILITIES.filter((code, i) => i === 0 || prng.next() < 0.2 + stars * 0.1 - (code === "spa" && stars < 4 ? 0.4 : 0));
}

/** The hotel's description, as its details show it. */
function hotelDescription({ name, city, starRating, facilities, describedTenthsKm }: SandboxHotel): string {
  const distance = describedTenthsKm / 10;
  const where = distance < 2 ? `in the heart of ${city.name}` : `${distance.toFixed(1)} km from the centre of ${city.name}`;
  const extras = facilities.includes("pool") ? " Guests enjoy the pool after a day out." : "";
  return `${name} is a ${starRating}-star hotel ${where}, with ${facilities.length} facilities for guests.${extras} Rooms are air-conditioned and quiet, and the staff are happy to help plan your stay.`;
}

export function sandboxHotel(city: City, index: number): SandboxHotel | null {
  if (!Number.isInteger(index) || index < 0 || index >= hotelCount(city)) return null;
  const prng = new Prng(`hotel:${city.id}:${index}`);
  // Names and addresses are joined, not concatenated: the city catalogues keep ~12,000 of each, and a concatenation
  // of 13 characters or more is a tree of V8's rope strings, more heap than the one flat string a join makes (1.5 MiB
  // of the catalogues' 10.5, docs/performance.md part 36).
  const name = [prng.pick(PREFIXES), city.name, prng.pick(SUFFIXES)].join(" ");
  const starRating = prng.pick(STARS);
  // Most hotels near the centre, a few far out.
  const tenthsKm = Math.round(SPREAD_KM * prng.next() ** 2 * 10);
  const distance = tenthsKm / 10;
  const bearing = prng.range(0, 2 * Math.PI);
  const dLat = (distance / 111.32) * Math.cos(bearing);
  const dLng = (distance / (111.32 * Math.max(0.1, Math.cos((city.location.lat * Math.PI) / 180)))) * Math.sin(bearing);
  const lat = Math.round((city.location.lat + dLat) * 1e5) / 1e5;
  const lng = Math.round((city.location.lon + dLng) * 1e5) / 1e5;
  const facilities = pickFacilities(prng, starRating);
  const reviewScore = Math.round(prng.range(5.8 + starRating * 0.5, 7 + starRating * 0.55) * 10) / 10;
  return {
    hotelId: hotelIdOf(city.id, index),
    index,
    city,
    name,
    starRating,
    reviewScore: Math.min(10, reviewScore),
    address: [prng.int(1, 240), " ", prng.pick(STREETS), ", ", city.name].join(""),
    lat,
    lng,
    // Measured again from the rounded coordinates, as a map would.
    distance: Math.round(greatCircleKm(city.location, { lat, lon: lng }) * 10) / 10,
    facilities,
    boards: prng.pick(BOARD_SETS),
    refundable: prng.next() >= 0.15,
    baseNight: Math.round((2500 + starRating * 2200) * prng.range(0.75, 1.35)),
    describedTenthsKm: tenthsKm,
  };
}

export function hotelById(hotelId: string): SandboxHotel | null {
  const parsed = parseHotelId(hotelId);
  if (!parsed) return null;
  const city = cityById(parsed.cityId);
  return city ? sandboxHotel(city, parsed.index) : null;
}

export function imageUrl(hotelId: string, n: number): string {
  return `/api/v2/hotel/images/${hotelId}/${n}.webp`;
}

export function hotelContent(h: SandboxHotel): HotelContent {
  return {
    hotelId: h.hotelId,
    name: h.name,
    starRating: h.starRating,
    address: h.address,
    city: h.city.name,
    country: h.city.country,
    lat: h.lat,
    lng: h.lng,
    timeZone: h.city.timeZone,
    description: hotelDescription(h),
    images: [0, 1, 2, 3].map((n) => ({ url: imageUrl(h.hotelId, n), caption: ["Front", "Room", "Lobby", "View"][n] ?? "" })),
    facilities: [...h.facilities],
    checkInTime: "15:00",
    checkOutTime: "11:00",
  };
}

/** The size a hotel's picture is served at: the details page's photos (at most 384 × 224 CSS px, cropped from 4:3) at a phone's pixel ratio. */
export const HOTEL_PICTURE_SIZE = { width: 640, height: 480 };

/** A locally drawn picture of a hotel: its colours from its id, no network. No text in it (libvips draws the WebP
 * with the server's fonts, which a server may lack); the page names the hotel beside it. */
export function hotelImageSvg(hotelId: string, n: number): string | null {
  const h = hotelById(hotelId);
  if (!h || !Number.isInteger(n) || n < 0 || n > 3) return null;
  const prng = new Prng(`image:${hotelId}:${n}`);
  const hue = prng.int(0, 359);
  const windows = Array.from({ length: 12 }, (_, i) => `<rect x="${60 + (i % 4) * 50}" y="${90 + Math.floor(i / 4) * 40}" width="28" height="24" fill="hsl(${hue} 60% 85%)"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img"><rect width="320" height="240" fill="hsl(${hue} 45% 40%)"/><rect x="40" y="70" width="240" height="170" fill="hsl(${(hue + 30) % 360} 30% 25%)"/>${windows}</svg>`;
}
