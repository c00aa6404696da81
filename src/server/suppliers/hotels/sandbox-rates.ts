import { z } from "zod";
import { board as boardSchema, type Board } from "@/shared/api/hotels";
import { addDays, nightsBetween, type RoomOccupancy } from "@/shared/hotels/stay";
import { money } from "@/shared/money";
import { Prng } from "../sandbox/random";
import { imageUrl, type SandboxHotel } from "./sandbox-hotels";
import { zonedDateTime } from "./local-time";
import { HOTEL_TRIGGERS } from "./sandbox-triggers";
import type { SupplierRate, SupplierRoom } from "./types";

// Rooms and rates of a sandbox hotel for a stay: room types that fit the party, boards, a refundable
// rate (free cancellation until a deadline in the hotel's local time) and a cheaper non-refundable one,
// included taxes, a city tax paid at the hotel, and the hotel's published price beside the net one.

const CURRENCY = "USD";
export const ROOM_TYPES = [
  { name: "Standard Double", beds: "1 double bed", size: 18, max: 2, factor: 1 },
  { name: "Superior Twin", beds: "2 single beds", size: 22, max: 2, factor: 1.15 },
  { name: "Deluxe King", beds: "1 king bed", size: 28, max: 3, factor: 1.4 },
  { name: "Family Room", beds: "1 double bed and 2 single beds", size: 34, max: 5, factor: 1.6 },
  { name: "Junior Suite", beds: "1 king bed and 1 sofa bed", size: 40, max: 4, factor: 2.1 },
] as const;
/** Per guest and night, minor units. */
const BOARD_PRICE: Record<Board, number> = { RO: 0, BB: 1500, HB: 3500, FB: 5500, AI: 8000 };
const NON_REFUNDABLE_DISCOUNT = 0.1;
const TAX_RATE = 0.1;
/** The hotel's published (rack) price over the refundable net. */
export const PUBLISHED_UPLIFT = 1.22;

/**
 * A rate's id carries everything needed to price it again (hotel, stay, rooms, room type, board,
 * refundability, the net price quoted and when), so any server instance, or one restarted, prices and
 * books it, and expiry needs no stored state. A price check that finds a new price answers a new id.
 */
const rateKey = z.object({
  v: z.literal(1),
  h: z.string().regex(/^\d{1,9}-\d{1,5}$/),
  s: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  e: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  o: z
    .array(z.tuple([z.number().int().min(1).max(5)]).rest(z.number().int().min(0).max(17)))
    .min(1)
    .max(6),
  r: z
    .number()
    .int()
    .min(0)
    .max(ROOM_TYPES.length - 1),
  b: boardSchema,
  n: z.boolean(),
  /** The net total quoted, minor units. */
  q: z.number().int().nonnegative(),
  /** Quoted at, epoch seconds. */
  t: z.number().int().nonnegative(),
});
export type RateKey = z.infer<typeof rateKey>;

const PREFIX = "htl1_";

export function encodeRateId(key: RateKey): string {
  return PREFIX + Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

export function decodeRateId(id: string): RateKey | null {
  if (!id.startsWith(PREFIX) || id.length > 2000) return null;
  try {
    const parsed = rateKey.safeParse(JSON.parse(Buffer.from(id.slice(PREFIX.length), "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function roomsOfKey(key: RateKey): RoomOccupancy[] {
  return key.o.map(([adults, ...child]) => ({ adults, child }));
}

function keyRooms(rooms: readonly RoomOccupancy[]): RateKey["o"] {
  return rooms.map((room) => [room.adults, ...room.child] as [number, ...number[]]);
}

/** Children under 2 sleep free; older children count as guests for size and board. */
function guestsOf(room: RoomOccupancy): number {
  return room.adults + room.child.filter((age) => age >= 2).length;
}

/** The room types a hotel offers anyone (a party gets those its largest room fits: roomTypesFor). */
export function offeredRoomTypes(hotel: SandboxHotel): number[] {
  const prng = new Prng(`rooms:${hotel.hotelId}`);
  return ROOM_TYPES.map((_, i) => i).filter((i) => i === 0 || i === 3 || prng.next() < 0.6);
}

/** A stay as pricing reads it, worked out once for a whole search rather than once a rate. */
export interface StayPricing {
  readonly nights: number;
  /** Each room's guests (guestsOf), in the rooms' order. */
  readonly guests: readonly number[];
  /** The most guests in one room: a room type must fit it. */
  readonly largest: number;
}

export function stayPricing(start: string, end: string, rooms: readonly RoomOccupancy[]): StayPricing {
  const guests = rooms.map(guestsOf);
  return { nights: nightsBetween(start, end), guests, largest: Math.max(...guests) };
}

/** Of the room types a hotel offers, those every room of the stay fits. */
export function roomTypesFitting(offered: readonly number[], stay: Pick<StayPricing, "largest">): number[] {
  return offered.filter((i) => (ROOM_TYPES[i]?.max ?? 0) >= stay.largest);
}

/** The room types a hotel offers this party: every room of the search must fit the type. */
export function roomTypesFor(hotel: SandboxHotel, rooms: readonly RoomOccupancy[]): number[] {
  return roomTypesFitting(offeredRoomTypes(hotel), { largest: Math.max(...rooms.map(guestsOf)) });
}

/** The net total of one rate (every room, every night), before any price move. */
export function baseNet(hotel: SandboxHotel, key: Pick<RateKey, "s" | "e" | "o" | "r" | "b" | "n">): number {
  return stayNet(hotel, key.r, key.b, key.n, stayPricing(key.s, key.e, roomsOfKey(key as RateKey)));
}

/** baseNet for a stay already worked out (a search prices every room type and board of a city's hotels). */
export function stayNet(hotel: SandboxHotel, r: number, b: Board, nonRefundable: boolean, stay: StayPricing): number {
  const type = ROOM_TYPES[r];
  if (!type) return 0;
  let total = 0;
  for (const guests of stay.guests) {
    const perNight = hotel.baseNight * type.factor * (1 + 0.2 * (guests - 1)) + BOARD_PRICE[b] * guests;
    total += perNight * stay.nights;
  }
  return Math.round(nonRefundable ? total * (1 - NON_REFUNDABLE_DISCOUNT) : total);
}

/** The net total the supplier asks now: Prescott's rates rise after the search (the price-change trigger). */
export function currentNet(hotel: SandboxHotel, key: RateKey): number {
  const base = baseNet(hotel, key);
  if (hotel.city.id !== HOTEL_TRIGGERS.priceChangeCityId) return base;
  return Math.round(base * (1 + HOTEL_TRIGGERS.priceChangePercent / 100));
}

/** Free until noon hotel time, 1 to 7 days before check-in; then the first night of every room. */
export function cancellationPolicyOf(hotel: SandboxHotel, key: RateKey, net: number): SupplierRate["cancellationPolicy"] {
  const tz = hotel.city.timeZone;
  if (key.n) return { refundable: false, timeZone: tz, freeUntil: null, charges: [{ from: null, amount: money(net, CURRENCY) }] };
  const daysBefore = new Prng(`policy:${hotel.hotelId}:${key.r}:${key.b}`).int(1, 7);
  const deadline = zonedDateTime(addDays(key.s, -daysBefore), "12:00", tz);
  const firstNight = Math.round(net / Math.max(1, nightsBetween(key.s, key.e)));
  return { refundable: true, timeZone: tz, freeUntil: deadline, charges: [{ from: deadline, amount: money(firstNight, CURRENCY) }] };
}

export function rateOf(hotel: SandboxHotel, key: RateKey, net: number): SupplierRate {
  const nights = nightsBetween(key.s, key.e);
  const guests = roomsOfKey(key).reduce((sum, room) => sum + room.adults, 0);
  // A city tax per adult and night at three stars and more, paid at the hotel.
  const cityTax = hotel.starRating >= 3 ? guests * nights * 250 : 0;
  return {
    rateId: encodeRateId({ ...key, q: net }),
    board: key.b,
    refundable: !key.n,
    cancellationPolicy: cancellationPolicyOf(hotel, key, net),
    net: money(net, CURRENCY),
    publishedPrice: money(Math.round(baseNet(hotel, { ...key, n: false }) * PUBLISHED_UPLIFT), CURRENCY),
    taxes: money(Math.round(net - net / (1 + TAX_RATE)), CURRENCY),
    payAtHotel: money(cityTax, CURRENCY),
    nights,
    expiresAt: new Date((key.t + HOTEL_TRIGGERS.rateTtlMinutes * 60) * 1000).toISOString(),
  };
}

export interface StayOf {
  start: string;
  end: string;
  rooms: readonly RoomOccupancy[];
  /** Epoch seconds the rates are quoted at. */
  quotedAt: number;
}

/** Every room type and rate of a hotel for a stay, as the search found them (the searched price). */
export function roomsOf(hotel: SandboxHotel, stay: StayOf): SupplierRoom[] {
  return roomTypesFor(hotel, stay.rooms).map((r) => {
    const type = ROOM_TYPES[r] ?? ROOM_TYPES[0];
    const rates: SupplierRate[] = [];
    for (const b of hotel.boards) {
      for (const n of hotel.refundable ? [false, true] : [true]) {
        const key: RateKey = { v: 1, h: hotel.hotelId, s: stay.start, e: stay.end, o: keyRooms(stay.rooms), r, b, n, q: 0, t: stay.quotedAt };
        rates.push(rateOf(hotel, key, baseNet(hotel, key)));
      }
    }
    return { roomId: `${hotel.hotelId}:${r}`, name: type.name, beds: type.beds, sizeSqm: type.size, maxOccupancy: type.max, image: imageUrl(hotel.hotelId, 1 + (r % 3)), rates };
  });
}

export function roomTypeOf(hotel: SandboxHotel, r: number): { roomId: string; name: string; beds: string } | null {
  const type = ROOM_TYPES[r];
  return type ? { roomId: `${hotel.hotelId}:${r}`, name: type.name, beds: type.beds } : null;
}

/** Whether the hotel offers this room type and board to this party (a tampered id is not a rate). */
export function offersRate(hotel: SandboxHotel, key: RateKey): boolean {
  return hotel.boards.includes(key.b) && (hotel.refundable || key.n) && roomTypesFor(hotel, roomsOfKey(key)).includes(key.r);
}
