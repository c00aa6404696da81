// The activity search form (spec B §3 activity search state: destinationId, selectedLocation,
// activityDate, filterItem.sortOrder, tag filters; spec B §9 travellers up to 5 per type). "Today" comes
// from the machine's input, never from the clock here. Without zod: what a search must be is ./search-schema.ts.
import type { z } from "zod";
import type { ActivitySort, SelectedLocation } from "@/shared/api/activities";
import type { ActivityTag } from "@/shared/activities/tags";
import { DEFAULT_ACTIVITY_TRAVELLERS } from "@/shared/activities/traveller-categories";
import type { ActivityTravellers } from "@/shared/activities/travellers";
import type { activityMachineSearch } from "./search-schema";

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
