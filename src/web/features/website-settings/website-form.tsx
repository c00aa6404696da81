import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { useForm, useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import { agencyData, type AgencyData } from "@/shared/api/agency";
import { websiteSettings, type WebsiteSettings, type WebsiteSettingsInput } from "@/shared/api/website-settings";
import type { BrandAsset } from "@/shared/branding/assets";
import { agencyPalette } from "@/shared/branding/colours";
import { BOOKING_MENU_TITLES, SOCIAL_NETWORKS, SUPPORTED_LANGUAGES, type BookingMenuTitle, type SocialNetwork } from "@/shared/constants";
import { saveWebsiteSettings } from "../../api/website";
import { InputField, SelectField } from "../../components/booking/form-field";
import { primaryAction, secondaryAction } from "../../components/booking/styles";
import { LANGUAGE_NAMES } from "../../i18n";
import { useFormMachine, useSettingsFormActor } from "../../lib/settings-form";
import { replaceAgency } from "../../state/load-site";
import { useReference } from "../../state/site";
import { AssetField } from "./asset-field";
import { ColorField, Section, TextAreaField, Toggle } from "./form-parts";
import { changedSettings, formValuesOf } from "./form-values";
import { WebsitePreview } from "./preview";
import { SiteAddress, SsoSecret } from "./site-address";

const MENU_LABEL: Record<BookingMenuTitle, ReactNode> = {
  "Air Travel": <Trans>Air Travel</Trans>,
  Hotels: <Trans>Hotels</Trans>,
  Cars: <Trans>Cars</Trans>,
  Activities: <Trans>Activities</Trans>,
};
// Brand names are not translated.
const NETWORK_NAME: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  instagram: "Instagram",
  youtube: "YouTube",
  tiktok: "TikTok",
};
const LEGAL = ["termsAndConditions", "privacyPolicy", "cookiesPolicy", "disclaimer"] as const;

interface Props {
  agency: AgencyData;
  /** Owners and admins edit; other agents see the settings (spec A §6). */
  canEdit: boolean;
  /** The site's own pages, drawn in the preview with the draft. */
  landing: ReactNode;
  signIn: ReactNode;
  /** Forms of their own shown under this one (the application config). */
  after?: ReactNode;
}

/** spec A §3 agencyData edited with a live preview of the landing and sign-in pages (spec B §7 PATCH /api/agency). */
export function WebsiteSettingsForm({ agency, canEdit, landing, signIn, after }: Props) {
  const { t } = useLingui();
  const router = useRouter();
  const { currencies } = useReference();
  const [showPreview, setShowPreview] = useState(false);
  const form = useForm<WebsiteSettingsInput, unknown, WebsiteSettings>({ resolver: zodResolver(websiteSettings), defaultValues: formValuesOf(agency) });
  const actor = useSettingsFormActor({
    id: "websiteSettings",
    save: (values) => saveWebsiteSettings(values as WebsiteSettings),
    onSaved: (data) => {
      const saved = agencyData.parse(data);
      form.reset(formValuesOf(saved));
      // Every page (header, footer, theme) shows the saved brand without a reload.
      replaceAgency(saved);
      void router.invalidate();
    },
  });
  const { busy, canSave, status } = useFormMachine(form as unknown as UseFormReturn<FieldValues, unknown, FieldValues>, actor);
  const values = useWatch({ control: form.control });
  const draft = { ...agency, ...values, analytics: { ...agency.analytics, ...values.analytics } } as AgencyData;
  // The colours the site will draw from the draft, each readable (spec: WCAG AA); the fields say when one was adjusted.
  const palette = agencyPalette(draft);
  const { errors } = form.formState;
  const reg = form.register;
  const disabled = !canEdit || busy;
  const asset = (key: BrandAsset, label: ReactNode) => (
    <AssetField
      asset={key}
      label={label}
      value={(values[key] as string | null | undefined) ?? null}
      error={errors[key]?.message}
      disabled={disabled}
      onChange={(url) => form.setValue(key, url, { shouldDirty: true, shouldValidate: true })}
    />
  );

  const submit = form.handleSubmit((parsed) => {
    actor.send({ type: "form.submitted", values: changedSettings(parsed, form.formState.dirtyFields) });
  });

  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="order-2 grid min-w-0 gap-6 xl:order-1">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Website settings`} className="grid gap-6">
          {!canEdit && (
            <p role="note" className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
              <Trans>Only the agency owner and admins can change the website settings.</Trans>
            </p>
          )}
          <fieldset disabled={!canEdit} className="grid min-w-0 gap-6">
            <Section title={<Trans>Branding</Trans>}>
              <InputField label={<Trans>Site name</Trans>} registration={reg("agencyName")} error={errors.agencyName?.message} />
              {asset("logo", <Trans>Logo</Trans>)}
              {asset("favicon", <Trans>Favicon</Trans>)}
              <ColorField label={<Trans>Primary colour</Trans>} registration={reg("primaryColor")} value={values.primaryColor ?? ""} shown={palette.primaryText} error={errors.primaryColor?.message} />
            </Section>

            <Section title={<Trans>Landing page and sign-in background</Trans>}>
              <InputField
                label={<Trans>Heading</Trans>}
                registration={reg("heading")}
                error={errors.heading?.message}
                hint={<Trans>{[...(values.heading ?? "")].length} of 150 characters. Under 50 shows largest, under 100 a size smaller, longer headings smallest.</Trans>}
              />
              <ColorField label={<Trans>Heading colour</Trans>} registration={reg("headingColor")} value={values.headingColor ?? ""} shown={palette.heading} error={errors.headingColor?.message} />
              <InputField label={<Trans>Sub-heading</Trans>} registration={reg("subHeading")} error={errors.subHeading?.message} />
              <ColorField
                label={<Trans>Sub-heading colour</Trans>}
                registration={reg("subHeadingColor")}
                value={values.subHeadingColor ?? ""}
                shown={palette.subheading}
                error={errors.subHeadingColor?.message}
              />
              <div>
                <label htmlFor="background-overlay" className="mb-1.5 block text-sm font-medium text-slate-700">
                  <Trans>Background overlay: {values.backgroundOverlay ?? 0}%</Trans>
                </label>
                <input id="background-overlay" type="range" min={0} max={100} step={5} {...reg("backgroundOverlay", { valueAsNumber: true })} className="w-full accent-(--color-primary-strong)" />
              </div>
              {asset("backgroundImage", <Trans>Background image</Trans>)}
              {asset("mobileBackgroundImage", <Trans>Mobile background image</Trans>)}
              {asset("backgroundVideo", <Trans>Looping background video</Trans>)}
            </Section>

            <Section title={<Trans>Booking menu</Trans>} intro={<Trans>Book Now goes to the first active item, or to flights when none is active.</Trans>}>
              {BOOKING_MENU_TITLES.map((title) => {
                const index = (values.bookingMenuItemOptions ?? []).findIndex((item) => item?.title === title);
                return index < 0 ? null : <Toggle key={title} label={MENU_LABEL[title]} registration={reg(`bookingMenuItemOptions.${index}.active`)} />;
              })}
            </Section>

            <Section title={<Trans>Sign-in options</Trans>}>
              <Toggle label={<Trans>Sign in with Google</Trans>} registration={reg("social.isGoogleEnabled")} />
              <Toggle label={<Trans>Sign in with Facebook</Trans>} registration={reg("social.isFacebookEnabled")} />
              <Toggle label={<Trans>Single sign-on</Trans>} registration={reg("sso.isSSOEnabled")} />
              <Toggle
                label={<Trans>Single sign-on users may also log in with a password</Trans>}
                registration={reg("sso.isDirectLoginAllowedForSSOUsers")}
                hint={<Trans>When off, their login and forgot-password buttons send them to the return URL.</Trans>}
              />
              {values.sso?.isSSOEnabled && <SsoSecret disabled={disabled} />}
              <InputField
                label={<Trans>Return URL</Trans>}
                type="url"
                registration={reg("returnUrl")}
                error={errors.returnUrl?.message}
                hint={<Trans>Where customers go after logging out, and single sign-on users when direct login is off.</Trans>}
              />
            </Section>

            <Section title={<Trans>Contact and social links</Trans>} intro={<Trans>Shown in the footer when set.</Trans>}>
              <InputField label={<Trans>Contact phone</Trans>} type="tel" registration={reg("contactPhoneNumber")} error={errors.contactPhoneNumber?.message} />
              <InputField label={<Trans>Contact email</Trans>} type="email" registration={reg("contactEmailId")} error={errors.contactEmailId?.message} />
              {SOCIAL_NETWORKS.map((network) => (
                <InputField key={network} label={NETWORK_NAME[network]} type="url" registration={reg(network)} error={errors[network]?.message} />
              ))}
            </Section>

            <Section
              title={<Trans>Legal texts</Trans>}
              intro={
                <Trans>Written in Markdown: # heading, **bold**, *italic*, - list, [link](https://…). HTML is removed when you save. Privacy, cookies and disclaimer links show only when the text is set.</Trans>
              }
            >
              {LEGAL.map((key) => (
                <TextAreaField key={key} label={legalLabel(key)} registration={reg(key)} error={errors[key]?.message} />
              ))}
            </Section>

            <Section title={<Trans>Analytics</Trans>} intro={<Trans>Loaded on the site only after a visitor accepts analytics cookies.</Trans>}>
              <Toggle label={<Trans>Use analytics</Trans>} registration={reg("analytics.isEnabled")} />
              <InputField label={<Trans>Google Analytics ID</Trans>} registration={reg("analytics.googleAnalyticsId")} error={errors.analytics?.googleAnalyticsId?.message} />
              <InputField label={<Trans>Facebook pixel ID</Trans>} registration={reg("analytics.facebookAnalyticsId")} error={errors.analytics?.facebookAnalyticsId?.message} />
            </Section>

            <Section
              title={<Trans>Regional defaults</Trans>}
              intro={<Trans>What a visitor gets before choosing: the language when their browser asks for none the site offers, and the currency of prices.</Trans>}
            >
              <SelectField label={<Trans>Default language</Trans>} registration={reg("defaultLanguage")}>
                {SUPPORTED_LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </SelectField>
              <SelectField label={<Trans>Default currency</Trans>} registration={reg("defaultCurrency")} error={errors.defaultCurrency?.message}>
                {(currencies.includes(agency.defaultCurrency) ? currencies : [agency.defaultCurrency, ...currencies]).map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </SelectField>
            </Section>

            <Section title={<Trans>Web address</Trans>}>
              <SiteAddress
                subdomain={values.subdomain ?? agency.subdomain}
                saved={agency.subdomain}
                subdomainField={reg("subdomain")}
                customDomainField={reg("customDomain")}
                errors={{ subdomain: errors.subdomain?.message, customDomain: errors.customDomain?.message }}
                disabled={disabled}
              />
            </Section>
          </fieldset>

          {canEdit && (
            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
              <button type="submit" className={primaryAction} disabled={!canSave || busy}>
                {busy ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
              </button>
              <button
                type="button"
                className={secondaryAction}
                disabled={!canSave || busy}
                onClick={() => {
                  form.reset();
                  actor.send({ type: "form.discarded" });
                }}
              >
                <Trans>Discard changes</Trans>
              </button>
              <p role="status" className="text-sm text-slate-600">
                {status === "dirty" ? <Trans>Unsaved changes</Trans> : status === "saved" ? <Trans>All changes saved</Trans> : status === "failed" ? <Trans>Not saved</Trans> : null}
              </p>
            </div>
          )}
        </form>
        {after}
      </div>

      <aside aria-label={t`Preview`} className="order-1 xl:order-2">
        <div className="xl:sticky xl:top-6">
          <button type="button" className={`${secondaryAction} xl:hidden`} aria-expanded={showPreview} aria-controls="website-preview" onClick={() => setShowPreview((shown) => !shown)}>
            {showPreview ? <Trans>Hide preview</Trans> : <Trans>Show preview</Trans>}
          </button>
          <div id="website-preview" className={`${showPreview ? "mt-4" : "hidden"} xl:mt-0 xl:block`}>
            <WebsitePreview draft={draft} landing={landing} signIn={signIn} />
          </div>
        </div>
      </aside>
    </div>
  );
}

function legalLabel(key: (typeof LEGAL)[number]): ReactNode {
  switch (key) {
    case "termsAndConditions":
      return <Trans>Terms and conditions</Trans>;
    case "privacyPolicy":
      return <Trans>Privacy policy</Trans>;
    case "cookiesPolicy":
      return <Trans>Cookies policy</Trans>;
    case "disclaimer":
      return <Trans>Disclaimer</Trans>;
  }
}
