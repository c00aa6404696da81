// What an activity search must be (spec B §3 activity search state, §9 travellers): the machine's search, checked
// with zod and the schemas of src/shared; the machine's rules (./rules.ts) parse with it.
import { activitySearchRequest } from "@/shared/activities/requests";
import { DEFAULT_ACTIVITY_TRAVELLERS } from "@/shared/activities/traveller-categories";
import { activityTravellers } from "@/shared/activities/travellers";
import type { ActivitySearch, ActivitySearchForm } from "./search-form";

/** What the machine searches with: the API's request (first page) and the travellers the details page starts from. */
export const activityMachineSearch = activitySearchRequest.extend({
  selectedLocation: activitySearchRequest.shape.selectedLocation.unwrap(),
  travellers: activityTravellers.default({ ...DEFAULT_ACTIVITY_TRAVELLERS }),
});

/** The schema's rules plus: a destination chosen, no day before today. Null when the search cannot be sent. */
export function parseSearch(value: unknown, today: string): ActivitySearch | null {
  const form = value as Partial<ActivitySearchForm> | null;
  const raw =
    form && typeof form === "object" && "selectedLocation" in form && !("destinationId" in form)
      ? { ...form, destinationId: form.selectedLocation?.destinationId, activityDate: form.activityDate || undefined }
      : value;
  const parsed = activityMachineSearch.safeParse(raw);
  if (!parsed.success) return null;
  if (parsed.data.activityDate !== undefined && parsed.data.activityDate < today) return null;
  return { ...parsed.data, start: 0 };
}
