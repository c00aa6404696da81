import { Trans } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import { REFUND_PROTECTION } from "@/shared/booking/add-on-kinds";
import { AddOnSlot } from "../../../components/booking/add-on-slot";
import { card } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useBookingActor, useBookingSelector } from "../context";
import { useRefundProtectionQuote, type QuoteRefundProtection } from "../refund-protection";

/**
 * spec B "Add-ons": the checkout's refund protection card, for every vertical. Ticked is the machine's
 * state (an add-on of kind refundProtection in `context.addOns`); ticking sends `addOn.selected` with the
 * quote, unticking `addOn.removed`. A restored checkout (resumable checkouts) shows its choice from the
 * snapshot. `covers` is the vertical's sentence on what a cancellation gives back.
 */
export function RefundProtectionAddOn({ quote: quoteOf, covers, basis }: { quote: QuoteRefundProtection; covers: ReactNode; basis?: string }) {
  const actor = useBookingActor();
  const formatMoney = useFormatMoney();
  const { quote, pending } = useRefundProtectionQuote(quoteOf, basis);
  const selected = useBookingSelector((s) => (s.context.addOns as AddOnSelection[]).find((addOn) => addOn.kind === REFUND_PROTECTION) ?? null);
  // The premium follows the trip total: ticked, and priced again (a car's extras changed), the new quote replaces the old one.
  const stale = selected !== null && quote !== null && selected.id !== quote.quoteId && basis !== undefined;
  useEffect(() => {
    if (!stale || !selected || !quote) return;
    actor.send({ type: "addOn.removed", id: selected.id });
    actor.send({ type: "addOn.selected", addOn: { id: quote.quoteId, kind: REFUND_PROTECTION, price: quote.protectionAmount } });
  }, [stale, selected, quote, actor]);
  const price = selected?.price ?? quote?.protectionAmount;
  // While its quote is asked for, the card is drawn without its price ("Every page fast on a phone": CLS 0): it
  // arrived a second after the checkout and moved everything below it.
  if (!price && !pending) return <AddOnSlot />;
  const onChange = (checked: boolean) => {
    if (checked && quote) actor.send({ type: "addOn.selected", addOn: { id: quote.quoteId, kind: REFUND_PROTECTION, price: quote.protectionAmount } });
    else if (!checked && selected) actor.send({ type: "addOn.removed", id: selected.id });
  };
  return (
    <AddOnSlot>
      <div className={`${card} p-5`} data-testid="refund-protection" aria-busy={!price}>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-primary"
            checked={selected !== null}
            disabled={!price}
            onChange={(event) => onChange(event.currentTarget.checked)}
            aria-labelledby="refund-protection-title"
            aria-describedby="refund-protection-covers"
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline justify-between gap-2">
              <span id="refund-protection-title" className="text-base font-semibold text-slate-900">
                <Trans>Refund protection</Trans>
              </span>
              {price ? (
                <span className="tabular-nums text-sm font-semibold text-slate-900" data-testid="refund-protection-price">
                  {formatMoney(price, { exact: true })}
                </span>
              ) : (
                <span className="inline-block w-16 animate-pulse rounded bg-slate-100 text-sm">
                  <span className="sr-only">
                    <Trans>Loading</Trans>
                  </span>
                  &nbsp;
                </span>
              )}
            </span>
            <span id="refund-protection-covers" className="mt-1 block text-sm text-slate-700">
              {covers}
            </span>
          </span>
        </label>
      </div>
    </AddOnSlot>
  );
}
