// Car offers for the car tests (filters, the booking machine's model): plain data shaped like the
// sandbox's answers, so a test states its own prices and options.
import type { CarLocation, CarOffer, CarPricing } from "@/shared/api/cars";
import type { Money } from "@/shared/money";

export const CAR_TODAY = "2030-05-01";
export const usd = (major: number): Money => ({ amount: Math.round(major * 100), currency: "USD" });

export const lax: CarLocation = {
  kind: "airport",
  code: "LAX",
  name: "Los Angeles International Airport",
  city: "Los Angeles",
  country: "US",
  latitude: 33.94,
  longitude: -118.41,
  timeZone: "America/Los_Angeles",
};
export const sfo: CarLocation = { ...lax, code: "SFO", name: "San Francisco International Airport", city: "San Francisco", latitude: 37.62, longitude: -122.38 };

export function carOffer(id: string, over: Partial<CarOffer> = {}): CarOffer {
  const price = over.price ?? usd(180);
  return {
    id,
    price,
    currencyCode: price.currency,
    size: "C",
    sipp: "CDAR",
    vehicleName: "Nissan Versa or similar",
    vendorName: "Hertz",
    vendorCode: "ZE",
    cancellationPolicy: { charge: { includedRateInd: true, amount: null } },
    passangerCapacity: "5",
    bagCapacity: "2",
    milage: "Unlimited",
    milageLimit: null,
    isACavailable: true,
    transmissionType: "Automatic",
    noOfDoors: 4,
    fuelPolicy: "FullToFull",
    pickUpLocation: lax,
    dropOffLocation: lax,
    pickUpDateTime: "2030-05-10T10:00",
    returnDateTime: "2030-05-13T10:00",
    rentalDays: 3,
    dailyRate: usd(60),
    oneWayFee: null,
    youngDriverFee: null,
    driverAge: 25,
    extras: [{ code: "childSeat", dailyRate: usd(13), max: 2 }],
    expiresAt: "2030-05-01T00:30:00.000Z",
    ...over,
  };
}

export const cars: CarOffer[] = [
  carOffer("C1", { price: usd(150) }),
  carOffer("C2", { price: usd(250), vendorName: "Avis", vendorCode: "ZI", size: "F", sipp: "FFAR", passangerCapacity: "7", bagCapacity: "5" }),
  carOffer("C3", {
    price: usd(320),
    vendorName: "Sixt",
    vendorCode: "SX",
    size: "E",
    sipp: "EBMN",
    transmissionType: "Manual",
    isACavailable: false,
    noOfDoors: 2,
    cancellationPolicy: { charge: { includedRateInd: false, amount: usd(60) } },
  }),
];

export function carPricing(changed: boolean, offer: CarOffer = cars[0] as CarOffer): CarPricing {
  return {
    offer,
    priceChanged: changed,
    previousTotal: changed ? usd(140) : null,
    markupType: "percent",
    markup: 0,
    totalAmount: offer.price,
  };
}
