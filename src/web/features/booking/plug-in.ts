import type { MessageDescriptor as Msg } from "@lingui/core";
import type { ComponentType, SVGProps } from "react";
import type { MessageDescriptor } from "../../../shared/validation/messages";
import type { VerticalId } from "../../../shared/verticals";
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
}
