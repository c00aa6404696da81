// Fixtures of the activity booking model (registry.ts): two products, the product view the details page
// loads, and the bookable offer its choice makes. Amounts in US cents.
import type { ActivityPricing, ActivityResult } from "@machines/activity-booking/description";
import type { ActivityOffer } from "@/shared/api/activities";
import type { ActivityBookingDetails } from "@/shared/api/activity-bookings";

export const TODAY = "2030-05-01";
const usd = (amount: number) => ({ amount, currency: "USD" });

const summary = (n: number, title: string, own: Partial<ActivityResult> = {}): ActivityResult => ({
  id: `2267057P${n}`,
  productCode: `2267057P${n}`,
  title,
  shortDescription: `${title}: 2 hours with a local guide.`,
  destinationId: 2267057,
  durationMinutes: 120,
  rating: 4.6,
  reviewCount: 320,
  tags: ["duration1to4h", "morning", "freeCancellation"],
  startTimes: ["09:00"],
  fromPrice: usd(2_900),
  originalPrice: null,
  image: { url: `/api/activities/images/2267057P${n}/1.webp`, caption: title },
  ...own,
});

export const products = [summary(1, "Lisbon Old Town Walking Tour"), summary(2, "Lisbon Bike Tour")];
/** A later page of the same search: an evening product, cheaper and shorter than the first page's. */
export const nextPage = [summary(3, "Sunset Cruise in Lisbon", { durationMinutes: 90, tags: ["duration1to4h", "evening"], startTimes: ["18:30"], fromPrice: usd(1_900) })];

export const lisbon = { destinationId: 2267057, destinationName: "Lisbon", destinationType: "CITY" as const };
export const searchForm = { selectedLocation: lisbon, activityDate: "2030-05-20", travellers: { ADT: 2, CHD: 1 }, filterItem: { sortOrder: "RECOMMENDED", tags: [] } };
export const searchParams = { destinationId: 2267057, selectedLocation: lisbon, activityDate: "2030-05-20", travellers: { ADT: 2, CHD: 1 } };

const first = products[0]!;
export const productPricing: ActivityPricing = {
  offer: {
    ...first,
    kind: "product",
    description: "Discover Lisbon.",
    inclusions: ["Local guide"],
    exclusions: [],
    languages: ["English"],
    meetingPoint: { ref: "LOC-2267057P1", name: "Main Square, Lisbon" },
    images: [first.image],
    reviews: [],
    options: [{ optionCode: "OPT1", title: "Standard", description: "As described.", adultPrice: usd(2_900), childPrice: usd(1_900), startTimes: ["09:00"] }],
    cancellationPolicy: { type: "FREE", hoursBefore: 24 },
    bookingQuestions: [],
    maxTravellersPerType: 5,
  },
  priceChanged: false,
  previousTotal: null,
  totalAmount: usd(2_900),
};

export const bookable: ActivityOffer = {
  id: "ao1.2267057P1.2030-05-20.OPT1.0900.2.1.0.100",
  productCode: first.productCode,
  title: first.title,
  destinationId: 2267057,
  travelDate: "2030-05-20",
  optionCode: "OPT1",
  optionTitle: "Standard",
  startTime: "09:00",
  timeZone: "Europe/Lisbon",
  travellers: { ADT: 2, CHD: 1 },
  lines: [
    { type: "ADT", count: 2, unitPrice: usd(2_900), total: usd(5_800) },
    { type: "CHD", count: 1, unitPrice: usd(1_900), total: usd(1_900) },
  ],
  totalAmount: usd(7_700),
  cancellationPolicy: { type: "FREE", hoursBefore: 24 },
  bookingQuestions: [],
  expiresAt: "2030-05-01T10:30:00.000Z",
};

export const bookablePricing = (changed: boolean): ActivityPricing => ({
  offer: { ...bookable, kind: "bookable" },
  priceChanged: changed,
  previousTotal: changed ? usd(7_100) : null,
  totalAmount: usd(7_700),
});

export const choice = { travelDate: "2030-05-20", optionCode: "OPT1", startTime: "09:00", travellers: { ADT: 2, CHD: 1 } };

export const travellers = [
  { type: "ADT" as const, firstName: "Ada", lastName: "Lovelace" },
  { type: "ADT" as const, firstName: "Charles", lastName: "Babbage" },
  { type: "CHD" as const, firstName: "Tim", lastName: "Lovelace" },
];
export const checkoutContact = { email: "ada@example.test", phone: "+1 415 555 0100", answers: [] };

export const reservation = (bookingStatus: ActivityBookingDetails["bookingStatus"]): ActivityBookingDetails => ({
  referenceNumber: "ACAAAA2222",
  bookingId: "b-1",
  bookingStatus,
  supplierReference: "VXAAAA2222",
  createdAt: "2030-05-01T10:00:00.000Z",
  offer: bookable,
  travellers,
  contact: { email: checkoutContact.email, phone: checkoutContact.phone },
  answers: [],
  meetingPoint: { ref: "LOC-2267057P1", name: "Main Square, Lisbon", address: "Main Square 12, Lisbon, PT", lat: 38.71667, lon: -9.13333, timeZone: "Europe/Lisbon" },
  totalAmount: usd(7_700),
  card: { brand: "visa", last4: "4242" },
  bookedFor: { id: "client-1", name: "Client One", email: "client@example.test" },
  refundProtection: null,
  refundAmount: null,
});
