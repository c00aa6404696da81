import { type CarOffer } from "@/shared/api/cars";
import { carProposalOffer, type CarProposalOffer } from "@/shared/api/car-bookings";
import { proposalBookPath } from "@/shared/api/proposals";
import { money } from "@/shared/money";
import type { ProposalItemVertical, ProposalLine } from "../bookings/vertical";
import { resolveCarLocation } from "../suppliers/cars/locations";
import { CarSupplierError, supplierSearchOf, type CarSupplier } from "../suppliers/cars/types";

// A rental car as an item of a proposal (docs/decisions.md "Proposals"): the vendor's quote priced again each time
// the client opens the proposal; once the quote has expired, the same vendor and car class (ACRISS code) are found by
// searching again for the same places and times. The client books it on the car's details page.

export const carProposalMessages = {
  pickUp: /*i18n*/ { id: "car.proposal.pickUp", message: "Pick-up: {place}, {time}" },
  dropOff: /*i18n*/ { id: "car.proposal.dropOff", message: "Drop-off: {place}, {time}" },
  rental: /*i18n*/ { id: "car.proposal.rental", message: "{days, plural, one {# day} other {# days}} · {seats} seats · driver aged {age}" },
} as const;

const local = (time: string) => time.replace("T", " ").slice(0, 16);

/** The car in its own words: where and when it is picked up and dropped off, the rental's days, seats and driver. */
export function carLines(car: CarOffer): ProposalLine[] {
  return [
    { ...carProposalMessages.pickUp, values: { place: car.pickUpLocation.name, time: local(car.pickUpDateTime) } },
    { ...carProposalMessages.dropOff, values: { place: car.dropOffLocation.name, time: local(car.returnDateTime) } },
    { ...carProposalMessages.rental, values: { days: car.rentalDays, seats: car.passangerCapacity, age: car.driverAge } },
  ];
}

const same = (proposed: CarProposalOffer) => (car: CarOffer) => car.vendorCode === proposed.vendorCode && car.sipp === proposed.sipp;

/** The proposed car now: the quote itself while it lives, else the same vendor and class in a new search. */
async function findAgain(supplier: CarSupplier, proposed: CarProposalOffer): Promise<CarOffer | null> {
  try {
    const { offer } = await supplier.price(proposed.offerId);
    if (same(proposed)(offer)) return offer;
  } catch (error) {
    if (!(error instanceof CarSupplierError)) throw error;
  }
  const { search } = proposed;
  const pickUp = resolveCarLocation(search.pickupLocation);
  const dropOff = search.dropoffLocation ? resolveCarLocation(search.dropoffLocation) : pickUp;
  if (!pickUp || !dropOff) return null;
  try {
    const { cars } = await supplier.search(supplierSearchOf(search, pickUp, dropOff, proposed.currency));
    return cars.filter(same(proposed)).sort((a, b) => a.price.amount - b.price.amount)[0] ?? null;
  } catch (error) {
    // A search the vendors refuse now (a pick-up in the past) is a car no longer offered.
    if (error instanceof CarSupplierError) return null;
    throw error;
  }
}

export function carProposalItem(supplier: CarSupplier): ProposalItemVertical {
  return {
    parse(offer) {
      const parsed = carProposalOffer.safeParse(offer);
      return parsed.success ? parsed.data : null;
    },
    async quote(stored) {
      const car = await findAgain(supplier, stored as CarProposalOffer);
      if (!car) return null;
      return {
        title: car.vehicleName,
        subtitle: car.vendorName,
        start: car.pickUpDateTime.slice(0, 16),
        end: car.returnDateTime.slice(0, 16),
        net: money(car.price.amount, car.price.currency),
        details: carLines(car),
        offerId: car.id,
      };
    },
    bookPath: (proposalId, stored, quote) => proposalBookPath((stored as CarProposalOffer).page, proposalId, quote.offerId),
  };
}
