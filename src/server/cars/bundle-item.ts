import type { CarOffer } from "@/shared/api/cars";
import { ageOn } from "@/shared/booking/traveller-categories";
import { driverAgeError } from "@/shared/cars/driver";
import { minutesBetween, shiftLocalTime } from "@/shared/booking/trip-bundle";
import { BookingError } from "../bookings/errors";
import { tripAddOnMessages } from "../bookings/trip-add-on-messages";
import type { BundleItemVertical } from "../bookings/vertical";
import { resolveCarLocation } from "../suppliers/cars/locations";
import { CarSupplierError, type CarSupplier } from "../suppliers/cars/types";
import { carMessages as m } from "./messages";
import type { CarDetails } from "./vertical";

// A rental car as an item of a trip add-on bundle (docs/decisions.md "Trip add-on bundle"): picked up at the
// arrival airport an hour after landing, returned there two hours before the way back leaves (one way: after
// the stay's days), searched and priced live by the car supplier in the trip's currency. The pick: the
// cheapest free-cancellation car that seats the party (else the cheapest that does).

/** Priced for a driver of this age: 25 or over pays no young-driver surcharge (spec B §9), and any adult of 25+ may drive. */
const BUNDLE_DRIVER_AGE = 30;
const MAX_RENTAL_DAYS = 28;

const fits = (car: CarOffer, people: number) => Number(car.passangerCapacity) >= people;
const cheapest = (cars: readonly CarOffer[]) => [...cars].sort((a, b) => a.price.amount - b.price.amount)[0];

function stale(error: unknown): never {
  if (error instanceof CarSupplierError) throw new BookingError(409, tripAddOnMessages.quoteExpired, { reason: error.message }, "body.addOns");
  throw error;
}

export function carBundleItem(supplier: CarSupplier): BundleItemVertical {
  return {
    productCode: "CAR",
    async propose(trip, stay) {
      const desk = resolveCarLocation({ kind: "airport", code: trip.destination.code });
      if (!desk) return null;
      const pickUp = shiftLocalTime(trip.arrival, 60, "up");
      const back = trip.leaving ? shiftLocalTime(trip.leaving, -120, "down") : `${stay.end}${pickUp.slice(10)}`;
      const minutes = minutesBetween(pickUp, back);
      if (minutes < 4 * 60 || minutes > MAX_RENTAL_DAYS * 24 * 60) return null;
      const { cars } = await supplier.search({
        pickUp: desk,
        dropOff: desk,
        pickUpDateTime: pickUp,
        returnDateTime: back,
        age: BUNDLE_DRIVER_AGE,
        countryOfResidence: desk.country,
        currency: trip.currency,
      });
      const people = trip.adults + trip.childAges.length;
      const seated = cars.filter((car) => fits(car, people));
      const free = seated.filter((car) => car.cancellationPolicy.charge.includedRateInd);
      const car = cheapest(free.length ? free : seated);
      if (!car) return null;
      return {
        offerId: car.id,
        expiresAt: car.expiresAt,
        net: car.price,
        product: {
          title: car.vehicleName,
          subtitle: car.vendorName,
          place: car.pickUpLocation.name,
          start: car.pickUpDateTime,
          end: car.returnDateTime,
          units: car.rentalDays,
          freeCancellation: car.cancellationPolicy.charge.includedRateInd,
        },
      };
    },
    async plan(offerId, party) {
      const outcome = await supplier.price(offerId).catch(stale);
      if (outcome.priceChanged) throw new BookingError(409, tripAddOnMessages.quoteExpired, {}, "body.addOns");
      const offer = outcome.offer;
      const pickUpDay = offer.pickUpDateTime.slice(0, 10);
      // The first adult who may drive the car as priced (the same rule as a car's own checkout).
      const driver = party.travellers.find((t) => t.adult && ageOn(t.birthDate, pickUpDay) >= 25 && !driverAgeError(offer.driverAge, t.birthDate, pickUpDay));
      if (!driver) throw new BookingError(400, m.bundleNoDriver, {}, "body.addOns");
      const country = driver.citizenship ?? offer.pickUpLocation.country;
      const details: CarDetails = {
        offer,
        driver: { firstName: driver.firstName, lastName: driver.lastName, birthDate: driver.birthDate, licenceCountry: country, citizenship: country },
        contact: { ...party.contact },
        extras: [],
      };
      return { supplier: supplier.name, offerId: offer.id, offerExpiresAt: new Date(offer.expiresAt), net: offer.price, details: { ...details } };
    },
    notCharged: (code) => (code === "VENDOR_REFUSED" ? m.bundleRefused : m.bundleFailed),
  };
}
