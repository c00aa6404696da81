import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import type { HotelCheckoutContact } from "@machines/hotel-booking/order";
import { hotelContact, leadGuest, type LeadGuest } from "@/shared/api/hotel-bookings";
import { hotelRuleMessages } from "@/shared/hotels/messages";
import { InputField } from "../../../components/booking/form-field";
import type { LocationOption } from "../../../components/booking/location-combobox";
import { card, errorText, fieldLabel } from "../../../components/booking/styles";
import { focusFirstInvalid } from "../../../lib/forms";
import { readStoredUser } from "../../accounts/storage";
import { BookingCheckout, BookingForField, CheckoutActions, ContactFields, MYSELF, useTravellersDraft, type TravellersDraft } from "../../booking/components/checkout";
import { useRestoreNotice } from "../../checkout-sessions/restore-notice";
import { useHotelActor, useHotelSelector } from "../use-hotel-booking";
import { RefundProtectionAddOn } from "../../booking/components/refund-protection";
import { quoteProtection } from "../add-ons";
import { HotelCouponCode } from "./coupon-code";
import { HotelPriceSummary } from "./price-summary";

/** The checkout form: a lead guest per room and the contact (src/shared/api/hotels.ts, as the server checks them). */
const checkoutSchema = z.object({
  guests: z.array(leadGuest),
  contact: hotelContact.extend({ specialRequests: z.string().trim().max(500, hotelRuleMessages.specialRequests.id) }),
});
type CheckoutValues = z.infer<typeof checkoutSchema>;

/** A hotel's checkout: the core's checkout page with the lead guests and the stay's price summary (spec B flow: checkout). */
/** Resumable checkouts: the guests and contact as typed so far. */
const hotelDraft = (values: Partial<CheckoutValues>): TravellersDraft => ({
  passengers: (values.guests ?? []).map((g) => ({ ...(g?.firstName ? { firstName: g.firstName } : {}), ...(g?.lastName ? { lastName: g.lastName } : {}) })),
  contact: { email: values.contact?.email ?? "", phone: values.contact?.phone ?? "", ...(values.contact?.specialRequests ? { specialRequests: values.contact.specialRequests } : {}) },
});

export function HotelCheckout() {
  const { t } = useLingui();
  const pricing = useHotelSelector((s) => s.context.pricing);
  const addOns = useHotelSelector((s) => s.context.addOns);
  return (
    <BookingCheckout
      travellers={<GuestsStep />}
      summary={
        pricing && (
          <HotelPriceSummary pricing={pricing} showStay addOns={addOns}>
            <HotelCouponCode />
          </HotelPriceSummary>
        )
      }
      review={(passengers) => (passengers as LeadGuest[]).map((p, i) => ({ name: `${p.firstName} ${p.lastName}`, detail: t`Lead guest, room ${i + 1}` }))}
    />
  );
}

function GuestsStep() {
  const { t, i18n } = useLingui();
  const actor = useHotelActor();
  // The agent's client is being priced (or could not be): nothing is paid until the price is known.
  const rooms = useHotelSelector((s) => s.context.search?.occupancies.length ?? s.context.pricing?.occupancies.length ?? 1);
  // Resumable checkouts: the form as typed so far (a refresh, another device, a hold taken back to checkout).
  const draft = useHotelSelector((s) => s.context.draft ?? null);
  const kept = useHotelSelector((s) => s.context.passengers);
  const keptContact = useHotelSelector((s) => s.context.contact);
  const restored = useRestoreNotice()?.travellers ?? null;
  const isAgent = readStoredUser()?.isTravelAgent === true;
  const [bookingFor, setBookingFor] = useState<LocationOption>(() =>
    draft?.client ? { id: draft.client.id, label: draft.client.name, ...(draft.client.email ? { description: draft.client.email } : {}) } : { id: MYSELF, label: "" },
  );
  const known = (draft?.passengers ?? kept ?? (restored?.passengers as Partial<LeadGuest>[] | undefined) ?? []) as Partial<LeadGuest>[];
  const contact = (draft?.contact ?? keptContact ?? restored?.contact ?? null) as Partial<HotelCheckoutContact> | null;
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema) as never,
    defaultValues: {
      guests: Array.from({ length: rooms }, (_, i) => ({ firstName: known[i]?.firstName ?? "", lastName: known[i]?.lastName ?? "" })),
      // The signed-in person's email until they type another (the confirmation and voucher go there).
      contact: { email: contact?.email ?? readStoredUser()?.email ?? "", phone: contact?.phone ?? "", specialRequests: contact?.specialRequests ?? "" },
    },
    mode: "onTouched",
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const requestsId = useId();

  const client = isAgent && bookingFor.id !== MYSELF ? bookingFor : null;
  useTravellersDraft(form, client, hotelDraft);

  const onValid = (values: CheckoutValues) => {
    const requests = values.contact.specialRequests.trim();
    actor.send({
      type: "checkout.submitted",
      passengers: values.guests.map((g) => ({ firstName: g.firstName.trim(), lastName: g.lastName.trim() })),
      contact: { email: values.contact.email.trim(), phone: values.contact.phone.trim(), ...(requests ? { specialRequests: requests } : {}) },
      clientId: client?.id ?? null,
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    void form.handleSubmit(onValid, (found) => focusFirstInvalid(formElement, found))(event);
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Guest details`} className="space-y-6">
        {isAgent && (
          <section className={`${card} p-5`}>
            <BookingForField value={bookingFor} onChange={setBookingFor} />
          </section>
        )}
        {Array.from({ length: rooms }, (_, index) => (
          <section key={index} className={`${card} p-5`}>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-3 text-base font-semibold text-slate-900">
                <Trans>Lead guest, room {index + 1}</Trans>
              </legend>
              <InputField
                label={<Trans>First name</Trans>}
                autoComplete={index === 0 ? "given-name" : "off"}
                registration={form.register(`guests.${index}.firstName`)}
                error={errors.guests?.[index]?.firstName?.message}
              />
              <InputField
                label={<Trans>Last name</Trans>}
                autoComplete={index === 0 ? "family-name" : "off"}
                registration={form.register(`guests.${index}.lastName`)}
                error={errors.guests?.[index]?.lastName?.message}
              />
            </fieldset>
          </section>
        ))}
        <ContactFields email={form.register("contact.email")} phone={form.register("contact.phone")} errors={errors.contact}>
          <div className="sm:col-span-2">
            <label htmlFor={requestsId} className={fieldLabel}>
              <Trans>Special requests (optional)</Trans>
            </label>
            <textarea
              id={requestsId}
              rows={3}
              maxLength={500}
              aria-invalid={errors.contact?.specialRequests ? true : undefined}
              className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2 text-[15px] text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-4 focus:ring-primary/15"
              {...form.register("contact.specialRequests")}
            />
            <p className="mt-1 text-xs text-slate-600">
              <Trans>Requests are passed to the hotel and are not guaranteed.</Trans>
            </p>
            {errors.contact?.specialRequests && <p className={errorText}>{i18n._(hotelRuleMessages.specialRequests)}</p>}
          </div>
        </ContactFields>
        <RefundProtectionAddOn
          quote={quoteProtection}
          covers={<Trans>Cancel your stay and get back everything you paid for it, whatever the rate's cancellation policy. The protection fee itself is not refundable.</Trans>}
        />
        <CheckoutActions back={<Trans>Back to the hotel</Trans>} />
      </form>
    </FormProvider>
  );
}
