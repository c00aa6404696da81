import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { SocialRequest } from "@/shared/api/auth";
import { SOCIAL_PROVIDERS } from "@/shared/constants";
import { flag, oneOf, searchParams, text } from "../lib/search-params";
import { emailSchema, validationMessages } from "@/shared/validation";
import { blockSpace, linkClass, ServerAlert, submitClass, TextField } from "../features/accounts/components/fields";
import { Spinner } from "../features/accounts/components/icons";
import { useSocialLoginMachine, type SocialLoginActor } from "../features/accounts/use-social-login-machine";
import { AUTH_HEADING_ID, AuthLayout } from "./-components/auth/auth-layout";
import { ProgressScreen } from "./-components/auth/progress-screen";
import { useDocumentTitle } from "../lib/document-title";

const search = searchParams({ code: text(), type: oneOf(SOCIAL_PROVIDERS), isSignup: flag });

export const Route = createFileRoute("/social")({
  validateSearch: search,
  component: SocialPage,
});

/** The provider's redirect back (spec A §2 /social): exchange the code, maybe the emailed-code step. */
function SocialPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Signing you in`);
  const search = Route.useSearch();
  // A callback without code/type still runs: the server rejects it and the machine goes to /errors/500.
  const callback: SocialRequest = { code: search.code ?? "", type: search.type ?? "google", isSignup: search.isSignup ?? false };
  const machine = useSocialLoginMachine(callback);
  const step = useSelector(machine, (s) => (s.matches({ awaitingCode: "enteringEmail" }) || s.matches({ awaitingCode: "registeringEmail" }) ? "email" : s.matches("awaitingCode") ? "code" : "working"));
  if (step === "working") {
    return (
      <ProgressScreen>
        <Trans>Signing you in…</Trans>
      </ProgressScreen>
    );
  }
  return (
    <AuthLayout
      title={<Trans>Confirm your email</Trans>}
      subtitle={step === "email" ? <Trans>Your agency asks us to confirm your email address. We will send you a code.</Trans> : <Trans>Enter the code we sent to your email address.</Trans>}
    >
      {step === "email" ? <EmailStep machine={machine} /> : <CodeStep machine={machine} />}
    </AuthLayout>
  );
}

const emailForm = z.object({ email: emailSchema });
const codeForm = z.object({ code: z.string().trim().min(1, validationMessages.required.id) });

function EmailStep({ machine }: { machine: SocialLoginActor }) {
  const busy = useSelector(machine, (s) => s.hasTag("busy"));
  const alert = useSelector(machine, (s) => s.context.alert);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof emailForm>, unknown, z.output<typeof emailForm>>({
    resolver: zodResolver(emailForm),
    mode: "onTouched",
    defaultValues: { email: machine.getSnapshot().context.email },
  });
  return (
    <form noValidate aria-labelledby={AUTH_HEADING_ID} className="space-y-5" onSubmit={handleSubmit(({ email }) => machine.send({ type: "social.emailSubmitted", email }))}>
      <ServerAlert message={alert} />
      <TextField
        label={<Trans>Email</Trans>}
        type="email"
        autoComplete="email"
        registration={register("email")}
        error={errors.email?.message}
        onKeyDown={blockSpace(() => setError("email", { type: "space", message: validationMessages.spaceNotAllowed.id }))}
      />
      <button type="submit" className={submitClass} disabled={busy}>
        {busy && <Spinner />}
        <Trans>Send code</Trans>
      </button>
    </form>
  );
}

function CodeStep({ machine }: { machine: SocialLoginActor }) {
  const busy = useSelector(machine, (s) => s.hasTag("busy"));
  const alert = useSelector(machine, (s) => s.context.alert);
  const email = useSelector(machine, (s) => s.context.email);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    mode: "onTouched",
    defaultValues: { code: "" },
  });
  return (
    <form noValidate aria-labelledby={AUTH_HEADING_ID} className="space-y-5" onSubmit={handleSubmit(({ code }) => machine.send({ type: "social.codeSubmitted", code }))}>
      <ServerAlert message={alert} />
      <TextField label={<Trans>Verification code</Trans>} autoComplete="one-time-code" inputMode="numeric" registration={register("code")} error={errors.code?.message} hint={<Trans>Sent to {email}</Trans>} />
      <button type="submit" className={submitClass} disabled={busy}>
        {busy && <Spinner />}
        <Trans>Verify and log in</Trans>
      </button>
      <button type="button" className={`${linkClass} block text-sm`} onClick={() => machine.send({ type: "social.emailChangeRequested" })}>
        <Trans>Use a different email</Trans>
      </button>
    </form>
  );
}
