import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ActivityDetails } from "@/shared/api/activities";
import { useFormatDate } from "../../../lib/format-date";

/**
 * The product's rating, its review count and the provider's sample reviews (the sandbox makes them from
 * the product's code). Reviews are the travellers' own words: shown as written, never translated.
 */
export function ActivityReviews({ product }: { product: Pick<ActivityDetails, "rating" | "reviewCount" | "reviews"> }) {
  const { t } = useLingui();
  const formatDate = useFormatDate();
  const rating = product.rating.toFixed(1);
  const count = plural(product.reviewCount, { one: "# review", other: "# reviews" });
  return (
    <section aria-labelledby="reviews-heading">
      <h3 id="reviews-heading" className="text-base font-semibold text-slate-900">
        <Trans>Reviews</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-800" data-testid="rating-summary">
        <span aria-hidden="true" className="mr-1 text-amber-600">
          ★
        </span>
        <Trans>
          {rating} out of 5, {count}
        </Trans>
      </p>
      {product.reviews.length > 0 && (
        <ul aria-label={t`Sample reviews`} className="mt-3 space-y-3">
          {product.reviews.map((review, i) => {
            const stars = review.rating;
            return (
              <li key={i} className="rounded-xl bg-slate-50 p-3 text-sm">
                <p className="flex flex-wrap justify-between gap-2 text-slate-700">
                  <span className="font-medium text-slate-900">{review.author}</span>
                  <span>
                    <Trans>{stars} of 5</Trans> · {formatDate(review.date, { day: "numeric", month: "short", year: "numeric" })}
                  </span>
                </p>
                <p className="mt-1 text-slate-800">{review.text}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
