import { Trans } from "@lingui/react/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { failureMessage, type AlertMessage } from "@machines/effects";
import { toApiFailure } from "@/shared/api/failure";
import { shareablePage } from "@/shared/api/short-links";
import { backOfficeMessages } from "@/shared/back-office/messages";
import { getShortUrl } from "../../api/short-links";
import { useAlertText } from "../../components/booking/alert-text";
import { primaryButton, StatusPage } from "../../components/status-page";

/**
 * spec A §2 "/url/{id}: Short-link resolution": the saved page opens in place of the link (the server already
 * put the link's preview in this page's HTML for chat apps). Only a page of this site: the server stores paths,
 * and the same rule is checked here again before the browser goes anywhere.
 */
export const Route = createFileRoute("/url/$id")({
  loader: async ({ params }): Promise<{ error: AlertMessage }> => {
    let path: string;
    try {
      path = (await getShortUrl(params.id)).path;
    } catch (error) {
      // spec A §4/§8: a failed get shows the server's message.
      return { error: failureMessage(toApiFailure(error)) };
    }
    const page = shareablePage(path);
    if (!page || page.host !== null) return { error: backOfficeMessages.shortLinkNotFound };
    throw redirect({ href: page.path, replace: true });
  },
  component: ShortLinkPage,
});

function ShortLinkPage() {
  const { error } = Route.useLoaderData();
  const text = useAlertText();
  return (
    <StatusPage
      tone="warning"
      title={<Trans>This link does not open a page</Trans>}
      description={<p role="alert">{text(error)}</p>}
      actions={
        <a href="/" className={primaryButton}>
          <Trans>Back to home</Trans>
        </a>
      }
    />
  );
}
