import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { messages } from "@/shared/messages";
import { primaryButton, StatusPage } from "../../components/status-page";

export const Route = createFileRoute("/errors/")({
  component: ErrorsPage,
});

function ErrorsPage() {
  const { i18n } = useLingui();
  return (
    <StatusPage
      tone="warning"
      title={i18n._(messages.somethingWentWrong)}
      description={<Trans>We could not finish what you asked for. Please go back and try again.</Trans>}
      actions={
        <a href="/" className={primaryButton}>
          <Trans>Back to home</Trans>
        </a>
      }
    />
  );
}
