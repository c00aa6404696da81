import { and, eq, inArray } from "drizzle-orm";
import type { HotelSearchRequest, ProposedRate } from "@/shared/api/hotels";
import { addDays, HOTEL_DEFAULT_ORDER, HOTEL_DEFAULT_RADIUS_KM, HOTEL_PAGE_SIZE } from "@/shared/hotels/stay";
import type { Db } from "../db/client";
import { agencies, users } from "../db/schema";
import { coupons, markups, type CouponKind } from "../db/schema-bookings";
import { proposals, type StoredProposalItem } from "../db/schema-proposals";
import { hotelById } from "../suppliers/hotels/sandbox-hotels";
import { roomTypesFor } from "../suppliers/hotels/sandbox-rates";

/** The demo proposals' ids (docs/sandbox.md "Hotel deals"): /booknow/hotels/deal/{id} on each agency's site. */
export const DEMO_PROPOSAL_ID = "0b7e1a5e-5eed-4d0c-9c01-000000000001";
export const NOMAD_PROPOSAL_ID = "0b7e1a5e-5eed-4d0c-9c01-000000000002";

interface DemoProposal {
  id: string;
  subdomain: string;
  agentEmail: string;
  clientEmail: string;
  city: { id: string; name: string };
  hotelId: string;
  note: string;
}

const DEMO_PROPOSALS: DemoProposal[] = [
  {
    id: DEMO_PROPOSAL_ID,
    subdomain: "acme",
    agentEmail: "agent@acme.test",
    clientEmail: "alice@acme.test",
    city: { id: "2267057", name: "Lisbon" },
    hotelId: "2267057-0",
    note: "A quiet hotel near the river, breakfast included.",
  },
  {
    id: NOMAD_PROPOSAL_ID,
    subdomain: "nomad",
    agentEmail: "agent@nomad.test",
    clientEmail: "alice@nomad.test",
    city: { id: "2735943", name: "Porto" },
    hotelId: "2735943-3",
    note: "Right on the harbour, a short walk from the wine cellars.",
  },
];

/**
 * Demo coupon codes (docs/sandbox.md "Hotel coupon codes"): a percentage, a fixed amount and an expired
 * one per agency; each agency's codes are unknown to the other.
 */
const DEMO_COUPONS: Record<string, { code: string; kind: CouponKind; value: number; currency: string | null; description: string; expired?: true }[]> = {
  acme: [
    { code: "SAVE10", kind: "percent", value: 10, currency: null, description: "10 % off your stay" },
    { code: "TAKE50", kind: "fixed", value: 5000, currency: "USD", description: "USD 50 off your stay" },
    { code: "SUMMER2020", kind: "percent", value: 20, currency: null, description: "20 % off summer stays", expired: true },
  ],
  nomad: [
    { code: "NOMAD15", kind: "percent", value: 15, currency: null, description: "15 % off your stay" },
    { code: "WELCOME25", kind: "fixed", value: 2500, currency: "USD", description: "USD 25 off your first stay" },
    { code: "WINTER2021", kind: "percent", value: 20, currency: null, description: "20 % off winter stays", expired: true },
  ],
};

/** Three nights for two at the proposed hotel, a month ahead: moved on again when a re-seed finds it in the past. */
function proposedStay(p: DemoProposal, today: string): HotelSearchRequest {
  const start = addDays(today, 30);
  return {
    searchString: p.city.name,
    paging: { pageNo: 0, pageSize: HOTEL_PAGE_SIZE, orderBy: HOTEL_DEFAULT_ORDER },
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start, end: addDays(start, 3) },
    radius: HOTEL_DEFAULT_RADIUS_KM,
    nationality: { name: "United States", alpha2Code: "US" },
    code: p.hotelId,
    locationId: p.city.id,
    type: "hotel",
  };
}

/** The agent's pick: the hotel's roomiest type for the party, breakfast where it is served, refundable where sold. */
function proposedRate(hotelId: string, search: HotelSearchRequest): ProposedRate | null {
  const hotel = hotelById(hotelId);
  if (!hotel) return null;
  const types = roomTypesFor(
    hotel,
    search.occupancies.map((o) => ({ adults: o.numOfAdults, child: o.childAges })),
  );
  const r = types[types.length - 1];
  if (r === undefined) return null;
  return { roomId: `${hotelId}:${r}`, board: hotel.boards.includes("BB") ? "BB" : (hotel.boards[0] ?? "RO"), refundable: hotel.refundable };
}

/** Idempotent: Acme's hotel pricing (8 % + USD 15 per booking, as its flights), the demo proposals and coupon codes. */
export async function seedHotels(db: Db, today = new Date().toISOString().slice(0, 10)): Promise<void> {
  const rows = await db
    .select({ id: agencies.id, subdomain: agencies.subdomain })
    .from(agencies)
    .where(inArray(agencies.subdomain, ["acme", "nomad"]));
  const agencyOf = new Map(rows.map((row) => [row.subdomain, row.id]));
  const acme = agencyOf.get("acme");
  if (acme) {
    await db.insert(markups).values({ agencyId: acme, vertical: "hotel", level: "agency", userId: null, markupType: "percent", markupValue: 8, agencyFee: 1500 }).onConflictDoNothing();
  }
  for (const [subdomain, list] of Object.entries(DEMO_COUPONS)) {
    const agencyId = agencyOf.get(subdomain);
    if (!agencyId) continue;
    await db
      .insert(coupons)
      .values(list.map(({ expired, ...c }) => ({ ...c, agencyId, vertical: "hotel" as const, expiresAt: expired ? new Date("2021-03-31T23:59:59Z") : null })))
      .onConflictDoNothing();
  }
  for (const p of DEMO_PROPOSALS) {
    const agencyId = agencyOf.get(p.subdomain);
    if (!agencyId) continue;
    const [existing] = await db.select().from(proposals).where(eq(proposals.id, p.id));
    const existingStart = existing?.items.find((i) => i.vertical === "hotel")?.start;
    // A proposal still ahead is left as it is, without building its hotel: that reads the cities'
    // reference data (tens of MiB of heap), which a start on an existing data folder need not hold.
    if (existing && existingStart && existingStart >= today) continue;
    const search = proposedStay(p, today);
    const offer = { hotelId: p.hotelId, search, rate: proposedRate(p.hotelId, search) };
    const item: StoredProposalItem = { vertical: "hotel", offer, title: hotelById(p.hotelId)?.name ?? p.city.name, subtitle: "", start: search.stayPeriod.start, end: search.stayPeriod.end, price: null };
    // A demo proposal stays open until its stay starts (then a re-seed moves it on).
    const fields = { items: [item], tripStart: search.stayPeriod.start, expiresAt: new Date(`${search.stayPeriod.start}T00:00:00Z`) };
    if (!existing) {
      const [agent] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.email, p.agentEmail)));
      const [client] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.agencyId, agencyId), eq(users.email, p.clientEmail)));
      // Two servers starting on one database seed at once: the later insert is a no-op, never a crash.
      await db
        .insert(proposals)
        .values({ id: p.id, agencyId, agentUserId: agent?.id ?? null, clientUserId: client?.id ?? null, clientEmail: p.clientEmail, note: p.note, status: "sent", ...fields })
        .onConflictDoNothing();
    } else {
      // Edits made since (the client's answer, the note) stay; the stay moves on.
      await db.update(proposals).set(fields).where(eq(proposals.id, p.id));
    }
  }
}
