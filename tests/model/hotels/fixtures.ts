// Hotel model fixtures: two hotels, a rate's price check (with the hotel's rooms), booking records.
import type { HotelRate, HotelSearchRequest } from "@/shared/api/hotels";
import type { HotelBookingRecord } from "@/shared/api/hotel-bookings";
import type { HotelOffer, HotelPricing } from "@machines/hotel-booking/description";

export const HOTEL_TODAY = "2030-05-01";
const usd = (amount: number) => ({ amount, currency: "USD" });

export const hotelSearch: HotelSearchRequest = {
  searchString: "Lisbon",
  paging: { pageNo: 0, pageSize: 50, orderBy: "rating desc, price desc" },
  occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 1, childAges: [10] }],
  stayPeriod: { start: "2030-05-10", end: "2030-05-13" },
  radius: 20,
  nationality: { name: "Portugal", alpha2Code: "PT" },
  locationId: "2267057",
  type: "city",
};

export const hotelForm = {
  destination: { locationId: "2267057", name: "Lisbon", type: "city" as const },
  start: "2030-05-10",
  end: "2030-05-13",
  rooms: [{ adults: 2, child: [10] }],
  nationality: { name: "Portugal", alpha2Code: "PT" },
};

function hotel(id: string, name: string, stars: number, price: number): HotelOffer {
  return {
    id,
    hotelId: id,
    name,
    starRating: stars,
    reviewScore: 8.2,
    address: "1 Main Street, Lisbon",
    city: "Lisbon",
    country: "PT",
    lat: 38.7,
    lng: -9.1,
    distance: 1.2,
    facilities: ["wifi", "pool"],
    image: `/api/v2/hotel/images/${id}/0.webp`,
    boards: ["RO", "BB"],
    freeCancellation: stars > 3,
    price: usd(price),
    publishedPrice: usd(price + 5_000),
  };
}

export const hotels: HotelOffer[] = [hotel("2267057-1", "Grand Lisbon Palace", 5, 60_000), hotel("2267057-2", "Hotel Lisbon Inn", 3, 30_000)];

const rate = (rateId: string, refundable: boolean): HotelRate => ({
  rateId,
  board: "BB",
  refundable,
  cancellationPolicy: refundable
    ? { refundable, timeZone: "Europe/Lisbon", freeUntil: "2030-05-07T12:00:00+01:00", charges: [{ from: "2030-05-07T12:00:00+01:00", amount: usd(20_000) }] }
    : { refundable, timeZone: "Europe/Lisbon", freeUntil: null, charges: [{ from: null, amount: usd(54_000) }] },
  price: usd(refundable ? 60_000 : 54_000),
  publishedPrice: usd(65_000),
  taxes: usd(5_000),
  payAtHotel: usd(1_500),
  nights: 3,
  expiresAt: "2030-05-01T10:30:00.000Z",
});

export function hotelPricing(changed: boolean): HotelPricing {
  const flex = rate("htl1_flex", true);
  return {
    offer: { id: changed ? "htl1_flex_requoted" : "htl1_flex", expiresAt: "2030-05-01T10:30:00.000Z" },
    rate: flex,
    hotel: { hotelId: "2267057-1", name: "Grand Lisbon Palace", address: "1 Main Street, Lisbon", starRating: 5, timeZone: "Europe/Lisbon", image: "/api/v2/hotel/images/2267057-1/0.webp" },
    room: { roomId: "2267057-1:0", name: "Standard Double", beds: "1 double bed" },
    stayPeriod: { start: "2030-05-10", end: "2030-05-13" },
    occupancies: [{ adults: 2, child: [10] }],
    priceChanged: changed,
    previousTotal: changed ? usd(55_000) : null,
    totalAmount: usd(60_000),
    markupType: "percent",
    markup: 0,
    rooms: [{ roomId: "2267057-1:0", name: "Standard Double", beds: "1 double bed", sizeSqm: 18, maxOccupancy: 3, image: "", rates: [flex, rate("htl1_nonref", false)] }],
    content: null,
  };
}

export const leadGuest = { firstName: "Ana", lastName: "Silva" };
export const guestContact = { email: "ana@example.test", phone: "+351 912 345 678", specialRequests: "High floor" };

export function hotelRecord(bookingStatus: "paid" | "held"): HotelBookingRecord {
  const p = hotelPricing(false);
  return {
    bookingId: "b-1",
    referenceNumber: "HT-1",
    bookingStatus,
    confirmationNumber: "ABCD2345",
    createdAt: "2030-05-01T10:00:00.000Z",
    hotel: p.hotel,
    room: { ...p.room, board: "BB" },
    stayPeriod: p.stayPeriod,
    occupancies: p.occupancies,
    fareBreakup: { baseFare: usd(55_000), totalRate: usd(60_000), currency: "USD", discounts: usd(0), taxes: usd(5_000), totalFare: usd(60_000), additionalCharges: usd(1_500) },
    cancellationPolicy: p.rate.cancellationPolicy,
    refundability: "Refundable",
    guests: [leadGuest],
    contact: { email: guestContact.email, phone: guestContact.phone },
    specialRequests: "High floor",
    paymentBreakup: { paidFromCard: usd(60_000), paidFromCredit: usd(0), total: usd(60_000) },
    paidFromCredit: usd(0),
    paidFromCard: usd(60_000),
    card: { brand: "visa", last4: "4242" },
    refundProtection: null,
    couponCode: null,
    pdfurl: "/api/v2/hotel/voucher/HT-1.pdf",
    cancellationId: null,
    rateId: "htl1_flex",
    clientId: null,
  };
}
