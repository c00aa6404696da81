// My trip's sections (spec B §2 "My trip and details"), drawn once every one has its first answer.
import { startTransition, useEffect, useState } from "react";
import type { TripView } from "@/shared/booking/trip-items";
import { getBookingCount } from "../../../api/my-trip";
import { card } from "../../../components/booking/styles";
import { listCheckoutSessions } from "../../../features/checkout-sessions/api";
import { UnfinishedCheckouts } from "../../../features/checkout-sessions/components/unfinished-checkouts";
import { checkoutSessionText as m, useText } from "../../../features/checkout-sessions/messages";
import { loadTrips, settled, TripList, tripsKey, type Loaded, type ViewLink } from "../../../features/my-trip/trips";
import { loadWallet, WalletSection } from "../../../features/my-trip/wallet";
import { loadDetailPages, RESUME_PATHS } from "./booking-pages";

export type MyTripAnswers = Awaited<ReturnType<typeof askAll>>;

/** Every section's first answer, together: the unfinished checkouts, the wallet, the views' counts and the trips shown. */
async function askAll(view: TripView, page: number, today: string) {
  const [unfinished, wallet, counts, trips, pages] = await Promise.all([
    settled(listCheckoutSessions()),
    settled(loadWallet()),
    settled(getBookingCount(today)),
    settled(loadTrips(view, page, today)),
    loadDetailPages(),
  ]);
  const answer = <T,>(loaded: Loaded<T>) => (loaded.status === "loaded" ? loaded.value : ("failed" as const));
  return { unfinished: answer(unfinished), wallet: answer(wallet), counts: counts.status === "loaded" ? counts.value : null, trips: { key: tripsKey(view, page, today), loaded: trips }, pages };
}

/**
 * The sections once all have answered, drawn in one transition ("Every page fast on a phone", signed-in pages): each
 * drawn as its own answer came moved the ones below it (the trips by up to 475 px, CLS 0.009–0.018).
 */
export function useMyTripAnswers(view: TripView, page: number, today: string): MyTripAnswers | null {
  const [answers, setAnswers] = useState<MyTripAnswers | null>(null);
  useEffect(() => {
    let live = true;
    askAll(view, page, today).then(
      (found) => live && startTransition(() => setAnswers(found)),
      () => {},
    );
    return () => {
      live = false;
    };
    // The first view's answers only: the list asks for another view or page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return answers;
}

export function MyTripSections({ answers, view, page, today, viewLink }: { answers: MyTripAnswers; view: TripView; page: number; today: string; viewLink: ViewLink }) {
  const text = useText();
  return (
    <>
      {/* Resumable checkouts of every vertical: resume an interrupted checkout here, on any device. */}
      <section aria-labelledby="unfinished-heading" className={`${card} p-4 sm:p-6`}>
        <h2 id="unfinished-heading" className="text-base font-semibold text-slate-900">
          {text(m.unfinishedTitle)}
        </h2>
        <div className="mt-4">
          <UnfinishedCheckouts showClient={false} resumePaths={RESUME_PATHS} answer={answers.unfinished} />
        </div>
      </section>
      {/* The money that moved on the user's bookings (spec B §7 getUserTransactions), with the reward wallet's balance where the agency enabled it. */}
      <WalletSection answer={answers.wallet} />
      <section aria-labelledby="trips-heading" className={`${card} p-4 sm:p-6`}>
        <h2 id="trips-heading" className="text-base font-semibold text-slate-900">
          {text(m.trips)}
        </h2>
        <div className="mt-4">
          <TripList view={view} page={page} today={today} pages={answers.pages} viewLink={viewLink} counts={answers.counts} first={answers.trips} />
        </div>
      </section>
    </>
  );
}
