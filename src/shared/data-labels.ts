// Labels the product makes from data codes (issue "The last spec rows and what users hit": "Economy · Basic" and
// room names stayed English in es/pt). Each known code maps to a catalog message with a stable id, so every page
// that shows one (results, details, checkout, the trip add-on, My trip) translates it the same way; a code no map
// knows is the supplier's own word and is shown as sent. A unit test checks every code the product knows has an
// entry here and a translation in es and pt (tests/unit/data-labels.test.ts).
import type { Cabin, FareFamilyName } from "./api/flights";
import type { Board } from "./api/hotels";
import type { VehicleSizeId } from "./cars/acriss";
import type { MessageDescriptor } from "./validation/messages";

/** Cabin classes (spec A §4 cabin). */
export const CABIN_LABELS: Record<Cabin, MessageDescriptor> = {
  Economy: /*i18n*/ { id: "data.cabin.economy", message: "Economy" },
  Premium: /*i18n*/ { id: "data.cabin.premium", message: "Premium Economy" },
  Business: /*i18n*/ { id: "data.cabin.business", message: "Business" },
  First: /*i18n*/ { id: "data.cabin.first", message: "First" },
};

/** Fare families: the product names them (the sandbox's three, docs/sandbox.md). */
export const FARE_FAMILY_LABELS: Record<FareFamilyName, MessageDescriptor> = {
  Basic: /*i18n*/ { id: "data.fareFamily.basic", message: "Basic" },
  Standard: /*i18n*/ { id: "data.fareFamily.standard", message: "Standard" },
  Flex: /*i18n*/ { id: "data.fareFamily.flex", message: "Flex" },
};

/** Hotel room types by the name the sandbox gives them (src/server/suppliers/hotels/sandbox-rates.ts). */
export const ROOM_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  "Standard Double": /*i18n*/ { id: "data.room.standardDouble", message: "Standard Double" },
  "Superior Twin": /*i18n*/ { id: "data.room.superiorTwin", message: "Superior Twin" },
  "Deluxe King": /*i18n*/ { id: "data.room.deluxeKing", message: "Deluxe King" },
  "Family Room": /*i18n*/ { id: "data.room.familyRoom", message: "Family Room" },
  "Junior Suite": /*i18n*/ { id: "data.room.juniorSuite", message: "Junior Suite" },
};

/** The beds of those room types, as the sandbox writes them. */
export const BED_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  "1 double bed": /*i18n*/ { id: "data.beds.oneDouble", message: "1 double bed" },
  "2 single beds": /*i18n*/ { id: "data.beds.twoSingle", message: "2 single beds" },
  "1 king bed": /*i18n*/ { id: "data.beds.oneKing", message: "1 king bed" },
  "1 double bed and 2 single beds": /*i18n*/ { id: "data.beds.doubleAndTwoSingle", message: "1 double bed and 2 single beds" },
  "1 king bed and 1 sofa bed": /*i18n*/ { id: "data.beds.kingAndSofa", message: "1 king bed and 1 sofa bed" },
};

/** Car sizes by ACRISS letter (spec B §3: the static data vehicleSizes, src/shared/cars/acriss.ts). */
export const VEHICLE_SIZE_LABELS: Record<VehicleSizeId, MessageDescriptor> = {
  M: /*i18n*/ { id: "data.carSize.mini", message: "Mini" },
  N: /*i18n*/ { id: "data.carSize.miniElite", message: "Mini Elite" },
  E: /*i18n*/ { id: "data.carSize.economy", message: "Economy" },
  H: /*i18n*/ { id: "data.carSize.economyElite", message: "Economy Elite" },
  C: /*i18n*/ { id: "data.carSize.compact", message: "Compact" },
  D: /*i18n*/ { id: "data.carSize.compactElite", message: "Compact Elite" },
  I: /*i18n*/ { id: "data.carSize.intermediate", message: "Intermediate" },
  J: /*i18n*/ { id: "data.carSize.intermediateElite", message: "Intermediate Elite" },
  S: /*i18n*/ { id: "data.carSize.standard", message: "Standard" },
  R: /*i18n*/ { id: "data.carSize.standardElite", message: "Standard Elite" },
  F: /*i18n*/ { id: "data.carSize.fullsize", message: "Fullsize" },
  G: /*i18n*/ { id: "data.carSize.fullsizeElite", message: "Fullsize Elite" },
  P: /*i18n*/ { id: "data.carSize.premium", message: "Premium" },
  U: /*i18n*/ { id: "data.carSize.premiumElite", message: "Premium Elite" },
  L: /*i18n*/ { id: "data.carSize.luxury", message: "Luxury" },
  W: /*i18n*/ { id: "data.carSize.luxuryElite", message: "Luxury Elite" },
  O: /*i18n*/ { id: "data.carSize.oversize", message: "Oversize" },
  X: /*i18n*/ { id: "data.carSize.special", message: "Special" },
};

/** Hotel boards (meal plans) by the supplier's code: the results' filter, the rate, the voucher. */
export const BOARD_LABELS: Record<Board, MessageDescriptor> = {
  RO: /*i18n*/ { id: "data.board.roomOnly", message: "Room only" },
  BB: /*i18n*/ { id: "data.board.bedAndBreakfast", message: "Bed and breakfast" },
  HB: /*i18n*/ { id: "data.board.halfBoard", message: "Half board" },
  FB: /*i18n*/ { id: "data.board.fullBoard", message: "Full board" },
  AI: /*i18n*/ { id: "data.board.allInclusive", message: "All inclusive" },
};

/** The catalog message of `code` in `labels`, or null when the product does not know the code (shown as sent). */
export function dataLabel(labels: Readonly<Record<string, MessageDescriptor>>, code: string): MessageDescriptor | null {
  return Object.hasOwn(labels, code) ? (labels[code] ?? null) : null;
}
