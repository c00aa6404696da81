import { Trans } from "@lingui/react/macro";
import type { CarOffer } from "@/shared/api/cars";
import { useFormatDate } from "../../../lib/format-date";
import { card } from "../../../components/booking/styles";

/** Pick-up and drop-off: the desk and its local date and time. */
export function RentalPlaces({ offer }: { offer: CarOffer }) {
  const formatDate = useFormatDate();
  const when = (local: string) => `${formatDate(local.slice(0, 10))}, ${local.slice(11, 16)}`;
  return (
    <section aria-labelledby="rental-heading" className={`${card} p-5`}>
      <h2 id="rental-heading" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>Pick-up and drop-off</Trans>
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">
            <Trans>Pick-up</Trans>
          </dt>
          <dd className="mt-1 text-slate-900">
            <span className="block font-semibold">{offer.pickUpLocation.name}</span>
            <span className="block">{when(offer.pickUpDateTime)}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">
            <Trans>Drop-off</Trans>
          </dt>
          <dd className="mt-1 text-slate-900">
            <span className="block font-semibold">{offer.dropOffLocation.name}</span>
            <span className="block">{when(offer.returnDateTime)}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
