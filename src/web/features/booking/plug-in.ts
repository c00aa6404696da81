import type { MessageDescriptor as Msg } from "@lingui/core";
import type { ComponentType, SVGProps } from "react";
import type { MessageDescriptor } from "@/shared/validation/messages";
import type { CoreVertical, VerticalId } from "@/shared/verticals";
import type { CancellationCalls } from "./actors";

// A vertical as the web's composing pages see it (docs/architecture.md "Adding a vertical"): one value per
// vertical in WEB_VERTICALS (src/web/verticals.ts), read by the booking tabs, the landing page, My trip, the
// unfinished checkouts and the back office, none of which names a vertical. Only light things are held here
// (an icon, words, paths): the landing reads this list, so a vertical's screens, URL forms and API calls stay
// behind their own routes; My trip's links and the back office's cancellation are loaded where they are used.

/** A page another feature links to: a route and its search. */
export interface PageLink {
  readonly to: string;
  readonly search?: Readonly<Record<string, string>>;
}

export interface WebVertical {
  /** Its entry in the shared registry (src/shared/verticals.ts): names, plural, search path. */
  readonly id: VerticalId;
  /** Its booking tab's and landing card's icon. */
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** spec A §1: its card on the agency's landing page. */
  readonly landing: { readonly text: Msg; readonly cta: Msg };
  /**
   * My trip's link: the protected booking detail page (its machine's `paths.booking`), whose URL form is the
   * vertical's own (features/<vertical>/url.ts, with its schemas): loaded by My trip, not by the landing.
   */
  bookingPage(): Promise<(referenceNumber: string) => PageLink>;
  readonly pages: {
    /** The back office's link: the booking page as its machine names it (`paths.reservation`). */
    reservation(referenceNumber: string): PageLink;
    /** Where a saved checkout resumes. */
    readonly checkout: string;
  };
  /** A saved checkout's words in "Unfinished checkouts": with no title yet, and its first steps. */
  readonly checkoutText: { readonly search: MessageDescriptor; readonly choosing: MessageDescriptor; readonly details: MessageDescriptor };
  /** The back office's "Cancel booking": the vertical's calls and its success toast, loaded when the dialog opens. */
  cancellation(): Promise<{ calls: CancellationCalls; success: MessageDescriptor }>;
  /**
   * Optional: its pages drawn by the core's generic routes (`VerticalScreens`), for a vertical without route files
   * of its own. The product's four have theirs (their static routes keep precedence), so none gives this.
   */
  screens?(): Promise<VerticalScreens>;
}

/**
 * The pages of the core's generic route family, by the last segment of their path: public
 * `/booknow/<plural>/{search,result-details}`, signed-in `/booknow/<plural>/{checkout,confirm-payment,
 * reservation-details}` (routes/booknow/$vertical/). A vertical's machine names them in its paths.
 */
export const SCREEN_PAGES = ["search", "result-details", "checkout", "confirm-payment", "reservation-details"] as const;
export type ScreenPage = (typeof SCREEN_PAGES)[number];
/** The pages a signed-in person sees only (spec A §2 "Booking routes"): checkout, payment, the booking. */
export const SIGNED_IN_PAGES: ReadonlySet<ScreenPage> = new Set(["checkout", "confirm-payment", "reservation-details"]);

/** A vertical's screens for those routes, each a route component (its booking scope included); a page it lacks is not found. */
export type VerticalScreens = Partial<Record<ScreenPage, ComponentType>>;

/**
 * A test vertical's web value (docs/decisions.md "Test verticals"): its shared entry (it is not in the shared
 * registry) and its screens. Registered only by a test build (src/web/extra-verticals.ts); the product's composing
 * pages (tabs, landing, My trip, the back office) list the registry's verticals, never an extra.
 */
export interface ExtraWebVertical {
  readonly shared: CoreVertical;
  screens(): Promise<VerticalScreens>;
}
