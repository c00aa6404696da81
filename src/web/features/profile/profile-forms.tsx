import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { changeEmailRequest, changePasswordRequest, editProfileRequest, profile as profileSchema, verifyEmailCodeRequest, type Profile } from "@/shared/api/auth";
import { toApiFailure } from "@/shared/api/failure";
import { SUPPORTED_LANGUAGES, type Language } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { changePassword, editProfile, requestEmailChange, verifyEmailCode } from "../../api/profile";
import { uploadFile } from "../../api/website";
import { InputField } from "../../components/booking/form-field";
import { errorText, fieldLabel, inputBase, primaryAction, secondaryAction } from "../../components/booking/styles";
import { LANGUAGE_NAMES } from "../../i18n";
import { useFormMachine, useSettingsFormActor } from "../../lib/settings-form";
import { useLanguage, usePreferencesActor } from "../../state/preferences";

type AnyForm = UseFormReturn<FieldValues, unknown, FieldValues>;

function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}

/** One profile form: its fields checked by the shared schema, its save run by the settings form machine. */
function useProfileForm<S extends z.ZodType<FieldValues, FieldValues>>(
  id: string,
  schema: S,
  defaults: z.input<S>,
  save: (values: unknown) => Promise<{ message: string; data: unknown }>,
  onSaved: (data: unknown, form: UseFormReturn<z.input<S>, unknown, z.output<S>>) => void,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues: defaults as never });
  const actor = useSettingsFormActor({ id, save, onSaved: (data) => onSaved(data, form) });
  const machine = useFormMachine(form as unknown as AnyForm, actor);
  const submit = form.handleSubmit((values) => actor.send({ type: "form.submitted", values }));
  return { form, actor, ...machine, submit: (event: React.FormEvent) => void submit(event) };
}

function SaveButton({ busy, enabled, children }: { busy: boolean; enabled: boolean; children: ReactNode }) {
  return (
    <div>
      <button type="submit" className={primaryAction} disabled={!enabled || busy}>
        {busy ? <Trans>Saving…</Trans> : children}
      </button>
    </div>
  );
}

/** Name, phone and picture (POST api/user/editProfile). */
export function DetailsForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t, i18n } = useLingui();
  const { form, submit, busy, canSave } = useProfileForm(
    "profileDetails",
    editProfileRequest,
    { name: profile.name, phoneNumber: profile.phoneNumber ?? "", profileImage: profile.profileImage },
    editProfile,
    (data, saving) => {
      const saved = profileSchema.parse(data);
      saving.reset({ name: saved.name, phoneNumber: saved.phoneNumber ?? "", profileImage: saved.profileImage });
      onSaved(saved);
    },
  );
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const picture = form.watch("profileImage");
  const { errors } = form.formState;
  async function choose(file: File | undefined) {
    if (!file) return;
    if (!["image/png", "image/jpeg", "image/webp"].includes(file.type)) return setUploadProblem(t`Choose a PNG, JPG or WEBP picture`);
    if (file.size > 1024 * 1024) return setUploadProblem(t`The file is larger than 1 MB`);
    setUploadProblem(null);
    try {
      form.setValue("profileImage", await uploadFile("profileImage", file), { shouldDirty: true });
    } catch (failure) {
      setUploadProblem(toApiFailure(failure).message ?? i18n._(messages.somethingWentWrong));
    }
  }
  const pictureError = uploadProblem ?? errors.profileImage?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={t`Your details`}>
      <Card title={<Trans>Your details</Trans>}>
        <div className="flex items-center gap-4">
          <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-slate-200 text-xl font-semibold text-slate-700">
            {picture ? <img src={picture} alt={t`Your picture`} className="size-full object-cover" /> : <span aria-hidden="true">{profile.name.slice(0, 1).toUpperCase()}</span>}
          </div>
          <label className={`${secondaryAction} cursor-pointer has-focus-visible:ring-4 has-focus-visible:ring-primary/25`}>
            <Trans>Change picture</Trans>
            <input type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" aria-invalid={pictureError ? true : undefined} onChange={(event) => void choose(event.currentTarget.files?.[0])} />
          </label>
          {picture && (
            <button type="button" className={secondaryAction} onClick={() => form.setValue("profileImage", null, { shouldDirty: true })}>
              <Trans>Remove picture</Trans>
            </button>
          )}
        </div>
        {pictureError && <p className={errorText}>{pictureError}</p>}
        <InputField label={<Trans>Name</Trans>} autoComplete="name" registration={form.register("name")} error={errors.name?.message} />
        <InputField label={<Trans>Phone number</Trans>} type="tel" autoComplete="tel" registration={form.register("phoneNumber")} error={errors.phoneNumber?.message} />
        <SaveButton busy={busy} enabled={canSave}>
          <Trans>Save details</Trans>
        </SaveButton>
      </Card>
    </form>
  );
}

/** Email change: a code to the new address (PATCH api/user/email), then the code (PATCH api/user/verify-email-code). */
export function EmailForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t } = useLingui();
  const [pending, setPending] = useState<string | null>(null);
  const request = useProfileForm("emailChange", changeEmailRequest, { email: "" }, requestEmailChange, (data, sent) => {
    sent.reset({ email: "" });
    setPending(changeEmailRequest.parse(data).email);
  });
  const verify = useProfileForm("emailCode", verifyEmailCodeRequest, { email: "", code: "" }, verifyEmailCode, (data) => {
    setPending(null);
    onSaved(profileSchema.parse(data));
  });
  const resetVerify = verify.form.reset;
  useEffect(() => {
    // The code form asks about the address the code went to.
    if (pending) resetVerify({ email: pending, code: "" });
  }, [pending, resetVerify]);
  return (
    <Card title={<Trans>Email</Trans>}>
      <p className="text-sm text-slate-700">
        <Trans>You log in with {profile.email}.</Trans>
      </p>
      {pending === null ? (
        <form onSubmit={request.submit} noValidate aria-label={t`Change email`} className="grid gap-4">
          <InputField label={<Trans>New email</Trans>} type="email" autoComplete="email" registration={request.form.register("email")} error={request.form.formState.errors.email?.message} />
          <SaveButton busy={request.busy} enabled={request.canSave}>
            <Trans>Send a code</Trans>
          </SaveButton>
        </form>
      ) : (
        <form onSubmit={verify.submit} noValidate aria-label={t`Confirm new email`} className="grid gap-4">
          <InputField
            label={<Trans>Code</Trans>}
            inputMode="numeric"
            autoComplete="one-time-code"
            registration={verify.form.register("code")}
            error={verify.form.formState.errors.code?.message}
            hint={<Trans>We sent a 6-digit code to {pending}.</Trans>}
          />
          <div className="flex flex-wrap gap-3">
            <SaveButton busy={verify.busy} enabled={verify.canSave}>
              <Trans>Confirm email</Trans>
            </SaveButton>
            <button type="button" className={secondaryAction} onClick={() => setPending(null)}>
              <Trans>Use another address</Trans>
            </button>
          </div>
        </form>
      )}
    </Card>
  );
}

/** POST api/user/changePassword (spec A §5 password rules). */
export function PasswordForm() {
  const { t } = useLingui();
  const { form, submit, busy, canSave } = useProfileForm("changePassword", changePasswordRequest, { oldPassword: "", newPassword: "" }, changePassword, (_data, saved) => saved.reset());
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label={t`Change password`}>
      <Card title={<Trans>Password</Trans>}>
        <InputField label={<Trans>Current password</Trans>} type="password" autoComplete="current-password" registration={form.register("oldPassword")} error={errors.oldPassword?.message} />
        <InputField
          label={<Trans>New password</Trans>}
          type="password"
          autoComplete="new-password"
          registration={form.register("newPassword")}
          error={errors.newPassword?.message}
          hint={<Trans>8 to 20 characters, with a lowercase and an uppercase letter, a number and one of ! @ # $ % ^ & * _. Your other sessions end.</Trans>}
        />
        <SaveButton busy={busy} enabled={canSave}>
          <Trans>Change password</Trans>
        </SaveButton>
      </Card>
    </form>
  );
}

/** GET api/user/changeLanguage/{lang}, through the preferences machine (the header's language menu does the same). */
export function LanguageForm() {
  const actor = usePreferencesActor();
  const language = useLanguage();
  return (
    <Card title={<Trans>Language</Trans>}>
      <div>
        <label htmlFor="profile-language" className={fieldLabel}>
          <Trans>Language of the site and of your emails</Trans>
        </label>
        <select id="profile-language" className={inputBase} value={language} onChange={(event) => actor.send({ type: "language.changed", language: event.currentTarget.value as Language })}>
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
    </Card>
  );
}
