// The activity search form (spec B §3 activity search state: destinationId, selectedLocation,
// activityDate, filterItem.sortOrder, tag filters; spec B §9 travellers up to 5 per type). "Today" comes
// from the machine's input, never from the clock here.
import type { z } from "zod";
import { activitySearchRequest, type ActivitySort, type SelectedLocation } from "@/shared/api/activities";
import type { ActivityTag } from "@/shared/activities/tags";
import { activityTravellers, DEFAULT_ACTIVITY_TRAVELLERS, type ActivityTravellers } from "@/shared/activities/travellers";

/** What the machine searches with: the API's request (first page) and the travellers the details page starts from. */
export const activityMachineSearch = activitySearchRequest.extend({
  selectedLocation: activitySearchRequest.shape.selectedLocation.unwrap(),
  travellers: activityTravellers.default({ ...DEFAULT_ACTIVITY_TRAVELLERS }),
});
export type ActivitySearch = z.infer<typeof activityMachineSearch>;

export interface ActivitySearchForm {
  selectedLocation: SelectedLocation | null;
  /** Empty: any day. */
  activityDate: string;
  travellers: ActivityTravellers;
  filterItem: { sortOrder: ActivitySort; tags: ActivityTag[] };
}

export function defaultSearchForm(): ActivitySearchForm {
  return { selectedLocation: null, activityDate: "", travellers: { ...DEFAULT_ACTIVITY_TRAVELLERS }, filterItem: { sortOrder: "RECOMMENDED", tags: [] } };
}

export function formOf(search: ActivitySearch): ActivitySearchForm {
  return { selectedLocation: search.selectedLocation, activityDate: search.activityDate ?? "", travellers: search.travellers, filterItem: search.filterItem };
}

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
