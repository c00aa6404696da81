import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { ActivityOffer, ActivityTraveller, BookingQuestion } from "@/shared/api/activities";
import type { ActivityTravellerType } from "@/shared/activities/travellers";
import { contactEmailSchema, phoneSchema, travellerNameSchema } from "@/shared/booking/travellers";
import { quoteActivityRefundProtection } from "../../../api/activity-bookings";
import { InputField } from "../../../components/booking/form-field";
import type { LocationOption } from "../../../components/booking/location-combobox";
import { card } from "../../../components/booking/styles";
import { focusFirstInvalid } from "../../../lib/forms";
import { readStoredUser } from "../../accounts/storage";
import { BookingCheckout, BookingForField, CheckoutActions, ContactFields, MYSELF, useTravellersDraft, type TravellersDraft } from "../../booking/components/checkout";
import { RefundProtectionAddOn } from "../../booking/components/refund-protection";
import { useRestoreNotice } from "../../checkout-sessions/restore-notice";
import { useActivityLabels } from "../labels";
import { useActivityActor, useActivitySelector } from "../use-activity-booking";
import { ActivityPriceSummary } from "./price-summary";

interface CheckoutValues {
  travellers: { type: ActivityTravellerType; firstName: string; lastName: string }[];
  contact: { email: string; phone: string };
  answers: { questionId: BookingQuestion["id"]; answer: string }[];
}

/** The form's schema from the booking rules the server applies too (src/shared/booking/travellers.ts); a required question needs an answer. */
function useCheckoutSchema(questions: readonly BookingQuestion[]) {
  const { t } = useLingui();
  return useMemo(
    () =>
      z.object({
        travellers: z.array(z.object({ type: z.enum(["ADT", "CHD"]), firstName: travellerNameSchema, lastName: travellerNameSchema })),
        contact: z.object({ email: contactEmailSchema, phone: phoneSchema }),
        answers: z.array(
          z.object({ questionId: z.enum(["pickupHotel", "dietaryRequirements", "mobileOnTheDay"]), answer: z.string().max(300) }).superRefine((a, ctx) => {
            const required = questions.find((q) => q.id === a.questionId)?.required === true;
            if (required && a.answer.trim() === "") ctx.addIssue({ code: "custom", path: ["answer"], message: t`Please answer this question` });
          }),
        ),
      }),
    [questions, t],
  );
}

/** One row per adult and child of the offer, the lead traveller first; known travellers fill the rows of their type in order. */
function travellerRows(offer: ActivityOffer, known: readonly Partial<ActivityTraveller>[]): CheckoutValues["travellers"] {
  return (["ADT", "CHD"] as const).flatMap((type) => {
    const ofType = known.filter((p) => p.type === type);
    return Array.from({ length: offer.travellers[type] }, (_, i) => ({ type, firstName: ofType[i]?.firstName ?? "", lastName: ofType[i]?.lastName ?? "" }));
  });
}

/** An activity's checkout: the core's checkout page with the travellers form and the activity's price summary. */
/** Resumable checkouts: the travellers, contact and answers as typed so far, empty fields left out. */
const activityDraft = (values: Partial<CheckoutValues>): TravellersDraft => ({
  passengers: (values.travellers ?? []).map((p) => Object.fromEntries(Object.entries(p ?? {}).filter(([, v]) => v !== ""))),
  contact: { email: values.contact?.email ?? "", phone: values.contact?.phone ?? "", answers: (values.answers ?? []).filter((a) => a?.answer) as CheckoutValues["answers"] },
});

export function ActivityCheckout() {
  const labels = useActivityLabels();
  const pricing = useActivitySelector((s) => s.context.pricing);
  const addOns = useActivitySelector((s) => s.context.addOns);
  const offer = pricing?.offer.kind === "bookable" ? pricing.offer : null;
  return (
    <BookingCheckout
      travellers={offer && <TravellersStep offer={offer} />}
      summary={offer && pricing && <ActivityPriceSummary offer={offer} totalAmount={pricing.totalAmount} breakdown={pricing.breakdown} addOns={addOns} />}
      review={(passengers) => (passengers as ActivityTraveller[]).map((p) => ({ name: `${p.firstName} ${p.lastName}`, detail: labels.travellerTypes[p.type] }))}
    />
  );
}

function TravellersStep({ offer }: { offer: ActivityOffer }) {
  const { t } = useLingui();
  const actor = useActivityActor();
  const labels = useActivityLabels();
  const draft = useActivitySelector((s) => s.context.draft ?? null);
  // Resumable checkouts: a saved checkout that could not be resumed still fills in what it knew.
  const restored = useRestoreNotice()?.travellers ?? null;
  const isAgent = readStoredUser()?.isTravelAgent === true;
  const [bookingFor, setBookingFor] = useState<LocationOption>(() =>
    draft?.client ? { id: draft.client.id, label: draft.client.name, ...(draft.client.email ? { description: draft.client.email } : {}) } : { id: MYSELF, label: "" },
  );
  const schema = useCheckoutSchema(offer.bookingQuestions);
  const kept = (draft?.contact ?? restored?.contact ?? null) as Partial<CheckoutValues["contact"] & { answers: CheckoutValues["answers"] }> | null;
  const defaults: CheckoutValues = {
    travellers: travellerRows(offer, (draft?.passengers ?? restored?.passengers ?? []) as Partial<ActivityTraveller>[]),
    // The signed-in person's email until they type another (the confirmation goes there).
    contact: { email: kept?.email ?? readStoredUser()?.email ?? "", phone: kept?.phone ?? "" },
    answers: offer.bookingQuestions.map((q) => ({ questionId: q.id, answer: kept?.answers?.find((a) => a.questionId === q.id)?.answer ?? "" })),
  };
  // shouldFocusError off: focusFirstInvalid focuses in page order.
  const form = useForm<CheckoutValues>({ resolver: zodResolver(schema) as never, defaultValues: defaults, mode: "onTouched", shouldFocusError: false });
  const errors = form.formState.errors;
  const rows = defaults.travellers;
  const ordinal = (type: ActivityTravellerType, index: number) => rows.slice(0, index + 1).filter((p) => p.type === type).length;

  const client = isAgent && bookingFor.id !== MYSELF ? bookingFor : null;
  useTravellersDraft(form, client, activityDraft);

  const onValid = (values: CheckoutValues) => {
    const passengers = values.travellers.map((p) => ({ type: p.type, firstName: p.firstName.trim(), lastName: p.lastName.trim() }));
    const answers = values.answers.filter((a) => a.answer.trim() !== "").map((a) => ({ questionId: a.questionId, answer: a.answer.trim() }));
    const contact = { email: values.contact.email.trim(), phone: values.contact.phone.trim(), answers };
    actor.send({ type: "checkout.submitted", passengers, contact, clientId: client?.id ?? null });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    void form.handleSubmit(onValid, (invalid) => focusFirstInvalid(formElement, invalid))(event);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Traveller details`} className="space-y-6">
      {isAgent && (
        <section className={`${card} p-5`}>
          <BookingForField value={bookingFor} onChange={setBookingFor} />
        </section>
      )}
      {rows.map((row, index) => {
        const heading = index === 0 ? t`Lead traveller` : t`${labels.travellerTypes[row.type]} ${ordinal(row.type, index)}`;
        return (
          <section key={index} className={`${card} p-5`}>
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-3 text-base font-semibold text-slate-900">
                {heading}
                {index === 0 && <span className="ml-2 text-sm font-normal text-slate-600">{labels.travellerTypes[row.type]}</span>}
              </legend>
              <InputField
                label={<Trans>First name</Trans>}
                autoComplete={index === 0 ? "given-name" : "off"}
                registration={form.register(`travellers.${index}.firstName`)}
                error={errors.travellers?.[index]?.firstName?.message}
              />
              <InputField
                label={<Trans>Last name</Trans>}
                autoComplete={index === 0 ? "family-name" : "off"}
                registration={form.register(`travellers.${index}.lastName`)}
                error={errors.travellers?.[index]?.lastName?.message}
              />
            </fieldset>
          </section>
        );
      })}
      <ContactFields email={form.register("contact.email")} phone={form.register("contact.phone")} errors={errors.contact} />
      {offer.bookingQuestions.length > 0 && (
        <section className={`${card} p-5`}>
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-base font-semibold text-slate-900">
              <Trans>For the provider</Trans>
            </legend>
            {offer.bookingQuestions.map((q, i) => (
              <InputField
                key={q.id}
                label={q.required ? labels.questions[q.id] : t`${labels.questions[q.id]} (optional)`}
                registration={form.register(`answers.${i}.answer`)}
                error={errors.answers?.[i]?.answer?.message}
              />
            ))}
          </fieldset>
        </section>
      )}
      <RefundProtectionAddOn
        quote={quoteActivityRefundProtection}
        covers={<Trans>Cancel your booking and get the whole price back, the provider's cancellation charges included. The protection fee itself is not refundable.</Trans>}
      />
      <CheckoutActions back={<Trans>Back to activity details</Trans>} />
    </form>
  );
}
