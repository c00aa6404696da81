import { Trans } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { PROVIDER_PLANS_URL } from "@/shared/constants";
import { primaryButton } from "../components/status-page";

/** Long enough to read the message and the registration lines in the footer. */
const PRICING_REDIRECT_MS = 1_500;

export const Route = createFileRoute("/pricing")({
  component: PricingRedirect,
});

/** spec A §2: /pricing sends the visitor to the provider's external plans page. */
function PricingRedirect() {
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(PROVIDER_PLANS_URL), PRICING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="relative isolate overflow-hidden px-4 py-28 sm:py-36">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-primary/15 to-transparent" />
      <div className="mx-auto max-w-xl text-center" role="status">
        <span aria-hidden="true" className="mx-auto block size-12 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Redirecting to our plans…</Trans>
        </h1>
        <p className="mt-4 text-base leading-7 text-slate-600">
          <Trans>Our plans and prices are on our main website. If nothing happens, use the link below.</Trans>
        </p>
      </div>
      <div className="mt-10 flex justify-center">
        <a href={PROVIDER_PLANS_URL} className={primaryButton}>
          <Trans>Continue to our plans</Trans>
        </a>
      </div>
    </section>
  );
}
