import { eq, inArray } from "drizzle-orm";
import type { HotelSearchRequest } from "../../shared/api/hotels";
import { addDays, HOTEL_DEFAULT_ORDER, HOTEL_DEFAULT_RADIUS_KM, HOTEL_PAGE_SIZE } from "../../shared/hotels/stay";
import type { Db } from "../db/client";
import { agencies } from "../db/schema";
import { markups } from "../db/schema-bookings";
import { hotelProposals } from "../db/schema-hotels";

/** The demo proposal's id: /booknow/hotels/deal/0b7e1a5e-5eed-4d0c-9c01-000000000001 on Acme. */
export const DEMO_PROPOSAL_ID = "0b7e1a5e-5eed-4d0c-9c01-000000000001";
const LISBON = "2267057";

/** Three nights in Lisbon for two, a month ahead: moved on again when a re-seed finds it in the past. */
function proposedStay(today: string): HotelSearchRequest {
  const start = addDays(today, 30);
  return {
    searchString: "Lisbon",
    paging: { pageNo: 0, pageSize: HOTEL_PAGE_SIZE, orderBy: HOTEL_DEFAULT_ORDER },
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start, end: addDays(start, 3) },
    radius: HOTEL_DEFAULT_RADIUS_KM,
    nationality: { name: "United States", alpha2Code: "US" },
    code: `${LISBON}-0`,
    locationId: LISBON,
    type: "hotel",
  };
}

/** Idempotent: Acme's hotel pricing (8 % + USD 15 per booking, as its flights) and its demo proposal. */
export async function seedHotels(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const [acme] = await db.select({ id: agencies.id }).from(agencies).where(inArray(agencies.subdomain, ["acme"]));
  if (!acme) return;
  await db.insert(markups).values({ agencyId: acme.id, vertical: "hotel", level: "agency", userId: null, markupType: "percent", markupValue: 8, agencyFee: 1500 }).onConflictDoNothing();
  const [existing] = await db.select().from(hotelProposals).where(eq(hotelProposals.id, DEMO_PROPOSAL_ID));
  const search = proposedStay(today);
  if (!existing) {
    await db.insert(hotelProposals).values({ id: DEMO_PROPOSAL_ID, agencyId: acme.id, hotelId: `${LISBON}-0`, search, note: "A quiet hotel near the river, breakfast included." });
  } else if (existing.search.stayPeriod.start < today) {
    await db.update(hotelProposals).set({ search }).where(eq(hotelProposals.id, DEMO_PROPOSAL_ID));
  }
}
