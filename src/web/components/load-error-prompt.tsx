import { Trans } from "@lingui/react/macro";
import { useSyncExternalStore } from "react";
import { loadErrors, type LoadErrorKind } from "../lib/load-errors";

/**
 * spec A §8 load errors: a piece of the app did not arrive, so the page cannot go on as it is; a reload
 * fetches the current build (after a deploy the old pieces are gone) and tries the network again.
 * Rendered beside the router, so it shows whatever the route's own error view does.
 */
export function LoadErrorPrompt() {
  const kind = useSyncExternalStore(loadErrors.subscribe, loadErrors.get, () => null);
  if (!kind) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-50 p-4 sm:bottom-4 sm:left-auto sm:right-4 sm:max-w-sm sm:p-0">
      <section role="alert" aria-labelledby="load-error-title" className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl">
        <h2 id="load-error-title" className="text-base font-semibold">
          <Trans>This page could not be loaded completely</Trans>
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-600">
          <Reason kind={kind} />
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-xl bg-slate-900 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-slate-700 sm:w-auto"
        >
          <Trans>Reload the page</Trans>
        </button>
      </section>
    </div>
  );
}

function Reason({ kind }: { kind: LoadErrorKind }) {
  switch (kind) {
    case "timeout":
      return <Trans>Part of this page took too long to arrive. Check your connection, then reload.</Trans>;
    case "missing":
      return <Trans>This site was updated while you were using it. Reload to get the new version.</Trans>;
    case "other":
      return <Trans>Part of this page could not be downloaded. Reload to try again.</Trans>;
  }
}
