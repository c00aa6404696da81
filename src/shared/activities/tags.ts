// spec B §9 activity tag filters, written once: the supplier's sandbox tags its products with them,
// the server filters a search by them and counts them for getActivityTagsFilterList, and the results
// screen lists them. Duration and time of day are derived from the product (its duration, its time
// slots); specials and popularity are tags the product carries.

/** spec B §9 "Activity duration filters": up to 1 hour, 1-4 hours, 4 hours-1 day, 1-3 days, 3 days+. */
export const DURATION_TAGS = ["durationUpTo1h", "duration1to4h", "duration4hTo1d", "duration1to3d", "duration3dPlus"] as const;
/** spec B §9 "Time of day": 6 am-12 pm, 12-5 pm, 5 pm-12 am. */
export const TIME_OF_DAY_TAGS = ["morning", "afternoon", "evening"] as const;
/** spec B §9 "Special": deals and discount, likely to sell out, free cancellation. */
export const SPECIAL_TAGS = ["dealsAndDiscounts", "likelyToSellOut", "freeCancellation"] as const;
/** spec B §9 "Popularity": avoid crowd, kid friendly, virtual experience, safety measures. */
export const POPULARITY_TAGS = ["avoidCrowd", "kidFriendly", "virtualExperience", "safetyMeasures"] as const;

export const TAG_GROUPS = {
  duration: DURATION_TAGS,
  timeOfDay: TIME_OF_DAY_TAGS,
  special: SPECIAL_TAGS,
  popularity: POPULARITY_TAGS,
} as const;
export type TagGroup = keyof typeof TAG_GROUPS;
export const TAG_GROUP_NAMES = Object.keys(TAG_GROUPS) as TagGroup[];

export const ACTIVITY_TAGS = [...DURATION_TAGS, ...TIME_OF_DAY_TAGS, ...SPECIAL_TAGS, ...POPULARITY_TAGS] as const;
export type ActivityTag = (typeof ACTIVITY_TAGS)[number];
export type DurationTag = (typeof DURATION_TAGS)[number];
export type TimeOfDayTag = (typeof TIME_OF_DAY_TAGS)[number];
/** What a product carries itself (the rest is derived). */
export type ProductTag = (typeof SPECIAL_TAGS)[number] | (typeof POPULARITY_TAGS)[number];

export function groupOf(tag: ActivityTag): TagGroup {
  for (const group of TAG_GROUP_NAMES) if ((TAG_GROUPS[group] as readonly string[]).includes(tag)) return group;
  throw new RangeError(`unknown activity tag ${tag}`);
}

const HOUR = 60;
const DAY = 24 * HOUR;

/** The duration band of a product lasting `minutes` (each band's upper bound is inclusive). */
export function durationTag(minutes: number): DurationTag {
  if (minutes <= HOUR) return "durationUpTo1h";
  if (minutes <= 4 * HOUR) return "duration1to4h";
  if (minutes <= DAY) return "duration4hTo1d";
  if (minutes <= 3 * DAY) return "duration1to3d";
  return "duration3dPlus";
}

/** The time-of-day band of a start time "HH:MM"; null before 6 am (no band of spec B §9 holds it). */
export function timeOfDayTag(startTime: string): TimeOfDayTag | null {
  const hour = Number(startTime.slice(0, 2));
  if (hour >= 6 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17) return "evening";
  return null;
}

/** Every tag a product answers to: its own, its duration band and the bands of its start times. */
export function tagsOf(product: { tags: readonly ProductTag[]; durationMinutes: number; startTimes: readonly string[] }): Set<ActivityTag> {
  const tags = new Set<ActivityTag>(product.tags);
  tags.add(durationTag(product.durationMinutes));
  for (const time of product.startTimes) {
    const band = timeOfDayTag(time);
    if (band) tags.add(band);
  }
  return tags;
}

/**
 * The tag filters as the filter sidebar combines them (the same rule as the car filters of spec B §4):
 * groups with AND, choices within one group with OR; a group with nothing chosen lets everything through.
 */
export function matchesTags(tags: ReadonlySet<ActivityTag>, chosen: readonly ActivityTag[]): boolean {
  const byGroup = new Map<TagGroup, ActivityTag[]>();
  for (const tag of chosen) byGroup.set(groupOf(tag), [...(byGroup.get(groupOf(tag)) ?? []), tag]);
  for (const wanted of byGroup.values()) if (!wanted.some((tag) => tags.has(tag))) return false;
  return true;
}
