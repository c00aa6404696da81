import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { accountMessages } from "@/shared/validation";
import { useLogoutMachine } from "../features/accounts/use-logout-machine";
import { ProgressScreen } from "./-components/auth/progress-screen";

export const Route = createFileRoute("/logout")({
  component: LogoutPage,
});

/** spec A §2: 'Logging out...', clear everything, then after 100 ms the return URL or '/'. */
function LogoutPage() {
  const { i18n } = useLingui();
  useLogoutMachine();
  return <ProgressScreen>{i18n._(accountMessages.loggingOut)}</ProgressScreen>;
}
