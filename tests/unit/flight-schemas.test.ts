import { describe, expect, it } from "vitest";
import { flightSearchRequest } from "@/shared/api/flights";
import { bookingRequest, decodeReservationDetails, reservationDetailsResponse } from "@/shared/api/flight-bookings";
import { paymentRequest } from "@/shared/api/bookings";
import { encodeBase64Json } from "@/shared/base64-json";
import { toSupplierRequest } from "@/server/suppliers/flights/search-request";
import { travellerMessages } from "@/shared/booking/travellers";

const place = (location: string) => ({ location });

describe("flight search form schema", () => {
  it("fills spec A §9 defaults: Round-Trip, All cabins, Commercial, one adult, 1000 results", () => {
    const form = flightSearchRequest.parse({ formData: [{ id: 1, from: place("JFK"), to: place("LHR"), rangeDate: { startDate: "2030-05-10", endDate: "2030-05-17" } }] });
    expect(form).toMatchObject({
      routeType: "Round-Trip",
      flightType: { value: "NoPreference", name: "All cabins" },
      aircraftType: "Commercial",
      selectedPassenger: { ADT: 1, CHD: 0, INF: 0 },
      maxResults: 1000,
    });
    expect(toSupplierRequest(form).slices).toEqual([
      { origin: "JFK", destination: "LHR", departureDate: "2030-05-10" },
      { origin: "LHR", destination: "JFK", departureDate: "2030-05-17" },
    ]);
  });

  it("turns a multi-city form into one slice per row", () => {
    const form = flightSearchRequest.parse({
      routeType: "Multi-City",
      formData: [
        { id: "a", from: place("JFK"), to: place("CDG"), singleDate: "2030-05-10" },
        { id: "b", from: place("CDG"), to: place("FCO"), singleDate: "2030-05-12" },
      ],
    });
    expect(toSupplierRequest(form).slices.map((s) => s.destination)).toEqual(["CDG", "FCO"]);
  });

  it("rejects infants without adults, same origin and destination, and dates out of order", () => {
    const row = { id: 1, from: place("JFK"), to: place("LHR"), singleDate: "2030-05-10" };
    const r1 = flightSearchRequest.safeParse({ routeType: "One-Way", selectedPassenger: { ADT: 1, INF: 2 }, formData: [row] });
    expect(r1.error?.issues[0]?.message).toBe("Each infant must travel with an adult");
    const r2 = flightSearchRequest.safeParse({ routeType: "One-Way", formData: [{ ...row, to: place("JFK") }] });
    expect(r2.error?.issues[0]?.message).toBe("Origin and destination must differ");
    const r3 = flightSearchRequest.safeParse({ routeType: "Multi-City", formData: [row, { ...row, id: 2, singleDate: "2030-05-01" }] });
    expect(r3.error?.issues[0]?.message).toBe("Each flight must depart on or after the previous one");
    const r4 = flightSearchRequest.safeParse({ formData: [{ ...row, rangeDate: { startDate: "2030-05-10", endDate: "2030-05-01" } }] });
    expect(r4.success).toBe(false);
  });
});

describe("booking and payment schemas", () => {
  const passenger = { type: "ADT", firstName: "Ana", lastName: "Souza", birthDate: "1990-01-01", citizenship: "BR" };
  const contact = { email: "ana@example.com", phone: "+55 11 5555 0100" };

  it("needs an adult for each infant", () => {
    const r = bookingRequest.safeParse({ idempotencyKey: "key-12345", offerId: "x", contact, passengers: [passenger, { ...passenger, type: "INF" }, { ...passenger, type: "INF" }] });
    expect(r.error?.issues[0]?.message).toBe(travellerMessages.infantPerAdult.id);
  });

  it("normalises the card number and keeps the card in the request only", () => {
    const r = paymentRequest.parse({ idempotencyKey: "key-12345", referenceNumber: "WP-1", card: { number: "4242 4242 4242 4242", expMonth: "12", expYear: "2031", cvc: "123", holderName: "Ana Souza" } });
    expect(r.card).toMatchObject({ number: "4242424242424242", expMonth: 12 });
  });

  it("takes Stripe.js's PaymentMethod id instead of a card, and nothing that is not one", () => {
    expect(paymentRequest.parse({ idempotencyKey: "key-12345", referenceNumber: "WP-1", card: { paymentMethodId: "pm_1Abc" } }).card).toEqual({ paymentMethodId: "pm_1Abc" });
    expect(paymentRequest.safeParse({ idempotencyKey: "key-12345", referenceNumber: "WP-1", card: { paymentMethodId: "tok_1Abc" } }).success).toBe(false);
  });
});

describe("reservation details", () => {
  it("round-trips base64 JSON with non-ASCII text", () => {
    const encoded = encodeBase64Json({ name: "São Paulo ✈" });
    expect(reservationDetailsResponse.parse({ status: true, message: "ok", data: encoded }).data).toBe(encoded);
    expect(() => decodeReservationDetails(encoded)).toThrow();
  });
});
