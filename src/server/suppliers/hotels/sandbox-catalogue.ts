import type { City } from "../reference/cities";
import { BoundedCache } from "../../lib/bounded-cache";
import { hash32 } from "../sandbox/random";
import { hotelCount, sandboxHotel, type SandboxHotel } from "./sandbox-hotels";
import { offeredRoomTypes } from "./sandbox-rates";
import { HOTEL_TRIGGERS } from "./sandbox-triggers";

// A city's hotels as the sandbox's search reads them, made once (issue "Every page fast on a phone": hotel search at
// 20 clients). Each of a search's four polls made every hotel of the city again (London: 1,889, each from its own
// seeded generator, its room types from another) and priced up to 60 rates a hotel, each working out the stay's
// nights and guests again (docs/performance.md "Hotel search: the city's hotels made once"). The catalogue is derived
// from the reference data alone (the city's id, name, place and population), never from a search or a booking: it is
// reference data, not state, so any server instance may hold its own copy and answers the same; a poll only prices
// and slices it.

/** A hotel of the catalogue: the generated hotel and what a search reads of it that no stay changes. */
export interface CatalogueHotel {
  readonly hotel: SandboxHotel;
  /** The room types it offers anyone; a party is offered those its largest room fits (roomTypesFitting). */
  readonly roomTypes: readonly number[];
  /** The poll (0-based) of an asynchronous search that delivers it. */
  readonly batch: number;
}

export function catalogueHotel(city: City, index: number): CatalogueHotel | null {
  const hotel = sandboxHotel(city, index);
  if (!hotel) return null;
  // Frozen: the catalogue is shared by every search, and a search's answer hands its arrays out.
  Object.freeze(hotel.facilities);
  return Object.freeze({
    hotel: Object.freeze(hotel),
    roomTypes: Object.freeze(offeredRoomTypes(hotel)),
    batch: hash32(`batch:${hotel.hotelId}`) % HOTEL_TRIGGERS.batches,
  });
}

/** The catalogues of the cities searched last, bounded by their hotels together; the least recently searched goes first. */
export class CityCatalogues {
  private readonly kept: BoundedCache<number, readonly CatalogueHotel[]>;

  /**
   * ~0.8 KiB of heap a hotel (its description is written only when a page asks for it), so ~9 MiB at 12,000: the
   * ten big cities searched most (London, Paris, Tokyo, New York, Lisbon, Mexico City, Madrid, Rome, Berlin, Sydney:
   * 11,961 hotels) fit; a city beyond it is made again when next asked.
   */
  constructor(maxHotels = 12_000) {
    this.kept = new BoundedCache({ maxWeight: maxHotels, weigh: (hotels) => hotels.length });
  }

  /** Every hotel of a city, in index order. */
  of(city: City): readonly CatalogueHotel[] {
    return this.kept.get(city.id, () => {
      const hotels: CatalogueHotel[] = [];
      for (let i = 0; i < hotelCount(city); i++) {
        const entry = catalogueHotel(city, i);
        if (entry) hotels.push(entry);
      }
      return Object.freeze(hotels);
    });
  }
}

/** One per process, shared by every supplier instance (reference data: the same for all of them). */
export const cityCatalogues = new CityCatalogues();
