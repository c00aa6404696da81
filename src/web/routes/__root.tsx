import { Trans, useLingui } from "@lingui/react/macro";
import { createRootRoute, Outlet, useLocation, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { messages } from "@/shared/messages";
import { frameKindOf, ShellFrame } from "./-components/shell-frame";
import { BookingRuntimes } from "../features/booking/registry";
import { primaryButton, StatusPage } from "../components/status-page";
import { RootError } from "../components/route-error";
import { isDebugMode } from "../lib/debug-mode";
import { loadStylesFor, withAppStyles } from "../lib/page-styles";
import { useAgencyTheme } from "../lib/theme";
import { loadAgency, loadReference, loadVisitorCountry } from "../state/load-site";
import { PreferencesProvider } from "../state/preferences";
import { useSignedIn } from "../state/session";
import { SiteContext, type SiteData } from "../state/site";
import { useDocumentTitle } from "../lib/document-title";

export const Route = createRootRoute({
  // "Fast on a phone": the landing and the flight search page draw from a stylesheet of their own, every other
  // page from the whole app's (lib/page-styles.ts says in which order).
  beforeLoad: ({ location }) => loadStylesFor(location.pathname),
  // spec A §3: the agency comes from the request host; the answer is fetched once.
  loader: async () => {
    const [agency, reference] = await Promise.all([loadAgency(), loadReference(), loadVisitorCountry()]);
    return { agency, ...reference };
  },
  staleTime: Infinity,
  component: RootComponent,
  pendingComponent: RootPending,
  errorComponent: RootError,
  notFoundComponent: NotFound,
});

function RootComponent() {
  const { agency, currencies, currencySymbols, rates } = Route.useLoaderData();
  if (!agency) return <AgencyNotFound />;
  const site: SiteData = { agency, currencies, currencySymbols, rates };
  return (
    <SiteContext value={site}>
      <PreferencesProvider defaultCurrency={agency.defaultCurrency}>
        <BookingRuntimes>
          <Shell site={site} />
        </BookingRuntimes>
      </PreferencesProvider>
    </SiteContext>
  );
}

// Loaded only in debug mode, so a visitor's page never downloads the inspector's code.
const DevInspector = lazy(() => withAppStyles(import("../features/dev-inspector/dev-inspector")).then((module) => ({ default: module.DevInspector })));

function Shell({ site }: { site: SiteData }) {
  useAgencyTheme(site.agency);
  const kind = useLocation({ select: (l) => frameKindOf(l.pathname) });
  // spec A §9 debug mode, read once per page load (the cookie is set or removed before the app starts).
  const [debug] = useState(isDebugMode);
  return (
    <ShellFrame
      kind={kind}
      after={
        debug && (
          <Suspense fallback={null}>
            <DevInspector />
          </Suspense>
        )
      }
    >
      <Outlet />
    </ShellFrame>
  );
}

/** spec A §8: unknown host → the 404 page 'Agency not found!' (no branding to show). */
function AgencyNotFound() {
  const { i18n } = useLingui();
  const title = i18n._(messages.agencyNotFound);
  useDocumentTitle(title);
  return (
    <main id="main" className="flex min-h-svh items-center bg-slate-50">
      <StatusPage code="404" title={title} description={<Trans>There is no travel agency at this address. Check the link you followed, or contact the agency that sent it to you.</Trans>} />
    </main>
  );
}

function NotFound() {
  const signedIn = useSignedIn();
  const router = useRouter();
  const pathname = useLocation({ select: (l) => l.pathname });
  // spec A §2: any other path while not logged in redirects to /login.
  const redirectToLogin = !signedIn && pathname.toLowerCase() !== "/login";
  useEffect(() => {
    if (redirectToLogin) void router.navigate({ href: "/login", replace: true });
  }, [redirectToLogin, router]);
  // Signed out, the 404 never shows: it would flash while the router moves to /login.
  if (!signedIn) return null;
  return (
    <StatusPage
      code="404"
      title={<Trans>Page not found</Trans>}
      description={<Trans>The page you are looking for does not exist or has moved.</Trans>}
      actions={
        <a href="/" className={primaryButton}>
          <Trans>Back to home</Trans>
        </a>
      }
    />
  );
}

function RootPending() {
  const { t } = useLingui();
  return (
    <div className="grid min-h-svh place-items-center bg-slate-950" role="status" aria-label={t`Loading`}>
      <span className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-white" />
    </div>
  );
}
