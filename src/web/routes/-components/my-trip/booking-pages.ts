// Where My trip and the unfinished checkouts lead, composed here from each vertical's own pages and words
// (WEB_VERTICALS; the core's lists never import a vertical): a trip item's detail page (the vertical's
// `paths.booking`, spec B §2 /flight-details, /hotel-details) and where a saved checkout resumes.
import type { ResumeTargets } from "../../../features/checkout-sessions/components/unfinished-checkouts";
import type { TripPages } from "../../../features/my-trip/trips";
import { perVertical } from "../../../../shared/verticals";
import { webVerticalOf } from "../../../verticals";

export const DETAIL_PAGES: TripPages = perVertical("id", (v) => webVerticalOf(v.id).pages.booking);

export const RESUME_PATHS: ResumeTargets = perVertical("plural", (v) => {
  const { pages, checkoutText } = webVerticalOf(v.id);
  return { path: pages.checkout, text: checkoutText };
});
