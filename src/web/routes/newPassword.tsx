import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useForm, useWatch } from "react-hook-form";
import { searchParams, text } from "../lib/search-params";
import { newPasswordSchema, passwordFeedback, validationMessages, type NewPasswordValues } from "@/shared/validation";
import { PasswordField, ServerAlert, submitClass } from "../features/accounts/components/fields";
import { Spinner } from "../features/accounts/components/icons";
import { useNewPasswordMachine } from "../features/accounts/use-new-password-machine";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { useDocumentTitle } from "../lib/document-title";

const search = searchParams({ token: text() });

export const Route = createFileRoute("/newPassword")({
  validateSearch: search,
  component: NewPasswordPage,
});

/** The reset link's screen: an invalid or expired link goes to /expired (the machine decides). */
function NewPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const { token } = Route.useSearch();
  const machine = useNewPasswordMachine(token ?? null);
  const checking = useSelector(machine, (s) => s.matches("validatingLink") || s.matches("linkExpired"));
  const submitting = useSelector(machine, (s) => s.matches("submitting") || s.matches("done"));
  const alert = useSelector(machine, (s) => s.context.alert);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, touchedFields },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), mode: "onTouched", defaultValues: { password: "" } });
  const password = useWatch({ control, name: "password" });
  return (
    <AuthLayout title={<Trans>Choose a new password</Trans>}>
      {checking ? (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner />
          <Trans>Checking your link…</Trans>
        </p>
      ) : (
        <form noValidate aria-labelledby={AUTH_HEADING_ID} className="space-y-5" onSubmit={handleSubmit((values) => machine.send({ type: "newPassword.submitted", password: values.password }))}>
          <ServerAlert message={alert} />
          <PasswordField
            label={<Trans>New password</Trans>}
            autoComplete="new-password"
            registration={register("password", { onChange: () => machine.send({ type: "newPassword.edited" }) })}
            error={passwordFeedback(password, touchedFields.password === true, errors.password?.message)}
            criteriaFor={password}
            onSpace={() => setError("password", { type: "space", message: validationMessages.spaceNotAllowed.id })}
          />
          <button type="submit" className={submitClass} disabled={submitting}>
            {submitting && <Spinner />}
            <Trans>Save password</Trans>
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
