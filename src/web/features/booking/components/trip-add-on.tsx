import { plural } from "@lingui/core/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useEffect, type ReactNode } from "react";
import type { AddOnSelection } from "@machines/booking/context";
import { BUNDLE_PRODUCTS, TRIP_ADD_ON, type BundleProduct, type BundleProductCode } from "@/shared/api/trip-add-on";
import { dataLabel, ROOM_TYPE_LABELS } from "@/shared/data-labels";
import { Spinner } from "../../../components/booking/spinner";
import { card, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { useVerticalNames } from "../../../lib/vertical-names";
import { verticalOfBundleProduct } from "@/shared/verticals";
import { useBookingActor, useBookingSelector } from "../context";
import { bundleSelection, useBundleOffer } from "../trip-add-on";
import { dateTimeFormat } from "@/shared/intl-formats";

// spec B "Add-ons": the trip add-on bundle on the checkout (docs/decisions.md "Trip add-on bundle"): a hotel at the
// destination and a car at the arrival airport, each at its supplier's live price less the agency's bundle
// discount. Ticked is the machine's state (an add-on of kind tripAddOn in `context.addOns`); the items are booked
// with this booking and paid in the same payment.

/** A product's name as the checkout and the price summary show it: its vertical's name (src/shared/verticals.ts). */
export function useBundleProductLabel(): (code: BundleProductCode | string) => string {
  const names = useVerticalNames();
  return (code) => {
    const vertical = verticalOfBundleProduct(code);
    return vertical ? names.one(vertical.id) : code;
  };
}

/** Local dates ("2030-05-10") and wall times ("2030-05-10T11:30") as the reader's locale writes them. */
export function useLocalDateTime(): (local: string) => string {
  const { i18n } = useLinguiRuntime();
  return (local) => {
    const withTime = local.length > 10;
    const format = dateTimeFormat(i18n.locale, { dateStyle: "medium", ...(withTime ? { timeStyle: "short" } : {}), timeZone: "UTC" });
    return format.format(new Date(`${withTime ? local.slice(0, 16) : `${local.slice(0, 10)}T00:00`}:00Z`));
  };
}

export function TripBundleAddOn() {
  const actor = useBookingActor();
  const bundle = useBundleOffer();
  const offer = bundle.state === "offered" ? bundle.offer : null;
  const chosen = useBookingSelector(
    (s) => (s.context.addOns as AddOnSelection[]).filter((addOn) => addOn.kind === TRIP_ADD_ON),
    (a, b) => a.length === b.length && a.every((addOn, i) => addOn === b[i]),
  );
  // A restored checkout offers again (new quotes): an item still ticked follows its product's new quote.
  useEffect(() => {
    if (!offer) return;
    for (const selected of chosen) {
      const again = offer.products.find((p) => p.productCode === selected.item?.code);
      if (selected.id === again?.quoteId) continue;
      actor.send({ type: "addOn.removed", id: selected.id });
      if (again) actor.send({ type: "addOn.selected", addOn: bundleSelection(again) });
    }
  }, [offer, chosen, actor]);
  if (bundle.state === "none") return null;
  const percent = offer ? offer.discountPercent : bundle.state === "loading" ? bundle.discountPercent : null;
  const products = offer?.products ?? [];
  return (
    <section aria-labelledby="trip-bundle-heading" aria-busy={bundle.state === "loading"} className={`${card} space-y-4 p-5`} data-testid="trip-bundle">
      <div>
        <h2 id="trip-bundle-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Complete your trip</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {percent ? (
            <Trans>Add a stay and a car at your destination and save up to {percent}% on them. Everything is paid in one payment: all of it is booked, or nothing is charged.</Trans>
          ) : (
            <Trans>Add a stay and a car at your destination. Everything is paid in one payment: all of it is booked, or nothing is charged.</Trans>
          )}
        </p>
      </div>
      {products.length > 0 ? (
        <ul className="space-y-3">
          {products.map((product) => (
            <BundleItemChoice key={product.quoteId} product={product} checked={chosen.some((c) => c.id === product.quoteId)} />
          ))}
        </ul>
      ) : (
        <BundleItemsPlace items={bundle.state === "loading" ? bundle.items : BUNDLE_PRODUCTS.length} loading={bundle.state === "loading"}>
          {bundle.state === "loading" ? (
            <Spinner label={<Trans>Finding a stay and a car at your destination…</Trans>} />
          ) : bundle.state === "failed" ? (
            <>
              <span role="alert">
                <Trans>The stay and car offers for this trip could not be loaded.</Trans>
              </span>
              <button type="button" className={secondaryAction} onClick={bundle.retry}>
                <Trans>Try again</Trans>
              </button>
            </>
          ) : (
            <span>
              <Trans>No stay or car can be added to this trip right now.</Trans>
            </span>
          )}
        </BundleItemsPlace>
      )}
    </section>
  );
}

/**
 * The items' place while the offer is asked for, or when none came ("Every page fast on a phone": CLS 0): as tall as
 * the items it waits for (each line of an item held by a bar of its height), the words over it, so the card keeps
 * its size and the buttons below it do not move when the items arrive; not an empty gap when none can be offered.
 */
function BundleItemsPlace({ items, loading, children }: { items: number; loading: boolean; children: ReactNode }) {
  const bar = `rounded bg-slate-100 ${loading ? "animate-pulse" : "invisible"}`;
  return (
    <div className="relative">
      <ul aria-hidden="true" className="space-y-3">
        {Array.from({ length: items }, (_, i) => (
          <li key={i} className="flex gap-3 rounded-xl border border-slate-200 p-4">
            <span className={`mt-1 size-5 shrink-0 ${bar}`} />
            <span className="min-w-0 flex-1">
              <span className="block text-base">
                <span className={`inline-block w-2/3 ${bar}`}>&nbsp;</span>
              </span>
              <span className="mt-1 block space-y-0.5 text-sm">
                {["w-1/2", "w-3/5", "w-1/3"].map((width) => (
                  <span key={width} className="block">
                    <span className={`inline-block ${width} ${bar}`}>&nbsp;</span>
                  </span>
                ))}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-sm text-slate-800">{children}</div>
    </div>
  );
}

function BundleItemChoice({ product, checked }: { product: BundleProduct; checked: boolean }) {
  const actor = useBookingActor();
  const formatMoney = useFormatMoney();
  const label = useBundleProductLabel();
  const when = useLocalDateTime();
  const { i18n } = useLinguiRuntime();
  // A hotel's subtitle is its room type, a name the product makes (translated); a car's is the rental brand, a name.
  const room = product.productCode === "HOTEL" ? dataLabel(ROOM_TYPE_LABELS, product.subtitle) : null;
  const id = `bundle-${product.productCode.toLowerCase()}`;
  const units = product.productCode === "HOTEL" ? plural(product.units, { one: "# night", other: "# nights" }) : plural(product.units, { one: "# day", other: "# days" });
  const onChange = (next: boolean) => {
    if (next) actor.send({ type: "addOn.selected", addOn: bundleSelection(product) });
    else actor.send({ type: "addOn.removed", id: product.quoteId });
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 rounded border-slate-300 accent-primary"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-details`}
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline justify-between gap-2">
            <span id={`${id}-title`} className="text-base font-semibold text-slate-900">
              {label(product.productCode)}: {product.title}
            </span>
            <span className="text-right text-sm">
              {product.discount.amount > 0 && (
                <span className="mr-2 text-slate-600 line-through" data-testid={`${id}-list-price`}>
                  {formatMoney(product.listPrice, { exact: true })}
                </span>
              )}
              <span className="font-semibold tabular-nums text-slate-900" data-testid={`${id}-price`}>
                {formatMoney(product.price, { exact: true })}
              </span>
            </span>
          </span>
          <span id={`${id}-details`} className="mt-1 block space-y-0.5 text-sm text-slate-700">
            <span className="block">
              {room ? i18n._(room) : product.subtitle} · {product.place}
            </span>
            <span className="block">
              {when(product.start)} – {when(product.end)} · {units}
            </span>
            {product.freeCancellation && (
              <span className="block text-emerald-800">
                <Trans>Free cancellation</Trans>
              </span>
            )}
          </span>
        </span>
      </label>
    </li>
  );
}
