import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import type { BookingContact, BookingPassenger, PassengerType } from "@/shared/api/flights";
import { birthDateError, citizenshipSchema, contactEmailSchema, phoneSchema, travellerNameSchema } from "@/shared/booking/travellers";
import { type LocationOption } from "../../../components/booking/location-combobox";
import { card } from "../../../components/booking/styles";
import { emptyTraveller, TravellerFields, usePassengerTypeLabel, type TravellerFormValues } from "../../../components/booking/traveller-fields";
import { useCountries } from "../../../lib/countries";
import { focusFirstInvalid } from "../../../lib/forms";
import { readStoredUser } from "../../accounts/storage";
import { useRestoreNotice } from "../../checkout-sessions/restore-notice";
import { localDate } from "../labels";
import { useFlightActor, useFlightSelector } from "../use-flight-booking";
import { BookingCheckout, BookingForField, CheckoutActions, ContactFields, MYSELF, useTravellersDraft, type TravellersDraft } from "../../booking/components/checkout";
import { PriceSummary } from "./price-summary";
import { RefundProtectionAddOn } from "./refund-protection";
import { TripBundleAddOn } from "../../booking/components/trip-add-on";

interface CheckoutValues {
  passengers: TravellerFormValues[];
  contact: { email: string; phone: string };
}

/** The checkout form's schema, built from the booking rules the server applies too (src/shared/booking/travellers.ts). */
function useCheckoutSchema(departure: string, today: string) {
  return useMemo(() => {
    const traveller = z
      .object({
        type: z.enum(["ADT", "CHD", "INF"]),
        title: z.string(),
        firstName: travellerNameSchema,
        lastName: travellerNameSchema,
        gender: z.string(),
        birthDate: z.string(),
        citizenship: citizenshipSchema,
        passportNumber: z.string().trim().max(20),
        passportExpiry: z.string(),
      })
      .superRefine((p, ctx) => {
        const problem = birthDateError(p.type, p.birthDate, departure, today);
        if (problem) ctx.addIssue({ code: "custom", path: ["birthDate"], message: problem });
      });
    return z.object({
      passengers: z.array(traveller),
      contact: z.object({ email: contactEmailSchema, phone: phoneSchema }),
    });
  }, [departure, today]);
}

function toPassenger(p: TravellerFormValues): BookingPassenger {
  return {
    type: p.type,
    firstName: p.firstName.trim(),
    lastName: p.lastName.trim(),
    birthDate: p.birthDate,
    citizenship: p.citizenship,
    ...(p.title ? { title: p.title as NonNullable<BookingPassenger["title"]> } : {}),
    ...(p.gender ? { gender: p.gender as NonNullable<BookingPassenger["gender"]> } : {}),
    ...(p.passportNumber.trim() ? { passportNumber: p.passportNumber.trim() } : {}),
    ...(p.passportExpiry ? { passportExpiry: p.passportExpiry } : {}),
  };
}

function toFormValues(p: Partial<BookingPassenger>, type: PassengerType): TravellerFormValues {
  return {
    type,
    title: p.title ?? "",
    firstName: p.firstName ?? "",
    lastName: p.lastName ?? "",
    gender: p.gender ?? "",
    birthDate: p.birthDate ?? "",
    citizenship: p.citizenship ?? "",
    passportNumber: p.passportNumber ?? "",
    passportExpiry: p.passportExpiry ?? "",
  };
}

/** Resumable checkouts: a row as typed so far, empty fields left out (kept in the saved checkout, never card data). */
function toDraftPassenger(p: TravellerFormValues): Partial<BookingPassenger> {
  return Object.fromEntries(Object.entries(p).filter(([, value]) => value !== "")) as Partial<BookingPassenger>;
}

const flightDraft = (values: Partial<CheckoutValues>): TravellersDraft => ({
  passengers: (values.passengers ?? []).map(toDraftPassenger),
  contact: { email: values.contact?.email ?? "", phone: values.contact?.phone ?? "" },
});

/** A flight's checkout: the core's checkout page with the passenger forms and the flight's price summary (spec A §4). */
export function FlightCheckout() {
  const typeLabel = usePassengerTypeLabel();
  const pricing = useFlightSelector((s) => s.context.pricing);
  const addOns = useFlightSelector((s) => s.context.addOns);
  return (
    <BookingCheckout
      travellers={<TravellersStep />}
      summary={pricing && <PriceSummary pricing={pricing} addOns={addOns} />}
      review={(passengers) => (passengers as BookingPassenger[]).map((p) => ({ name: `${p.firstName} ${p.lastName}`, detail: typeLabel(p.type) }))}
    />
  );
}

/** One form row per searched passenger; kept, typed or restored travellers fill the rows of their type in order. */
function travellerRows(counts: Record<PassengerType, number>, known: readonly Partial<BookingPassenger>[]): TravellerFormValues[] {
  return (["ADT", "CHD", "INF"] as const).flatMap((type) => {
    const ofType = known.filter((p) => p.type === type);
    return Array.from({ length: counts[type] }, (_, i) => {
      const found = ofType[i];
      return found ? toFormValues(found, type) : emptyTraveller(type);
    });
  });
}

function TravellersStep() {
  const { t } = useLingui();
  const actor = useFlightActor();
  const typeLabel = usePassengerTypeLabel();
  const countries = useCountries();
  const today = useFlightSelector((s) => s.context.today);
  const pricing = useFlightSelector((s) => s.context.pricing);
  const search = useFlightSelector((s) => s.context.search);
  // Resumable checkouts: the form as typed so far (a refresh, another device, a search after the offer was gone).
  const draft = useFlightSelector((s) => s.context.draft ?? null);
  const keptContact = draft?.contact ?? null;
  const isAgent = readStoredUser()?.isTravelAgent === true;
  const [bookingFor, setBookingFor] = useState<LocationOption>(() =>
    draft?.client ? { id: draft.client.id, label: draft.client.name, ...(draft.client.email ? { description: draft.client.email } : {}) } : { id: MYSELF, label: "" },
  );
  // Resumable checkouts: a saved checkout that could not be resumed still fills in what it knew.
  const restored = useRestoreNotice()?.travellers ?? null;
  // A flight's saved checkout gives back a flight's contact (machines/checkout-session/restore.ts reads it with the flight's form).
  const restoredContact = restored?.contact as Partial<BookingContact> | null | undefined;
  const departure = localDate(pricing?.offer.flights[0]?.departureTime ?? `${today}T`);
  const schema = useCheckoutSchema(departure, today);
  const counts: Record<PassengerType, number> = search?.selectedPassenger ?? {
    ADT: pricing?.offer.passengers.find((p) => p.type === "ADT")?.count ?? 1,
    CHD: pricing?.offer.passengers.find((p) => p.type === "CHD")?.count ?? 0,
    INF: pricing?.offer.passengers.find((p) => p.type === "INF")?.count ?? 0,
  };
  const defaults: CheckoutValues = {
    passengers: travellerRows(counts, draft?.passengers ?? ((restored?.passengers ?? []) as Partial<BookingPassenger>[])),
    // The signed-in person's email until they type another (confirmations go there).
    contact: { email: keptContact?.email ?? restoredContact?.email ?? readStoredUser()?.email ?? "", phone: keptContact?.phone ?? restoredContact?.phone ?? "" },
  };
  // shouldFocusError off: focusFirstInvalid focuses in page order (Adult 1 before Contact email).
  const form = useForm<CheckoutValues>({ resolver: zodResolver(schema) as never, defaultValues: defaults, mode: "onTouched", shouldFocusError: false });

  const passengers = defaults.passengers;
  const ordinal = (type: PassengerType, index: number) => passengers.slice(0, index + 1).filter((p) => p.type === type).length;
  // Kept or restored citizenships need their option: set them again once the country list is there.
  useEffect(() => {
    if (countries.length === 0) return;
    form.getValues("passengers").forEach((p, i) => p.citizenship && form.setValue(`passengers.${i}.citizenship`, p.citizenship));
  }, [countries, form]);
  const firstCitizenship = useWatch({ control: form.control, name: "passengers.0.citizenship" });
  useEffect(() => {
    if (firstCitizenship) actor.send({ type: "citizenship.changed", citizenship: firstCitizenship });
  }, [actor, firstCitizenship]);

  const client = isAgent && bookingFor.id !== MYSELF ? bookingFor : null;
  useTravellersDraft(form, client, flightDraft);

  const onValid = (values: CheckoutValues) => {
    const contact: BookingContact = { email: values.contact.email.trim(), phone: values.contact.phone.trim() };
    const clientId = client?.id ?? null;
    actor.send({ type: "checkout.submitted", passengers: values.passengers.map(toPassenger), contact, clientId });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    void form.handleSubmit(onValid, (errors) => focusFirstInvalid(formElement, errors))(event);
  };
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Traveller details`} className="space-y-6">
        {isAgent && (
          <section className={`${card} p-5`}>
            <BookingForField value={bookingFor} onChange={setBookingFor} />
          </section>
        )}
        {passengers.map((p, index) => (
          <section key={index} className={`${card} p-5`}>
            <TravellerFields name={`passengers.${index}`} type={p.type} countries={countries} heading={t`${typeLabel(p.type)} ${ordinal(p.type, index)}`} />
          </section>
        ))}
        <ContactFields email={form.register("contact.email")} phone={form.register("contact.phone")} errors={form.formState.errors.contact} />
        <RefundProtectionAddOn />
        <TripBundleAddOn />
        <CheckoutActions back={<Trans>Back to flight details</Trans>} />
      </form>
    </FormProvider>
  );
}
