import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { Money } from "@/shared/money";
import { convertMoney, formatMoney } from "../../lib/money";
import { useCurrency } from "../../state/preferences";
import { useReference } from "../../state/site";

/**
 * Money for display through Intl in the active locale (flight booking). Prices show in the visitor's
 * chosen currency when a rate exists; `exact` keeps the charge currency (payment, refunds).
 */
export function useFormatMoney(): (amount: Money, options?: { exact?: boolean }) => string {
  const { i18n } = useLingui();
  const currency = useCurrency();
  const { rates } = useReference();
  return useCallback(
    (amount: Money, options?: { exact?: boolean }) => {
      const shown = options?.exact || !rates ? amount : (convertMoney(amount, currency, rates) ?? amount);
      return formatMoney(shown.amount, shown.currency, i18n.locale);
    },
    [currency, rates, i18n.locale],
  );
}
