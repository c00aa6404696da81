import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * Where add-ons (insurance, seats, bags…) plug into a checkout. The add-ons issue fills it; until
 * then it renders its children, or nothing visible.
 */
export function AddOnSlot({ children }: { children?: ReactNode }) {
  if (!children) return <div data-slot="add-ons" hidden />;
  return (
    <section aria-labelledby="add-ons-heading" data-slot="add-ons" className="space-y-3">
      <h2 id="add-ons-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Extras</Trans>
      </h2>
      {children}
    </section>
  );
}
