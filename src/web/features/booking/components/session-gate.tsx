import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Alert } from "../../../components/booking/alert-text";
import { Spinner } from "../../../components/booking/spinner";
import { card, secondaryAction } from "../../../components/booking/styles";
import { checkoutSessionText as m, useText } from "../../checkout-sessions/messages";
import { dismissRestoreMessage, useRestoreNotice } from "../../checkout-sessions/restore-notice";
import { useSessionRestore } from "../context";
import { BookingPage } from "./booking-page";

/**
 * Resumable checkouts: a booking page opened with `?session=<id>` shows once that saved checkout is restored
 * (children mount only then: they bind to the vertical's actor).
 */
export function SessionGate({ session, children }: { session: string | undefined; children: ReactNode }) {
  const state = useSessionRestore(session);
  const text = useText();
  if (state.status === "loading") {
    return (
      <BookingPage title={text(m.resumingTitle)}>
        <p className={`${card} p-6 text-sm text-slate-800`}>
          <Spinner label={text(m.resumingBusy)} />
        </p>
      </BookingPage>
    );
  }
  if (state.status === "failed") {
    return (
      <BookingPage title={text(m.resumingTitle)}>
        <div className={`${card} space-y-4 p-6`}>
          <p role="alert" className="text-sm text-slate-800">
            {text(m.resumeLoadFailed)}
          </p>
          <button type="button" className={secondaryAction} onClick={state.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </BookingPage>
    );
  }
  return (
    <>
      <RestoreNoticeBanner />
      {children}
    </>
  );
}

/** A saved checkout that could not be resumed: why, and that the traveller details were kept. */
function RestoreNoticeBanner() {
  const notice = useRestoreNotice();
  if (!notice?.message) return null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-6 sm:flex-row sm:items-start sm:px-6 lg:px-8">
      <div className="flex-1">
        <Alert message={notice.message} tone="info" />
      </div>
      <button type="button" className={secondaryAction} onClick={dismissRestoreMessage}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
