// Small, hand-made flight data for the model and focused tests: four offers over two airlines,
// with direct, one-stop and mixed itineraries and departures on both sides of 05:00.
import type { BookingContact, BookingPassenger, FlightLeg, FlightOffer, RepriceResult } from "@/shared/api/flights";
import type { ReservationDetails } from "@/shared/api/flight-bookings";
import type { Money } from "@/shared/money";

export const TODAY = "2030-05-01";
export const usd = (amount: number): Money => ({ amount, currency: "USD" });

interface LegSpec {
  airline?: string;
  stops?: number;
  departure?: string;
  arrival?: string;
  duration?: number;
  layover?: number;
}

export function leg({ airline = "AA", stops = 0, departure = "08:00", arrival = "11:00", duration = 180, layover = 60 }: LegSpec = {}): FlightLeg {
  const name = airline === "AA" ? "American Airlines" : airline === "BA" ? "British Airways" : `Airline ${airline}`;
  return {
    origin: "JFK",
    destination: "LHR",
    airline,
    airlineName: name,
    cabin: "Economy",
    stops: Array.from({ length: stops }, (_, i) => ({ airport: i === 0 ? "BOS" : "DUB", city: "Hub", layover })),
    duration,
    departureTime: `2030-05-02T${departure}:00-04:00`,
    arrivalTime: `2030-05-02T${arrival}:00+01:00`,
    segments: [
      {
        origin: "JFK",
        destination: "LHR",
        departureTime: `2030-05-02T${departure}:00-04:00`,
        arrivalTime: `2030-05-02T${arrival}:00+01:00`,
        duration,
        marketingCarrier: airline,
        marketingCarrierName: name,
        operatingCarrier: airline,
        flightNumber: `${airline}100`,
        aircraft: "Boeing 777",
        cabin: "Economy",
        distanceKm: 5500,
      },
    ],
  };
}

export function offer(id: string, amount: number, flights: FlightLeg[], cabin: FlightOffer["fareFamily"]["cabin"] = "Economy"): FlightOffer {
  return {
    id,
    expiresAt: "2030-05-01T12:30:00Z",
    flights,
    totalAmount: usd(amount),
    passengers: [{ type: "ADT", count: 1, baseAmount: usd(amount - 100), taxAmount: usd(100), totalAmount: usd(amount) }],
    fareFamily: {
      code: "STD",
      name: "Standard",
      cabin,
      conditions: { refundable: false, refundPenalty: null, changeable: true, changePenalty: usd(5000), checkedBags: 1, cabinBags: 1 },
    },
    validatingCarrier: flights[0]?.airline ?? "AA",
    maxStops: Math.max(...flights.map((f) => f.stops.length)),
    seatsRemaining: 4,
  };
}

/** OF1 direct both ways (AA, 04:59), OF2 one stop both ways (BA, 05:00), OF3 mixed 0/1 stops, OF4 two stops. */
export const offers: FlightOffer[] = [
  offer("OF1", 50_000, [leg({ departure: "04:59", duration: 420 }), leg({ departure: "18:00", duration: 430 })]),
  offer("OF2", 42_000, [leg({ airline: "BA", stops: 1, departure: "05:00", duration: 600 }), leg({ airline: "BA", stops: 1, departure: "12:00", duration: 610 })], "Business"),
  offer("OF3", 39_000, [leg({ stops: 0, departure: "11:59", duration: 400 }), leg({ airline: "BA", stops: 1, departure: "17:59", duration: 650 })]),
  offer("OF4", 30_000, [leg({ stops: 2, departure: "23:30", duration: 900, layover: 300 }), leg({ stops: 2, departure: "12:00", duration: 910 })]),
];

export const searchRequest = {
  routeType: "Round-Trip",
  formData: [
    {
      id: "1",
      from: { location: "JFK", place: "New York JFK" },
      to: { location: "LHR", place: "London Heathrow" },
      rangeDate: { startDate: "2030-05-02", endDate: "2030-05-09" },
    },
  ],
} as const;

export const pricing = (priceChanged: boolean): RepriceResult => ({
  offer: offers[0] as FlightOffer,
  priceChanged,
  previousTotal: priceChanged ? usd(48_000) : null,
  markupType: "percent",
  markup: 0,
  totalAmount: usd(50_000),
});

export const adult: BookingPassenger = {
  type: "ADT",
  firstName: "Jane",
  lastName: "Doe",
  birthDate: "1990-01-01",
  citizenship: "GB",
};

export const contact: BookingContact = { email: "jane@example.com", phone: "+44 20 7946 0000" };

export const reservation = (bookingStatus: ReservationDetails["bookingStatus"]): ReservationDetails => ({
  referenceNumber: "WP-1",
  bookingId: "B1",
  pnr: "ABC123",
  bookingStatus,
  createdAt: "2030-05-01T10:00:00Z",
  offer: offers[0] as FlightOffer,
  passengers: [{ ...adult, ticketNumber: "1251234567890" }],
  contact,
  totalAmount: usd(50_000),
  card: { brand: "visa", last4: "4242" },
});

export const visa = { number: "4242424242424242", expMonth: 12, expYear: 2032, cvc: "123", holderName: "Jane Doe" };

export const failures = {
  expired: { httpStatus: 410, message: "This offer has expired, please search again" },
  server: { httpStatus: 500, message: "Supplier timeout" },
  bare: { httpStatus: 0 },
};
