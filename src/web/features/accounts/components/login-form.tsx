import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { LoginEvent } from "@machines/login/login.machine";
import { loginSchema, validationMessages } from "@/shared/validation";
import { useLoginMachine } from "../use-login-machine";
import { useSocialLoginMachine } from "../use-social-login-machine";
import { readRememberedEmail } from "../storage";
import { blockSpace, linkClass, PasswordField, ServerAlert, submitClass, TextField } from "./fields";
import { Spinner } from "./icons";
import { OrDivider, SocialButtons, useEnabledProviders } from "./social-buttons";

const loginForm = loginSchema.extend({ remember: z.boolean() });
type LoginFormInput = z.input<typeof loginForm>;
type LoginFormOutput = z.output<typeof loginForm>;

/**
 * The "buttons" probe: with empty credentials the only transition that can fire is the one the
 * machine takes for agencies that disable direct login for SSO users (spec A §4).
 */
const EMPTY_SUBMIT: LoginEvent = { type: "login.submitted", email: "", password: "", remember: false };

/** spec A §2 "Login screen", shared by the /login page and the header's login dialog. */
export function LoginForm({ headingId, onFinished }: { headingId?: string; onFinished?: () => void }) {
  const { t } = useLingui();
  const login = useLoginMachine();
  const social = useSocialLoginMachine(null);
  const inactive = useSelector(login, (s) => s.matches("agencyInactive"));
  const busy = useSelector(login, (s) => s.hasTag("busy") || s.status === "done");
  const alert = useSelector(login, (s) => s.context.alert);
  const finished = useSelector(login, (s) => s.status === "done");
  const directLoginDisabled = useSelector(login, (s) => s.can(EMPTY_SUBMIT));
  const hasSocial = useEnabledProviders().length > 0;

  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);

  const remembered = readRememberedEmail();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginForm),
    mode: "onTouched",
    defaultValues: { email: remembered ?? "", password: "", remember: remembered !== null },
  });
  const edited = { onChange: () => login.send({ type: "login.edited" }) };
  const spaceError = (field: "email" | "password") => () => setError(field, { type: "space", message: validationMessages.spaceNotAllowed.id });

  const submit = handleSubmit((values) => login.send({ type: "login.submitted", email: values.email, password: values.password, remember: values.remember }));

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="space-y-5"
      onSubmit={(event) => {
        // spec A §4: SSO-only agencies send the login button to their return URL, form or not.
        if (directLoginDisabled) {
          event.preventDefault();
          login.send(EMPTY_SUBMIT);
          return;
        }
        void submit(event);
      }}
    >
      <ServerAlert message={alert} />
      {directLoginDisabled && (
        <p className="rounded-xl bg-primary-soft px-4 py-3 text-sm text-slate-700">
          <Trans>Your agency signs you in through its own portal.</Trans>
        </p>
      )}
      {!directLoginDisabled && (
        <>
          <TextField
            label={<Trans>Email</Trans>}
            type="email"
            autoComplete="username"
            inputMode="email"
            registration={register("email", edited)}
            error={errors.email?.message}
            onKeyDown={blockSpace(spaceError("email"))}
            disabled={inactive}
          />
          <PasswordField
            label={<Trans>Password</Trans>}
            autoComplete="current-password"
            registration={register("password", edited)}
            error={errors.password?.message}
            onSpace={spaceError("password")}
            disabled={inactive}
          />
          <div className="flex items-center justify-between gap-3 text-sm">
            <label className="inline-flex cursor-pointer items-center gap-2 text-slate-700">
              <input type="checkbox" {...register("remember")} disabled={inactive} className="size-4 rounded border-slate-300 accent-primary" />
              <Trans>Remember me</Trans>
            </label>
            <button type="button" className={linkClass} disabled={inactive} onClick={() => login.send({ type: "login.forgotPasswordRequested" })}>
              <Trans>Forgot password?</Trans>
            </button>
          </div>
        </>
      )}
      <button type="submit" className={submitClass} disabled={inactive || busy}>
        {busy && <Spinner />}
        {busy ? t`Logging in…` : t`Log in`}
      </button>
      {hasSocial && !directLoginDisabled && (
        <>
          <OrDivider />
          <SocialButtons isSignup={false} disabled={inactive || busy} onSelect={(provider) => social.send({ type: "social.requested", provider, isSignup: false, termsAccepted: true })} />
        </>
      )}
      {directLoginDisabled && (
        <button type="button" className={`${linkClass} block text-sm`} onClick={() => login.send({ type: "login.forgotPasswordRequested" })}>
          <Trans>Forgot password?</Trans>
        </button>
      )}
      <p className="text-center text-sm text-slate-600">
        <Trans>
          New here?{" "}
          <Link to="/signup" className={linkClass}>
            Sign up
          </Link>
        </Trans>
      </p>
    </form>
  );
}
