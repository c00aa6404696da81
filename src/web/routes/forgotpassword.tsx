import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useForm } from "react-hook-form";
import { forgotPasswordSchema, type ForgotPasswordValues } from "@/shared/validation";
import { linkClass, ServerAlert, submitClass, TextField } from "../features/accounts/components/fields";
import { Spinner } from "../features/accounts/components/icons";
import { useForgotPasswordMachine } from "../features/accounts/use-forgot-password-machine";
import { useAgencyActive } from "../state/site";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { useDocumentTitle } from "../lib/document-title";

export const Route = createFileRoute("/forgotpassword")({
  component: ForgotPasswordPage,
});

/** spec A §2 "Forgot password screen": an email field and a Send button; /login 2 s after sending. */
function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password`);
  const active = useAgencyActive();
  const machine = useForgotPasswordMachine();
  const sending = useSelector(machine, (s) => s.matches("sending"));
  const sent = useSelector(machine, (s) => s.matches("sent") || s.matches("done"));
  const alert = useSelector(machine, (s) => s.context.alert);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), mode: "onTouched" });
  return (
    <AuthLayout title={<Trans>Forgot password</Trans>} subtitle={<Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>}>
      <form noValidate aria-labelledby={AUTH_HEADING_ID} className="space-y-5" onSubmit={handleSubmit((values) => machine.send({ type: "forgotPassword.submitted", email: values.email.trim() }))}>
        <ServerAlert message={alert} />
        {sent && (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
            <Trans>Check your inbox. Taking you back to log in…</Trans>
          </p>
        )}
        <TextField
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="email"
          inputMode="email"
          registration={register("email", { onChange: () => machine.send({ type: "forgotPassword.edited" }) })}
          error={errors.email?.message}
          disabled={!active || sent}
        />
        <button type="submit" className={submitClass} disabled={!active || sending || sent}>
          {sending && <Spinner />}
          <Trans>Send</Trans>
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className={linkClass}>
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
