import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

/**
 * Where add-ons (refund protection, seats, bags…) plug into a checkout: it renders its children
 * under one heading, or nothing visible when there are none (e.g. the agency offers no add-on).
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
