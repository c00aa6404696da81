import { useLingui } from "@lingui/react";
import { verticalOf, verticalOfPlural, type VerticalId, type VerticalPlural } from "@/shared/verticals";

/**
 * A vertical's display name, translated: one wording everywhere (src/shared/verticals.ts, docs/decisions.md
 * "One name per vertical"). `one` by its id (a trip item, a proposal's item: "Car"), `many` by its plural (a
 * tab, a back-office category: "Cars").
 */
export function useVerticalNames(): { one: (id: VerticalId) => string; many: (plural: VerticalPlural) => string } {
  const { i18n } = useLingui();
  return { one: (id) => i18n._(verticalOf(id).name), many: (plural) => i18n._(verticalOfPlural(plural).names) };
}
