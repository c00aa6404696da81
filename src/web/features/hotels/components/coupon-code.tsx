import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useId, useState, type FormEvent } from "react";
import { fromPromise } from "xstate";
import { couponCodeMachine } from "@machines/coupon-code/coupon-code.machine";
import { COUPON, type CouponResult } from "@/shared/booking/coupons";
import { useAlertText } from "../../../components/booking/alert-text";
import { Spinner } from "../../../components/booking/spinner";
import { errorText, fieldLabel, inputBase, linkAction, secondaryAction } from "../../../components/booking/styles";
import { useFormatMoney } from "../../../components/booking/use-money";
import { checkHotelCoupon } from "../../../api/hotel-bookings";
import { couponAddOn } from "../add-ons";
import { useHotelActor, useHotelSelector } from "../use-hotel-booking";

/**
 * The checkout's coupon code (spec B §3 "Coupon code states: loading, valid, invalid"): the code is
 * checked by the server against the rate being booked and, when valid, rides on the booking's add-on slot
 * as a discount line. Shown while the guest details are edited; afterwards the price summary keeps the line.
 */
export function HotelCouponCode() {
  const editable = useHotelSelector((s) => s.matches({ checkout: "editing" }));
  const applied = useHotelSelector((s) => s.context.addOns.find((addOn) => addOn.kind === COUPON) ?? null);
  if (!editable) return null;
  // A coupon added or dropped by the booking itself (a restored checkout, a client picked) starts the field afresh.
  return <CouponField key={applied?.id ?? ""} applied={applied?.id ?? null} />;
}

function CouponField({ applied }: { applied: string | null }) {
  const { t } = useLingui();
  const booking = useHotelActor();
  const formatMoney = useFormatMoney();
  const alertText = useAlertText();
  const inputId = useId();
  const [code, setCode] = useState("");
  const actor = useActorRef(
    couponCodeMachine.provide({
      actors: {
        validateCoupon: fromPromise<CouponResult, { code: string }>(({ input }) => {
          const { context } = booking.getSnapshot();
          return checkHotelCoupon(input.code, context.pricing?.offer.id ?? context.offerId ?? "", context.clientId);
        }),
      },
      actions: {
        couponApplied: (_, { coupon }) => booking.send({ type: "addOn.selected", addOn: couponAddOn(coupon) }),
        couponRemoved: () => {
          if (applied) booking.send({ type: "addOn.removed", id: applied });
        },
      },
    }),
    { input: { applied } },
  );
  const state = useSelector(actor, (s) => (s.matches("loading") ? "loading" : s.matches("valid") ? "valid" : s.matches("invalid") ? "invalid" : "idle"));
  const error = useSelector(actor, (s) => s.context.error);
  const discount = useHotelSelector((s) => s.context.addOns.find((addOn) => addOn.kind === COUPON && addOn.id === applied)?.price ?? null);

  if (state === "valid" && applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="coupon-applied">
        <p role="status" className="font-medium text-emerald-800">
          {discount ? (
            <Trans>
              Coupon {applied} applied: {formatMoney({ ...discount, amount: -discount.amount })} off
            </Trans>
          ) : (
            <Trans>Coupon {applied} applied</Trans>
          )}
        </p>
        <button type="button" className={linkAction} onClick={() => actor.send({ type: "coupon.removed" })}>
          <Trans>Remove coupon {applied}</Trans>
        </button>
      </div>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: "coupon.submitted", code });
  };
  const errorId = `${inputId}-error`;
  return (
    <form onSubmit={onSubmit} aria-label={t`Coupon code`} noValidate>
      <label htmlFor={inputId} className={fieldLabel}>
        <Trans>Coupon code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={state === "invalid" ? true : undefined}
          aria-describedby={state === "invalid" ? errorId : undefined}
          className={`${inputBase} min-w-0 flex-1 uppercase`}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            if (state === "invalid") actor.send({ type: "coupon.edited" });
          }}
        />
        <button type="submit" className={`${secondaryAction} shrink-0`} disabled={state === "loading"}>
          {state === "loading" ? <Spinner label={<Trans>Checking…</Trans>} /> : <Trans>Apply</Trans>}
        </button>
      </div>
      {state === "invalid" && error && (
        <p id={errorId} role="alert" className={errorText}>
          {alertText(error)}
        </p>
      )}
    </form>
  );
}
