import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm, useWatch } from "react-hook-form";
import { saveRefundProtectionConfig } from "../../../api/refund-protection";
import { saveRewardWalletConfig } from "../../../api/reward-wallet";
import { saveTripAddOnConfig } from "../../../api/trip-add-on";
import { refundProtectionConfigUpdate, type RefundProtectionConfig, type RefundProtectionConfigUpdate } from "@/shared/api/refund-protection";
import { rewardWalletConfigUpdate, type RewardWalletConfig } from "@/shared/api/reward-wallet";
import { tripAddOnConfigUpdate, type BundleProductCode, type TripAddOnConfig } from "@/shared/api/trip-add-on";
import { effectiveRate } from "@/shared/booking/refund-protection";
import { InputField, useRuleText } from "../../../components/booking/form-field";
import { errorText } from "../../../components/booking/styles";
import { useOfficeChange } from "../use-office-change";
import { SaveRow } from "./office-ui";

// spec B "Add-ons": what the agency offers at checkout, and the reward wallet's earn rate (spec B §6). Each form checks
// its fields with the shared schema the server uses (PATCH /api/refund-protects, PATCH /api/tripAdd, PATCH
// /api/reward-wallet/settings); each save runs through the office-change machine.

const percentText = (n: number) => String(Math.round(n * 10_000) / 10_000);

/** Refund protection: offered or not, and the agency's markup on the provider's premium, with what travellers pay. */
export function RefundProtectionSettings({ initial }: { initial: RefundProtectionConfig }) {
  const { t } = useLingui();
  const toForm = (c: RefundProtectionConfig): RefundProtectionConfigUpdate => ({ isEnabled: c.isEnabled, refundProtectMarkup: c.refundProtectMarkup });
  const form = useForm<RefundProtectionConfigUpdate>({ resolver: zodResolver(refundProtectionConfigUpdate), defaultValues: toForm(initial) });
  const change = useOfficeChange("refundProtectionSettings", saveRefundProtectionConfig, (saved) => form.reset(toForm(saved)));
  const markup = useWatch({ control: form.control, name: "refundProtectMarkup" });
  const premium = percentText(initial.premiumRate);
  const paid = Number.isFinite(markup) && markup >= 0 ? percentText(effectiveRate(initial.premiumRate, markup)) : "–";
  const submit = form.handleSubmit((values) => change.submit(values));
  return (
    <form aria-label={t`Refund protection`} noValidate onSubmit={(e) => void submit(e)} onChange={() => change.edited()} className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>Travellers who add it get their whole fare back if they cancel. It is offered on flights, hotels, cars and activities.</Trans>
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
        <input type="checkbox" {...form.register("isEnabled")} className="size-5 accent-primary" />
        <Trans>Offer refund protection at checkout</Trans>
      </label>
      <InputField
        className="max-w-xs"
        label={t`Your markup on the premium (%)`}
        registration={form.register("refundProtectMarkup", { valueAsNumber: true })}
        error={form.formState.errors.refundProtectMarkup?.message}
        inputMode="decimal"
        hint={t`The provider charges ${premium} % of the trip total; travellers pay ${paid} % with your markup.`}
      />
      <SaveRow change={change}>
        <Trans>Save refund protection</Trans>
      </SaveRow>
    </form>
  );
}

/** The trip bundle: a hotel and a car offered with a flight, at the agency's bundle discount. */
export function TripBundleSettings({ initial }: { initial: TripAddOnConfig }) {
  const { t } = useLingui();
  const ruleText = useRuleText();
  const form = useForm<TripAddOnConfig>({ resolver: zodResolver(tripAddOnConfigUpdate), defaultValues: initial });
  const change = useOfficeChange("tripBundleSettings", saveTripAddOnConfig, (saved) => form.reset(saved));
  const errors = form.formState.errors.configuration;
  const submit = form.handleSubmit((values) => change.submit(values));
  const products: { code: BundleProductCode; label: string }[] = [
    { code: "HOTEL", label: t`A hotel at the destination for the stay` },
    { code: "CAR", label: t`A rental car at the arrival airport` },
  ];
  const productsError = ruleText(errors?.products?.message ?? errors?.products?.root?.message);
  return (
    <form aria-label={t`Trip bundle`} noValidate onSubmit={(e) => void submit(e)} onChange={() => change.edited()} className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>After choosing a flight, travellers are offered what you pick below, each priced live, booked and paid with the flight.</Trans>
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
        <input type="checkbox" {...form.register("isEnabled")} className="size-5 accent-primary" />
        <Trans>Offer the trip bundle with flights</Trans>
      </label>
      <fieldset aria-describedby={productsError ? "bundle-products-error" : undefined}>
        <legend className="text-sm font-medium text-slate-900">
          <Trans>What the bundle offers</Trans>
        </legend>
        {products.map(({ code, label }) => (
          <label key={code} className="flex min-h-11 items-center gap-3 text-sm text-slate-700">
            <input type="checkbox" value={code} {...form.register("configuration.products")} className="size-5 accent-primary" />
            {label}
          </label>
        ))}
        {productsError && (
          <p id="bundle-products-error" className={errorText}>
            {productsError}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t`Bundle discount (%)`}
          registration={form.register("configuration.discountPercent", { valueAsNumber: true })}
          error={errors?.discountPercent?.message}
          inputMode="decimal"
          hint={t`Taken off each added item, never below what its supplier is paid.`}
        />
        <InputField
          label={t`Nights for a one-way trip`}
          registration={form.register("configuration.oneWayNights", { valueAsNumber: true })}
          error={errors?.oneWayNights?.message}
          inputMode="numeric"
          hint={t`A one-way flight has no date back: the hotel and the car are offered for this many nights.`}
        />
      </div>
      <SaveRow change={change}>
        <Trans>Save trip bundle</Trans>
      </SaveRow>
    </form>
  );
}

/** The reward wallet: what a completed booking earns a wallet-enabled client or agent (docs/decisions.md "Reward wallet"). */
export function RewardWalletSettings({ initial }: { initial: RewardWalletConfig }) {
  const { t } = useLingui();
  const form = useForm<RewardWalletConfig>({ resolver: zodResolver(rewardWalletConfigUpdate), defaultValues: initial });
  const change = useOfficeChange("rewardWalletSettings", saveRewardWalletConfig, (saved) => form.reset(saved));
  const submit = form.handleSubmit((values) => change.submit(values));
  return (
    <form aria-label={t`Reward wallet`} noValidate onSubmit={(e) => void submit(e)} onChange={() => change.edited()} className="space-y-4">
      <p className="text-sm text-slate-600">
        <Trans>Clients and agents whose reward wallet you enabled earn credit on every completed booking and can pay with it at checkout. A cancelled booking&apos;s credit is taken back.</Trans>
      </p>
      <InputField
        className="max-w-xs"
        label={t`Earn rate (% of the booking total)`}
        registration={form.register("earnRate", { valueAsNumber: true })}
        error={form.formState.errors.earnRate?.message}
        inputMode="decimal"
        hint={t`From 0 to 20 %, with up to two decimals.`}
      />
      <SaveRow change={change}>
        <Trans>Save reward wallet</Trans>
      </SaveRow>
    </form>
  );
}
