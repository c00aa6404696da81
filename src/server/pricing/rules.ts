import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { markups, type MarkupRow, type Vertical } from "../db/schema-bookings";
import { resolvePricingRule, type PricingOverride, type PricingRule } from "./markup";

/** Who the price is for: the booking agent (if any) and the client travelling / paying. */
interface PricingParty {
  agencyId: string;
  agentId?: string | null;
  clientId?: string | null;
}

function override(row: MarkupRow | undefined): PricingOverride | null {
  if (!row) return null;
  return {
    markup: row.markupType && row.markupValue !== null ? { type: row.markupType, value: row.markupValue } : null,
    agencyFee: row.agencyFee,
  };
}

/**
 * The vertical's agency, then agent, then client markup (spec B §6: the agency sets markups for itself,
 * its agents and its clients); spec A §9 / spec B §9 defaults when none is set.
 */
export async function loadPricingRule(db: Db, vertical: Vertical, party: PricingParty): Promise<PricingRule> {
  const userIds = [party.agentId, party.clientId].filter((id): id is string => !!id);
  const rows = await db
    .select()
    .from(markups)
    .where(
      and(
        eq(markups.agencyId, party.agencyId),
        eq(markups.vertical, vertical),
        userIds.length ? or(isNull(markups.userId), inArray(markups.userId, userIds)) : isNull(markups.userId),
      ),
    );
  return resolvePricingRule({
    agency: override(rows.find((r) => r.level === "agency" && r.userId === null)),
    agent: override(rows.find((r) => r.level === "agent" && !!party.agentId && r.userId === party.agentId)),
    client: override(rows.find((r) => r.level === "client" && !!party.clientId && r.userId === party.clientId)),
  });
}

/** Whose markups price a booking: an agent's own and their client's, or a customer's own (null client: the user themself). */
export function pricingPartyOf(agencyId: string, user: { id: string; isTravelAgent: boolean }, client: { id: string } | null): PricingParty {
  return { agencyId, agentId: user.isTravelAgent ? user.id : null, clientId: client ? client.id : user.isTravelAgent ? null : user.id };
}
