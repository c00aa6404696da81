// spec B §2 "Hotel search allows at most 3 hotels selected for comparison" (§4, §9: compare limit 3).
import { HOTEL_COMPARE_LIMIT } from "./stay";

/** Whether another hotel may join the comparison. */
export function canCompareMore(selected: readonly string[]): boolean {
  return selected.length < HOTEL_COMPARE_LIMIT;
}

export const hotelCompareMessages = {
  limit: /*i18n*/ { id: "hotel.compare.limit", message: "You can compare up to 3 hotels. Remove one to add another." },
} as const;
