import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
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
    .where(and(eq(markups.agencyId, party.agencyId), eq(markups.vertical, vertical), userIds.length ? or(isNull(markups.userId), inArray(markups.userId, userIds)) : isNull(markups.userId)));
  return resolvePricingRule({
    agency: override(rows.find((r) => r.level === "agency" && r.userId === null)),
    agent: override(rows.find((r) => r.level === "agent" && !!party.agentId && r.userId === party.agentId)),
    client: override(rows.find((r) => r.level === "client" && !!party.clientId && r.userId === party.clientId)),
  });
}

/** Who asks for a price: signed out (null), an agent, or a customer (a client of the agency). */
interface PricingAsker {
  id: string;
  isTravelAgent: boolean;
}

/**
 * Whose markups price an offer or a booking, the one rule every vertical's price and the booking core use
 * (spec B §6: the agency sets markups for itself, its agents and its clients; a client's own wins): an agent's
 * own and the client they book for; a customer's own (a client id a customer sends is not theirs to choose);
 * signed out, the agency's alone.
 */
function pricingPartyOf(agencyId: string, user: PricingAsker | null, client?: { id: string } | string | null): PricingParty {
  if (!user) return { agencyId, agentId: null, clientId: null };
  if (!user.isTravelAgent) return { agencyId, agentId: null, clientId: user.id };
  return { agencyId, agentId: user.id, clientId: typeof client === "string" ? client : (client?.id ?? null) };
}

/** The pricing rule of `vertical` for whoever asks (pricingPartyOf), read from the `markups` table. */
export function pricingRuleFor(db: Db, vertical: Vertical, agencyId: string, user: PricingAsker | null, client?: { id: string } | string | null): Promise<PricingRule> {
  return loadPricingRule(db, vertical, pricingPartyOf(agencyId, user, client));
}

/**
 * The rule a search's answer is priced by (a flight search, a hotel search's start and polls): pricingRuleFor, held a
 * few seconds per instance with the agency it belongs to (src/server/agency/cache.ts), since a hotel search read it
 * with each of its four requests: ~0.5 ms of the server's thread a read on PGlite ("Every page fast on a phone":
 * search at 20 clients; docs/performance.md "Search at 20 clients, part 10"). A markup saved on this instance clears
 * it with the agency (any change does), so its next poll is priced by it; another instance's searches within
 * AGENCY_CACHE_MS, as for every other agency setting. Prices that take money (a price check, a hold, a checkout) are
 * read by pricingRuleFor each time. The key is the whole pricing party: one customer's or agent's rule never
 * prices another's answer.
 */
export function searchPricingRule(request: FastifyRequest, db: Db, vertical: Vertical, agencyId: string, user: PricingAsker | null): Promise<PricingRule> {
  const party = pricingPartyOf(agencyId, user);
  const key = `rule:${vertical}:${party.agencyId}:${party.agentId ?? ""}:${party.clientId ?? ""}`;
  return request.server.agencyCache.reuse(key, () => loadPricingRule(db, vertical, party));
}
