import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect, useId, useState } from "react";
import { Switch } from "react-aria-components";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import type { SocialLoginEvent } from "@machines/social-login/social-login.machine";
import { passwordFeedback, signupSchema, trimName, validationMessages } from "@/shared/validation";
import { blockSpace, FieldError, linkClass, PasswordField, ServerAlert, submitClass, TextField, useMessage } from "../../../features/accounts/components/fields";
import { Spinner } from "../../../features/accounts/components/icons";
import { SocialButtons, useEnabledProviders } from "../../../features/accounts/components/social-buttons";
import { dropHandOff, peekHandOff } from "../../../features/accounts/storage";
import { useSignupMachine } from "../../../features/accounts/use-signup-machine";
import { useSocialLoginMachine } from "../../../features/accounts/use-social-login-machine";

const signupForm = signupSchema.omit({ hostName: true });
type SignupFormInput = z.input<typeof signupForm>;
type SignupFormOutput = z.output<typeof signupForm>;

/** spec A §2 "Signup screen", including invite signup (locked email) and the 'Social Signup' toggle. */
export function SignupForm({ invitationToken, headingId }: { invitationToken: string | null; headingId: string }) {
  const { t } = useLingui();
  const message = useMessage();
  const termsErrorId = useId();
  // spec A §4: credentials from a login answered 404, read once (session storage, never the URL).
  const [handedOver] = useState(peekHandOff);
  useEffect(() => dropHandOff(), []);

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, touchedFields },
  } = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(signupForm),
    mode: "onTouched",
    defaultValues: { name: "", email: handedOver?.email ?? "", password: handedOver?.password ?? "", checked: false },
  });
  const signup = useSignupMachine({ invitationToken, handedOver, resetForm: () => reset() });
  const social = useSocialLoginMachine(null);
  const [socialSignup, setSocialSignup] = useState(false);

  const inactive = useSelector(signup, (s) => s.matches("agencyInactive"));
  const loadingInvitation = useSelector(signup, (s) => s.matches("loadingInvitation"));
  const submitting = useSelector(signup, (s) => s.matches("submitting"));
  const busy = useSelector(signup, (s) => s.hasTag("busy"));
  const alert = useSelector(signup, (s) => s.context.alert);
  const lockedEmail = useSelector(signup, (s) => s.context.lockedEmail);
  const hasSocial = useEnabledProviders().length > 0 && invitationToken === null;

  useEffect(() => {
    if (lockedEmail !== null) setValue("email", lockedEmail, { shouldValidate: true });
  }, [lockedEmail, setValue]);

  const password = useWatch({ control, name: "password" });
  const checked = useWatch({ control, name: "checked" });
  const edited = { onChange: () => signup.send({ type: "signup.edited" }) };
  const spaceError = (field: "email" | "password") => () => setError(field, { type: "space", message: validationMessages.spaceNotAllowed.id });

  if (loadingInvitation) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner />
        <Trans>Checking your invitation…</Trans>
      </p>
    );
  }

  const termsLabel = (
    <Trans>
      I agree to the{" "}
      <Link to="/user-terms-and-conditions" target="_blank" className={linkClass}>
        Terms and Conditions
      </Link>
    </Trans>
  );
  const termsError = message(errors.checked?.message);
  const terms = (
    <div>
      <label className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-slate-700">
        <input
          type="checkbox"
          {...register("checked", edited)}
          disabled={inactive}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? termsErrorId : undefined}
          className="mt-0.5 size-4 rounded border-slate-300 accent-primary"
        />
        <span>{termsLabel}</span>
      </label>
      <FieldError id={termsErrorId} message={termsError} />
    </div>
  );

  return (
    <form noValidate aria-labelledby={headingId} className="space-y-5" onSubmit={handleSubmit((values) => signup.send({ type: "signup.submitted", ...values }))}>
      <ServerAlert message={alert} />
      {hasSocial && (
        <Switch isSelected={socialSignup} onChange={setSocialSignup} isDisabled={inactive} className="group inline-flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-700">
          <span className="flex h-6 w-11 items-center rounded-full bg-slate-300 p-0.5 transition group-data-focus-visible:ring-4 group-data-focus-visible:ring-primary/30 group-data-selected:bg-primary">
            <span className="size-5 rounded-full bg-white shadow transition group-data-selected:translate-x-5" />
          </span>
          <Trans>Social Signup</Trans>
        </Switch>
      )}
      {socialSignup ? (
        <>
          {terms}
          <SocialButtons
            isSignup
            disabled={inactive}
            onSelect={(provider) => {
              const event: SocialLoginEvent = { type: "social.requested", provider, isSignup: true, termsAccepted: checked };
              // spec A §2: social signup also needs the terms checkbox; the machine's guard decides.
              if (social.getSnapshot().can(event)) social.send(event);
              else setError("checked", { type: "required", message: validationMessages.required.id }, { shouldFocus: true });
            }}
          />
        </>
      ) : (
        <>
          <TextField
            label={<Trans>Name</Trans>}
            autoComplete="name"
            registration={register("name", {
              ...edited,
              // spec A §5: the field shows the name as it will be kept, its spaces trimmed, once left.
              onBlur: (event: { target: { value: string } }) => {
                const trimmed = trimName(event.target.value);
                if (trimmed !== event.target.value) setValue("name", trimmed, { shouldValidate: true });
              },
            })}
            error={errors.name?.message}
            disabled={inactive}
          />
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="email"
            inputMode="email"
            registration={register("email", edited)}
            error={errors.email?.message}
            onKeyDown={blockSpace(spaceError("email"))}
            readOnly={lockedEmail !== null}
            hint={lockedEmail !== null ? <Trans>This is the address your invitation was sent to.</Trans> : undefined}
            disabled={inactive}
          />
          <PasswordField
            label={<Trans>Password</Trans>}
            autoComplete="new-password"
            registration={register("password", edited)}
            error={passwordFeedback(password, touchedFields.password === true, errors.password?.message)}
            criteriaFor={password}
            onSpace={spaceError("password")}
            disabled={inactive}
          />
          {terms}
          <button type="submit" className={submitClass} disabled={inactive || busy}>
            {submitting && <Spinner />}
            {submitting ? t`Signing up…` : t`Sign up`}
          </button>
        </>
      )}
      <p className="text-center text-sm text-slate-600">
        <Trans>
          Already have an account?{" "}
          <Link to="/login" className={linkClass}>
            Log in
          </Link>
        </Trans>
      </p>
    </form>
  );
}
