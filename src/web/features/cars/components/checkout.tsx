import { zodResolver } from "@hookform/resolvers/zod";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { carContact, carDriver, type CarContact, type CarDriver } from "@/shared/api/cars";
import { driverAgeError } from "@/shared/cars/driver";
import { InputField, SelectField } from "../../../components/booking/form-field";
import type { LocationOption } from "../../../components/booking/location-combobox";
import { card } from "../../../components/booking/styles";
import { useCountries } from "../../../lib/countries";
import { focusFirstInvalid } from "../../../lib/forms";
import { readStoredUser } from "../../accounts/storage";
import { BookingCheckout, BookingForField, CheckoutActions, ContactFields, MYSELF, useTravellersDraft, type TravellersDraft } from "../../booking/components/checkout";
import { checkoutPage } from "../../booking/components/step-pages";
import { useRestoreNotice } from "../../checkout-sessions/restore-notice";
import { useCarActor, useCarSelector } from "../use-car-booking";
import { CarExtras, CarRefundProtection } from "./extras";
import { carWebVertical } from "../web-vertical";
import { CarPriceSummary } from "./price-summary";

const TITLES = ["Mr", "Mrs", "Ms", "Miss", "Dr"] as const;

interface DriverValues {
  title: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  licenceCountry: string;
  email: string;
  phone: string;
}

/** The form's schema from the rules the server applies too: the driver and contact schemas, and the driver's age on the pick-up day. */
function useDriverSchema(searchedAge: number, pickUpDate: string) {
  return useMemo(
    () =>
      z
        .object({
          title: z.string(),
          firstName: carDriver.shape.firstName,
          lastName: carDriver.shape.lastName,
          birthDate: carDriver.shape.birthDate,
          licenceCountry: carDriver.shape.licenceCountry,
          email: carContact.shape.email,
          phone: carContact.shape.phone,
        })
        .superRefine((v, ctx) => {
          const problem = /^\d{4}-\d{2}-\d{2}$/.test(v.birthDate) ? driverAgeError(searchedAge, v.birthDate, pickUpDate) : null;
          if (problem)
            ctx.addIssue({
              code: "custom",
              path: ["birthDate"],
              message: problem,
            });
        }),
    [searchedAge, pickUpDate],
  );
}

function toDriver(v: DriverValues): CarDriver {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    birthDate: v.birthDate,
    licenceCountry: v.licenceCountry,
    ...(v.title ? { title: v.title as NonNullable<CarDriver["title"]> } : {}),
  };
}

/**
 * The two checkout pages (spec B §2): /reservation-details (the driver, extras, refund protection) and
 * /checkout (the payment). The machine's step decides what shows; its route moves the URL between them, and the
 * tab's title follows the step. One component per route, as each route of another vertical has its own.
 */
export const carCheckoutPage = () =>
  checkoutPage(carWebVertical, { details: { title: msg`Reservation details`, subtitle: msg`Enter the main driver exactly as on their driving licence, and add any extras.` } }, CarCheckout);

/**
 * A car's checkout: the core's checkout page with the driver's form, the extras and refund protection
 * (on /reservation-details), then the payment (on /checkout), beside the car's price summary.
 */
/** Resumable checkouts: the driver and contact as typed so far, empty fields left out. */
const carDraft = (v: Partial<DriverValues>): TravellersDraft => ({
  passengers: [
    Object.fromEntries(
      Object.entries({
        title: v.title,
        firstName: v.firstName,
        lastName: v.lastName,
        birthDate: v.birthDate,
        licenceCountry: v.licenceCountry,
      }).filter(([, value]) => value),
    ) as Partial<CarDriver>,
  ],
  contact: { email: v.email ?? "", phone: v.phone ?? "" },
});

function CarCheckout() {
  const pricing = useCarSelector((s) => s.context.pricing);
  const addOns = useCarSelector((s) => s.context.addOns);
  const { t } = useLingui();
  return (
    <BookingCheckout
      travellers={<DriverStep />}
      summary={pricing && <CarPriceSummary pricing={pricing} addOns={addOns} />}
      review={(passengers) =>
        (passengers as CarDriver[]).map((p) => ({
          name: `${p.firstName} ${p.lastName}`,
          detail: t`Driver`,
        }))
      }
    />
  );
}

function DriverStep() {
  const { t } = useLingui();
  const actor = useCarActor();
  const countries = useCountries();
  const pricing = useCarSelector((s) => s.context.pricing);
  const search = useCarSelector((s) => s.context.search);
  // Resumable checkouts: the form as typed so far (a refresh, another device, a declined card).
  const draft = useCarSelector((s) => s.context.draft ?? null);
  const kept = useCarSelector((s) => s.context.passengers?.[0] ?? null);
  const keptContact = useCarSelector((s) => s.context.contact);
  const restored = useRestoreNotice()?.travellers ?? null;
  const isAgent = readStoredUser()?.isTravelAgent === true;
  // Not while the car is being priced for a client just picked (the machine decides).
  const [bookingFor, setBookingFor] = useState<LocationOption>(() =>
    draft?.client
      ? {
          id: draft.client.id,
          label: draft.client.name,
          ...(draft.client.email ? { description: draft.client.email } : {}),
        }
      : { id: MYSELF, label: "" },
  );
  const searchedAge = search?.age ?? pricing?.offer.driverAge ?? 25;
  const pickUpDate = (pricing?.offer.pickUpDateTime ?? search?.pickUpDateTime ?? "").slice(0, 10);
  const schema = useDriverSchema(searchedAge, pickUpDate);
  const known = (draft?.passengers[0] ?? kept ?? (restored?.passengers[0] as Partial<CarDriver> | undefined) ?? {}) as Partial<CarDriver>;
  const knownContact = (draft?.contact ?? keptContact ?? restored?.contact ?? {}) as Partial<CarContact>;
  const form = useForm<DriverValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      title: known.title ?? "",
      firstName: known.firstName ?? "",
      lastName: known.lastName ?? "",
      birthDate: known.birthDate ?? "",
      licenceCountry: known.licenceCountry ?? search?.countryOfResidence ?? "",
      // The signed-in person's email until they type another (confirmations go there).
      email: knownContact.email ?? readStoredUser()?.email ?? "",
      phone: knownContact.phone ?? "",
    },
    mode: "onTouched",
    shouldFocusError: false,
  });
  // A kept licence country needs its option: set it again once the country list is there.
  useEffect(() => {
    if (countries.length > 0) form.setValue("licenceCountry", form.getValues("licenceCountry"));
  }, [countries, form]);

  // Resumable checkouts: every change reaches the machine as typed, so the saved checkout keeps it.
  const client = isAgent && bookingFor.id !== MYSELF ? bookingFor : null;
  useTravellersDraft(form, client, carDraft);

  const onValid = (v: DriverValues) => {
    actor.send({
      type: "checkout.submitted",
      passengers: [toDriver(v)],
      contact: { email: v.email.trim(), phone: v.phone.trim() },
      clientId: client?.id ?? null,
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    void form.handleSubmit(onValid, (errors) => focusFirstInvalid(element, errors))(event);
  };
  const errors = form.formState.errors;
  const titleLabels: Record<(typeof TITLES)[number], string> = {
    Mr: t`Mr`,
    Mrs: t`Mrs`,
    Ms: t`Ms`,
    Miss: t`Miss`,
    Dr: t`Dr`,
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Driver details`} className="space-y-6">
      {isAgent && (
        <section className={`${card} p-5`}>
          <BookingForField value={bookingFor} onChange={setBookingFor} />
        </section>
      )}
      <section className={`${card} p-5`}>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-base font-semibold text-slate-900">
            <Trans>Driver</Trans>
          </legend>
          <p className="text-sm text-slate-600 sm:col-span-2">
            <Trans>As on the driving licence. The driver shows it and a card in their name at the desk.</Trans>
          </p>
          <SelectField label={<Trans>Title</Trans>} registration={form.register("title")} error={errors.title?.message}>
            <option value="">{t`No title`}</option>
            {TITLES.map((title) => (
              <option key={title} value={title}>
                {titleLabels[title]}
              </option>
            ))}
          </SelectField>
          <div className="hidden sm:block" />
          <InputField label={<Trans>First name</Trans>} autoComplete="given-name" registration={form.register("firstName")} error={errors.firstName?.message} />
          <InputField label={<Trans>Last name</Trans>} autoComplete="family-name" registration={form.register("lastName")} error={errors.lastName?.message} />
          <InputField
            label={<Trans>Date of birth</Trans>}
            type="date"
            autoComplete="bday"
            registration={form.register("birthDate")}
            error={errors.birthDate?.message}
            hint={<Trans>The car was priced for a driver aged {searchedAge} on the pick-up day.</Trans>}
          />
          <SelectField label={<Trans>Licence issued in</Trans>} registration={form.register("licenceCountry")} error={errors.licenceCountry?.message}>
            <option value="">{t`Choose a country`}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </SelectField>
        </fieldset>
      </section>
      <ContactFields email={form.register("email")} phone={form.register("phone")} errors={errors} />
      {pricing && <CarExtras offer={pricing.offer} />}
      <CarRefundProtection />
      <CheckoutActions back={<Trans>Back to car details</Trans>} />
    </form>
  );
}
