// Where My trip and the unfinished checkouts lead, composed here from each vertical's own pages and words
// (WEB_VERTICALS; the core's lists never import a vertical): a trip item's detail page (the vertical's
// `paths.booking`, spec B §2 /flight-details, /hotel-details) and where a saved checkout resumes.
import type { ResumeTargets } from "../../../features/checkout-sessions/components/unfinished-checkouts";
import type { TripPages } from "../../../features/my-trip/trips";
import { perVertical, VERTICALS, type VerticalId } from "@/shared/verticals";
import { webVerticalOf } from "../../../verticals";

let detailPages: Promise<TripPages> | undefined;

/** Each trip item's detail page: loaded once, with the verticals' URL forms (not part of the landing's bundle). */
export function loadDetailPages(): Promise<TripPages> {
  detailPages ??= Promise.all(VERTICALS.map(async (v) => [v.id, await webVerticalOf(v.id).bookingPage()] as const)).then((pages) => Object.fromEntries(pages) as Record<VerticalId, TripPages[VerticalId]>);
  return detailPages;
}

export const RESUME_PATHS: ResumeTargets = perVertical("plural", (v) => {
  const { pages, checkoutText } = webVerticalOf(v.id);
  return { path: pages.checkout, text: checkoutText };
});
