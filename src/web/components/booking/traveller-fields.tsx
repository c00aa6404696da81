import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { get, useFormContext, type FieldErrors, type FieldValues } from "react-hook-form";
import type { PassengerType } from "@/shared/api/flights";
import type { CountryOption } from "../../lib/countries";
import { InputField, SelectField } from "./form-field";

/** A traveller as the form holds it (strings; empty for optional fields). */
export interface TravellerFormValues {
  type: PassengerType;
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthDate: string;
  citizenship: string;
  passportNumber: string;
  passportExpiry: string;
}

export function emptyTraveller(type: PassengerType, citizenship = ""): TravellerFormValues {
  return { type, title: "", firstName: "", lastName: "", gender: "", birthDate: "", citizenship, passportNumber: "", passportExpiry: "" };
}

export function usePassengerTypeLabel(): (type: PassengerType) => string {
  const { t } = useLingui();
  return (type) => (type === "ADT" ? t`Adult` : type === "CHD" ? t`Child` : t`Infant`);
}

function errorOf(errors: FieldErrors<FieldValues>, path: string): string | undefined {
  const message = get(errors, `${path}.message`) as unknown;
  return typeof message === "string" ? message : undefined;
}

/**
 * One traveller's fields (spec A §3 passenger types ADT/CHD/INF, citizenship), for any vertical's
 * checkout. Lives inside the checkout's <FormProvider>; `name` is the traveller's path, e.g. `passengers.0`.
 */
export function TravellerFields({ name, type, heading, countries }: { name: string; type: PassengerType; heading: ReactNode; countries: readonly CountryOption[] }) {
  const { t } = useLingui();
  const { register, formState } = useFormContext();
  const err = (field: string) => errorOf(formState.errors, `${name}.${field}`);
  const adult = type === "ADT";
  return (
    <fieldset className="grid gap-4 sm:grid-cols-6">
      <legend className="mb-3 text-base font-semibold text-slate-900">{heading}</legend>
      <SelectField className="sm:col-span-2" label={<Trans>Title</Trans>} registration={register(`${name}.title`)} error={err("title")}>
        <option value="">{t`Select`}</option>
        {adult ? (
          <>
            <option value="Mr">{t`Mr`}</option>
            <option value="Mrs">{t`Mrs`}</option>
            <option value="Ms">{t`Ms`}</option>
            <option value="Dr">{t`Dr`}</option>
          </>
        ) : (
          <>
            <option value="Miss">{t`Miss`}</option>
            <option value="Mstr">{t`Master`}</option>
          </>
        )}
      </SelectField>
      <InputField className="sm:col-span-2" label={<Trans>First name</Trans>} registration={register(`${name}.firstName`)} error={err("firstName")} autoComplete="given-name" />
      <InputField className="sm:col-span-2" label={<Trans>Last name</Trans>} registration={register(`${name}.lastName`)} error={err("lastName")} autoComplete="family-name" />
      <SelectField className="sm:col-span-2" label={<Trans>Gender</Trans>} registration={register(`${name}.gender`)} error={err("gender")}>
        <option value="">{t`Prefer not to say`}</option>
        <option value="F">{t`Female`}</option>
        <option value="M">{t`Male`}</option>
        <option value="X">{t`Unspecified (X)`}</option>
      </SelectField>
      <InputField className="sm:col-span-2" type="date" label={<Trans>Date of birth</Trans>} registration={register(`${name}.birthDate`)} error={err("birthDate")} />
      <SelectField className="sm:col-span-2" label={<Trans>Citizenship</Trans>} registration={register(`${name}.citizenship`)} error={err("citizenship")}>
        <option value="">{t`Select a country`}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <InputField className="sm:col-span-3" label={<Trans>Passport number (optional)</Trans>} registration={register(`${name}.passportNumber`)} error={err("passportNumber")} />
      <InputField className="sm:col-span-3" type="date" label={<Trans>Passport expiry (optional)</Trans>} registration={register(`${name}.passportExpiry`)} error={err("passportExpiry")} />
    </fieldset>
  );
}
