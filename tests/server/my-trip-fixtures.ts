import type { FastifyInstance } from "fastify";
import type { CarOffer } from "@/shared/api/cars";
import { bookBody, morningOffer } from "./activities-fixtures";
import { bookAndPay, call, card, CARDS, newKey, type Caller } from "./flights-fixtures";
import { dayFromNow, guests, hotelContact, pricedRate } from "./hotels-fixtures";

// One booking of each vertical, made through the API as the screens make them (My trip's tests).

async function ok<T>(what: string, res: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const answer = await res;
  if (answer.statusCode !== 200) throw new Error(`${what} ${answer.statusCode}: ${answer.body}`);
  return (answer.json() as { data: T }).data;
}

/** Books and pays with the test card: the booking's reference number. */
async function bookThenPay(app: FastifyInstance, caller: Caller, what: string, paths: { book: string; pay: string }, body: Record<string, unknown>): Promise<string> {
  const idempotencyKey = newKey(what);
  const { referenceNumber } = await ok<{ referenceNumber: string }>(what, call(app, caller, { method: "POST", url: paths.book, body: { ...body, idempotencyKey } }));
  await ok(`${what} payment`, call(app, caller, { method: "POST", url: paths.pay, body: { idempotencyKey, referenceNumber, card: card(CARDS.ok) } }));
  return referenceNumber;
}

export async function bookFlight(app: FastifyInstance, caller: Caller, opts: { clientId?: string } = {}): Promise<string> {
  return (await bookAndPay(app, caller, opts)).referenceNumber;
}

export async function bookHotel(app: FastifyInstance, caller: Caller): Promise<string> {
  const search = {
    searchString: "Lisbon",
    occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
    stayPeriod: { start: dayFromNow(30), end: dayFromNow(33) },
    nationality: { name: "Portugal", alpha2Code: "PT" },
    locationId: "2267057",
  };
  const { price } = await pricedRate(app, caller, { search });
  return bookThenPay(app, caller, "hotel", { book: "/api/v2/hotel/booking", pay: "/api/v2/hotel/payment" }, { rateId: price.offer.id, guests: guests(1), contact: hotelContact });
}

export async function bookCar(app: FastifyInstance, caller: Caller): Promise<string> {
  const search = {
    pickupLocation: { kind: "airport", code: "LAX" },
    dropoffLocation: { kind: "airport", code: "SFO" },
    pickupLatitude: 33.94,
    pickupLongitude: -118.41,
    returnLatitude: 37.62,
    returnLongitude: -122.38,
    pickupReadable: "Los Angeles International Airport",
    dropoffReadable: "San Francisco International Airport",
    pickUpDateTime: `${dayFromNow(25)}T10:00`,
    returnDateTime: `${dayFromNow(28)}T10:00`,
    age: 30,
    countryOfResidence: "US",
  };
  const { cars } = await ok<{ cars: CarOffer[] }>("car search", call(app, caller, { method: "POST", url: "/api/car-rental/availableCars", body: search }));
  const offer = cars[0];
  if (!offer) throw new Error("no car");
  const driver = { firstName: "Ana", lastName: "Silva", birthDate: "1990-01-01", licenceCountry: "US" };
  return bookThenPay(app, caller, "car", { book: "/api/car-rental/reserveCar", pay: "/api/car-rental/payment" }, { offerId: offer.id, driver, contact: hotelContact, extras: [] });
}

export async function bookActivity(app: FastifyInstance, caller: Caller): Promise<string> {
  const offer = await morningOffer(app, caller, { ADT: 1, CHD: 0 });
  return bookThenPay(app, caller, "activity", { book: "/api/activities/bookings/book", pay: "/api/activities/bookings/payment" }, bookBody(offer));
}
