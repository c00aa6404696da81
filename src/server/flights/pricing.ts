import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { FlightOffer, PriceBreakdown } from "../../shared/api/flights";
import type { Db } from "../db/client";
import { flightMarkupConfigs, type FlightMarkupConfigRow } from "../db/schema-flights";
import { applyPricing, resolvePricingRule, type PricingOverride, type PricingRule } from "../pricing/markup";

/** Who the price is for: the booking agent (if any) and the client travelling / paying. */
interface PricingParty {
  agencyId: string;
  agentId?: string | null;
  clientId?: string | null;
}

function override(row: FlightMarkupConfigRow | undefined): PricingOverride | null {
  if (!row) return null;
  return {
    markup: row.markupType && row.markupValue !== null ? { type: row.markupType, value: row.markupValue } : null,
    agencyFee: row.agencyFee,
  };
}

/** Agency, then agent, then client configuration (agency pricing); spec A §9 defaults when none is set. */
export async function loadPricingRule(db: Db, party: PricingParty): Promise<PricingRule> {
  const userIds = [party.agentId, party.clientId].filter((id): id is string => !!id);
  const rows = await db
    .select()
    .from(flightMarkupConfigs)
    .where(
      and(
        eq(flightMarkupConfigs.agencyId, party.agencyId),
        userIds.length ? or(isNull(flightMarkupConfigs.userId), inArray(flightMarkupConfigs.userId, userIds)) : isNull(flightMarkupConfigs.userId),
      ),
    );
  return resolvePricingRule({
    agency: override(rows.find((r) => r.level === "agency" && r.userId === null)),
    agent: override(rows.find((r) => r.level === "agent" && !!party.agentId && r.userId === party.agentId)),
    client: override(rows.find((r) => r.level === "client" && !!party.clientId && r.userId === party.clientId)),
  });
}

/**
 * The offer as the customer sees it: totalAmount becomes net + markup + fee (one total, agency pricing).
 * The per-passenger fare lines stay the airline's, as on an e-ticket.
 */
export function priceOffer(offer: FlightOffer, rule: PricingRule): { offer: FlightOffer; breakdown: PriceBreakdown } {
  const breakdown = applyPricing(offer.totalAmount, rule);
  return { offer: { ...offer, totalAmount: breakdown.total }, breakdown };
}
