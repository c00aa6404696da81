// Labels that come from activity data, translated (docs/architecture.md "Adding a vertical", step 6):
// spec B §9 tag names and their groups, the provider's sort orders, the cancel reasons of spec B §3,
// the booking questions and the cancellation policy.
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { ActivitySort, BookingQuestion, CancellationPolicy } from "@/shared/api/activities";
import type { ActivityTag, TagGroup } from "@/shared/activities/tags";
import type { ActivityTravellerType } from "@/shared/activities/travellers";

export function useActivityLabels() {
  const { t } = useLingui();
  // Made once per language (`t` changes with it), not on every render: each of a new first page's 50 cards made
  // these 45 messages again ("Every page fast on a phone": a filter's or sort's answer drawn).
  return useMemo(() => {
    // spec B §9, in its own words.
    const tags: Record<ActivityTag, string> = {
      durationUpTo1h: t`Up to 1 hour`,
      duration1to4h: t`1 to 4 hours`,
      duration4hTo1d: t`4 hours to 1 day`,
      duration1to3d: t`1 to 3 days`,
      duration3dPlus: t`3 days or more`,
      morning: t`6 am to 12 pm`,
      afternoon: t`12 pm to 5 pm`,
      evening: t`5 pm to 12 am`,
      dealsAndDiscounts: t`Deals and discounts`,
      likelyToSellOut: t`Likely to sell out`,
      freeCancellation: t`Free cancellation`,
      avoidCrowd: t`Avoid the crowd`,
      kidFriendly: t`Kid friendly`,
      virtualExperience: t`Virtual experience`,
      safetyMeasures: t`Safety measures`,
    };
    const groups: Record<TagGroup, string> = { duration: t`Duration`, timeOfDay: t`Time of day`, special: t`Specials`, popularity: t`Popularity` };
    const sorts: Record<ActivitySort, string> = {
      RECOMMENDED: t`Recommended`,
      PRICE_LOW_TO_HIGH: t`Price: low to high`,
      PRICE_HIGH_TO_LOW: t`Price: high to low`,
      TOP_RATED: t`Top rated`,
      DURATION: t`Duration`,
    };
    const reasons: Record<string, string> = {
      CHANGE_OF_PLANS: t`Change of plans`,
      WEATHER: t`Weather`,
      ILLNESS: t`Illness`,
      BOOKED_BY_MISTAKE: t`Booked by mistake`,
      FOUND_BETTER: t`Found a better option`,
      OTHER: t`Other`,
    };
    const questions: Record<BookingQuestion["id"], string> = {
      pickupHotel: t`Hotel for pickup`,
      dietaryRequirements: t`Dietary requirements`,
      mobileOnTheDay: t`Mobile number on the day`,
    };
    const travellerTypes: Record<ActivityTravellerType, string> = { ADT: t`Adult`, CHD: t`Child` };
    // The provider's option names; a name it adds later shows as sent.
    const optionTitles: Record<string, string> = { Standard: t`Standard`, "With hotel pickup": t`With hotel pickup`, "VIP with extras": t`VIP with extras` };
    const option = (title: string): string => optionTitles[title] ?? title;
    const policy = ({ type, hoursBefore }: CancellationPolicy): string =>
      type === "FREE" ? t`Free cancellation up to ${hoursBefore} hours before the start.` : type === "PARTIAL" ? t`Half refunded if cancelled up to ${hoursBefore} hours before the start.` : t`Non-refundable.`;
    return { tags, groups, sorts, reasons, questions, travellerTypes, option, policy };
  }, [t]);
}

/** "2 h 30 min", "3 days": a product's duration. */
export function useFormatActivityDuration() {
  const { t } = useLingui();
  return (minutes: number): string => {
    if (minutes >= 24 * 60) {
      return plural(Math.round(minutes / (24 * 60)), { one: "# day", other: "# days" });
    }
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t`${rest} min`;
    return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
  };
}
