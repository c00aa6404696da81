import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter, type ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { messages } from "@/shared/messages";
import { reportError } from "../lib/error-reporting";
import { primaryButton, secondaryButton, StatusPage } from "./status-page";

/** A page's data refused with 401: the API client's failures carry `httpStatus` (read by hand: the first load carries no zod). */
const sessionEnded = (error: unknown) => (error as { httpStatus?: unknown } | null)?.httpStatus === 401;

/**
 * The error boundary of every route (the router's `defaultErrorComponent`, and the root's): the translated
 * "Something went wrong" page with a retry, in place of the route that failed while the header and the rest of
 * the site stay. The failure is reported (lib/error-reporting.ts), its route's id as a tag; a failed chunk load
 * lands here too.
 */
export function RouteError(props: ErrorComponentProps) {
  return <ErrorPage {...props} />;
}

/** The root's boundary: the shell itself failed (the agency's answer, say), so the page is its own <main>. */
export function RootError(props: ErrorComponentProps) {
  return (
    <main id="main" className="min-h-svh bg-slate-50">
      <ErrorPage {...props} />
    </main>
  );
}

function ErrorPage({ reset, error }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const route = router.state.matches.at(-1)?.routeId;
  const ended = sessionEnded(error);
  useEffect(() => {
    if (!ended) reportError(error, route ? { route } : {});
  }, [ended, error, route]);
  // spec A §8: the session ended while the page loaded; the session machine says so and takes the visitor home.
  // Nothing went wrong with the page; it says what happened and offers the way on.
  if (ended) {
    return (
      <StatusPage
        code="401"
        title={i18n._(messages.sessionExpired)}
        description={<Trans>Log in again to pick up where you left off.</Trans>}
        actions={
          <a href="/" className={primaryButton}>
            <Trans>Back to home</Trans>
          </a>
        }
      />
    );
  }
  return (
    <StatusPage
      code="500"
      tone="danger"
      title={i18n._(messages.somethingWentWrong)}
      description={<Trans>We could not load this page. Please try again in a moment.</Trans>}
      actions={
        <>
          <button
            type="button"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
            className={primaryButton}
          >
            <Trans>Try again</Trans>
          </button>
          <a href="/" className={secondaryButton}>
            <Trans>Back to home</Trans>
          </a>
        </>
      }
    />
  );
}
