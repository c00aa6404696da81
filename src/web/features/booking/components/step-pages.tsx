// The route components of a vertical's details and checkout pages (docs/architecture.md "Adding a vertical"): each
// vertical's route file passes its words and its screen, and the core does the rest the same way for all: the
// booking scope, the document title, the saved checkout restored from `?session=<id>` (resumable checkouts), the
// actor started for the page and the title band above the step the machine is in.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRouter, useSearch } from "@tanstack/react-router";
import { useEffect, type ComponentType, type ReactNode } from "react";
import type { AnyStateMachine } from "xstate";
import { DrawnAfterFrame } from "../../../components/drawn-after-frame";
import { prepareDateFields } from "../../../lib/date-fields";
import { whenIdle } from "../../../lib/when-idle";
import { useSignedIn } from "../../../state/session";
import { preloadSessionSaving } from "../checkout-saving";
import { useBookingActor, useBookingSelector, withBookingScope } from "../context";
import type { WebBookingVertical } from "../web-vertical";
import { BookingPage } from "./booking-page";
import { SessionGate } from "./session-gate";
import { useDocumentTitle } from "../../../lib/document-title";

/** A page's title band: its heading (also the tab's title unless the page says otherwise) and the line below it. */
export interface PageWords {
  readonly title: MessageDescriptor;
  readonly subtitle: MessageDescriptor;
}

/** The saved checkout a booking page resumes: every booking route validates `session` as a uuid. */
function useSessionParam(): string | undefined {
  // No match when the server draws the page's first screen (its router matches nothing; src/web/first-screen.tsx):
  // such an address carries no saved checkout (src/shared/first-answers.ts).
  const search: { session?: unknown } | undefined = useSearch({ strict: false, shouldThrow: false });
  return typeof search?.session === "string" ? search.session : undefined;
}

/** The tab's title; none: the page leaves it to a part below. */
function useStepTitle(title: MessageDescriptor | undefined): void {
  const { i18n } = useLingui();
  useDocumentTitle(title && i18n._(title));
}

/**
 * The code of the page a booking step leads to, fetched and run while this one is idle ("Every page fast on a
 * phone", signed-in pages): "Continue to checkout" then draws a page whose code is here, instead of fetching and
 * running it inside the route change; so is what saves a checkout, its API client too, and the browser's date
 * field the travellers' forms ask dates of birth with (lib/date-fields.ts). Signed in only: a visitor's way on is
 * the login first (spec A §2), and a visitor's details page loads nothing more than it shows.
 */
function usePreloadedStep(path: string | undefined): void {
  const router = useRouter();
  const signedIn = useSignedIn();
  useEffect(() => {
    const route = path ? Object.values(router.routesById).find((candidate) => candidate.fullPath === path) : undefined;
    if (!signedIn || !route) return;
    return whenIdle(() => {
      void router.loadRouteChunk(route)?.catch(() => {});
      preloadSessionSaving();
      prepareDateFields();
    });
  }, [router, path, signedIn]);
}

/**
 * A details page (a flight's fares, a hotel's rooms, a car, an activity's days): public or signed-in, offering
 * "Share" (spec A §7 "Short links") with its title as the preview's.
 */
export function detailsPage<L extends AnyStateMachine>(vertical: WebBookingVertical<L>, words: PageWords, Body: ComponentType): () => ReactNode {
  function DetailsContent() {
    const { i18n } = useLingui();
    useBookingActor();
    return (
      <BookingPage title={i18n._(words.title)} subtitle={i18n._(words.subtitle)} share={{ title: i18n._(words.title) }}>
        <Body />
      </BookingPage>
    );
  }
  function DetailsPage(): ReactNode {
    useStepTitle(words.title);
    usePreloadedStep(vertical.paths.checkout);
    return (
      <SessionGate session={useSessionParam()}>
        <DetailsContent />
      </SessionGate>
    );
  }
  return withBookingScope(vertical, DetailsPage);
}

export interface CheckoutWords {
  /** The travellers' step (the machine's `checkout`). */
  readonly details: PageWords;
  /** The payment step (the machine's `payment`); every vertical but the hotels' says "your booking". */
  readonly payment?: Partial<PageWords>;
  /** The tab's title on every step; absent, the tab follows the step's heading (cars' two pages). */
  readonly documentTitle?: MessageDescriptor;
}

const PAYMENT: PageWords = {
  title: msg`Payment`,
  subtitle: msg`Pay securely by card to confirm your booking.`,
};

/** A checkout page: the travellers' form, then the payment (spec A §2, spec B §6: the _auth layout guards it). */
export function checkoutPage<L extends AnyStateMachine>(vertical: WebBookingVertical<L>, words: CheckoutWords, Body: ComponentType): () => ReactNode {
  const payment: PageWords = { ...PAYMENT, ...words.payment };
  function CheckoutContent() {
    const { i18n } = useLingui();
    useBookingActor();
    const paying = useBookingSelector((s) => s.matches("payment"));
    const shown = paying ? payment : words.details;
    useStepTitle(words.documentTitle ? undefined : shown.title);
    return (
      <BookingPage title={i18n._(shown.title)} subtitle={i18n._(shown.subtitle)}>
        {/* The travellers' form, the summary and the add-ons after the title band, in slices (DrawnAfterFrame). */}
        <DrawnAfterFrame>
          <Body />
        </DrawnAfterFrame>
      </BookingPage>
    );
  }
  function CheckoutPage(): ReactNode {
    useStepTitle(words.documentTitle);
    // A vertical whose payment has a page of its own: that page's code is fetched while the travellers are typed.
    usePreloadedStep(vertical.paths.payment);
    return (
      <SessionGate session={useSessionParam()}>
        <CheckoutContent />
      </SessionGate>
    );
  }
  return withBookingScope(vertical, CheckoutPage);
}
