import { Trans, useLingui } from "@lingui/react/macro";
import type { ActivityResult } from "@machines/activity-booking/description";
import { card } from "../../../components/booking/styles";
import { useActivityActor, useActivitySelector } from "../use-activity-booking";

/** How many of the search's other activities the details page offers. */
const SHOWN = 3;

const sameIds = (a: readonly ActivityResult[], b: readonly ActivityResult[]) => a.length === b.length && a.every((offer, i) => offer.id === b[i]?.id);

/**
 * The details page reached from the results (spec B §4): a few other activities of the same search, so
 * another one opens here without going back (the machine's `offer.selected` on details: priced afresh).
 * Nothing shows on a page opened from a link, which has no results.
 */
export function OtherActivities({ current }: { current: string | null }) {
  const { t } = useLingui();
  const actor = useActivityActor();
  const others = useActivitySelector((s) => s.context.visible.filter((offer) => offer.id !== current).slice(0, SHOWN), sameIds);
  const reviewing = useActivitySelector((s) => s.matches({ details: "reviewing" }));
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="other-activities" className={`${card} p-5`}>
      <h2 id="other-activities" className="text-base font-semibold text-slate-900">
        <Trans>More things to do</Trans>
      </h2>
      <ul aria-label={t`More things to do`} className="mt-2 divide-y divide-slate-100">
        {others.map((offer) => (
          <li key={offer.id} className="py-2">
            <button
              type="button"
              className="text-left text-sm font-semibold text-primary-strong hover:underline disabled:text-slate-500 disabled:no-underline"
              disabled={!reviewing}
              onClick={() => actor.send({ type: "offer.selected", offerId: offer.id })}
            >
              {offer.title}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
