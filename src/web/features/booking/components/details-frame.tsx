// A details page's frame, the same for every vertical (docs/architecture.md "Adding a vertical"): back to the
// results, the notice while the machine prices the offer again, the vertical's body, the price column beside it
// (sticky on a wide screen; a bar at the foot on a phone when the vertical gives one), the way to checkout and the
// dialog when the price moved. The vertical passes its body, its price column and its words.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { TOKEN_COOKIE } from "@/shared/constants";
import type { Money } from "@/shared/money";
import { BookingModal } from "../../../components/booking/modal";
import { Spinner } from "../../../components/booking/spinner";
import { card, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { readCookie } from "../../../lib/cookies";
import { useSignedIn } from "../../../state/session";
import { useAddOnsAhead } from "../add-ons-ahead";
import { useBookingActor, useBookingSelector } from "../context";

/** The words of the dialog shown when the supplier's price moved (each vertical names its supplier). */
export interface PriceChangedWords {
  /** What changed, given the totals before and now, formatted. */
  message(totals: { previous: string; now: string }): ReactNode;
  decline: ReactNode;
  accept: ReactNode;
}

export function DetailsFrame({
  children,
  aside,
  phoneBar,
  repricingLabel,
  priceChanged,
  tripBundle = false,
}: {
  /** The vertical's body: what the offer is (itinerary, rooms, car, activity). */
  children: ReactNode;
  /** The price column: its price summary with `ContinueToCheckout`, and what else goes beside it. */
  aside: ReactNode;
  /**
   * On a phone, a bar fixed at the foot with the total and the way on (`PhoneCheckoutBar`). A vertical that has one
   * passes it even while there is nothing to show yet (null): the page keeps room for it, so it does not jump.
   */
  phoneBar?: ReactNode;
  /** The notice while the offer is priced again; default: checking price and availability. */
  repricingLabel?: ReactNode;
  priceChanged: PriceChangedWords;
  /** spec B "Add-ons": the offer leads a trip add-on bundle on its checkout (asked for ahead, with the other add-ons). */
  tripBundle?: boolean;
}) {
  const actor = useBookingActor();
  useAddOnsAhead(tripBundle);
  const repricing = useBookingSelector((s) => s.matches({ details: "repricing" }));
  return (
    // On a phone the sticky bar covers the page's foot: room for it.
    <div className={phoneBar !== undefined ? "grid gap-6 pb-24 lg:grid-cols-[1fr_22rem] lg:pb-0" : "grid gap-6 lg:grid-cols-[1fr_22rem]"}>
      <div className="min-w-0 space-y-6">
        <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "details.back" })}>
          <Trans>Back to results</Trans>
        </button>
        {children}
      </div>
      <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
        {/* The notice takes the price's place, not the body's: the offer drawn above it before its price (a page
            opened by address draws it from the supplier's description, offerReferenceCall) stays where it is when
            the notice goes (CLS 0). On a phone, where the price column is below the whole body, it floats at the
            foot of the screen, as the checkout bar does. */}
        {repricing && (
          <p className={`${card} fixed inset-x-4 bottom-4 z-30 p-4 text-sm text-slate-800 lg:static`}>
            <Spinner label={repricingLabel ?? <Trans>Checking the latest price and availability…</Trans>} />
          </p>
        )}
        {aside}
      </div>
      {phoneBar}
      <PriceChangedDialog words={priceChanged} />
    </div>
  );
}

/**
 * "Continue to checkout": enabled while the priced offer is reviewed (and `disabled` is not set). The session may
 * have ended elsewhere meanwhile (another tab logged out, the 7-day cookie ran out): the machine then asks to log
 * in and comes back to the checkout.
 */
export function ContinueToCheckout({ className = "w-full", disabled = false }: { className?: string; disabled?: boolean }) {
  const actor = useBookingActor();
  const signedIn = useSignedIn();
  const reviewing = useBookingSelector((s) => s.matches({ details: "reviewing" }));
  return (
    <button
      type="button"
      className={`${primaryAction} ${className}`}
      disabled={!reviewing || disabled}
      onClick={() => actor.send({ type: "checkout.requested", authenticated: signedIn && readCookie(TOKEN_COOKIE) !== null })}
    >
      <Trans>Continue to checkout</Trans>
    </button>
  );
}

/**
 * Phones: the chosen offer's price and the way to checkout stay at the foot of the screen while the page is
 * scrolled (the price column with its button is below the whole body there). The frame's `phoneBar`.
 */
export function PhoneCheckoutBar({ choice, total }: { choice: ReactNode; total: Money }) {
  const { t } = useLingui();
  const formatMoney = useFormatMoney();
  return (
    <section
      aria-label={t`Your choice`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
      data-testid="sticky-checkout"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-xs text-slate-600">{choice}</p>
          <p className="text-lg font-bold tabular-nums text-slate-900">{formatMoney(total)}</p>
        </div>
        <ContinueToCheckout className="shrink-0" />
      </div>
    </section>
  );
}

type Totals = { previousTotal: Money | null; totalAmount: Money } | null;

/** The price moved since the search: accept it or choose another offer. */
function PriceChangedDialog({ words }: { words: PriceChangedWords }) {
  const actor = useBookingActor();
  const formatMoney = useFormatMoney();
  const open = useBookingSelector((s) => s.matches({ details: "priceChanged" }));
  const pricing = useBookingSelector((s) => s.context.pricing as Totals);
  if (!open || !pricing) return null;
  const previous = pricing.previousTotal ? formatMoney(pricing.previousTotal) : "—";
  const now = formatMoney(pricing.totalAmount);
  return (
    <BookingModal isOpen dismissable={false} role="alertdialog" title={<Trans>The price has changed</Trans>}>
      <p className="text-sm text-slate-800">{words.message({ previous, now })}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={secondaryAction} onClick={() => actor.send({ type: "price.declined" })}>
          {words.decline}
        </button>
        <button type="button" className={primaryAction} onClick={() => actor.send({ type: "price.accepted" })}>
          {words.accept}
        </button>
      </div>
    </BookingModal>
  );
}
