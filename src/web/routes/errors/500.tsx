import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { primaryButton, StatusPage } from "../../components/status-page";

export const Route = createFileRoute("/errors/500")({
  component: ServerErrorPage,
});

function ServerErrorPage() {
  return (
    <StatusPage
      code="500"
      tone="danger"
      title={<Trans>Internal server error</Trans>}
      description={<Trans>Something went wrong on our side. Our team has been notified; please try again in a few minutes.</Trans>}
      actions={
        <a href="/" className={primaryButton}>
          <Trans>Back to home</Trans>
        </a>
      }
    />
  );
}
