import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { primaryButton, StatusPage } from "../components/status-page";

export const Route = createFileRoute("/expired")({
  component: ExpiredLinkPage,
});

/** spec A §2: expired-link page (shown without the header, like the other access screens). */
function ExpiredLinkPage() {
  return (
    <StatusPage
      tone="warning"
      title={<Trans>This link has expired</Trans>}
      description={<Trans>For your security, links we send by email only work for a limited time. Please ask for a new one.</Trans>}
      actions={
        <a href="/" className={primaryButton}>
          <Trans>Back to home</Trans>
        </a>
      }
    />
  );
}
