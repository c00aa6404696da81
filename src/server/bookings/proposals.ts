import { aliasedTable, and, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { CreateProposal, ProposalFilters, ProposalItem, ProposalRow, ProposalView, UpdateProposalRequest } from "@/shared/api/proposals";
import { proposalMessages as m, proposalRuleMessages as r } from "@/shared/proposals/messages";
import { roleOf, userCan } from "@/shared/permissions";
import { productVerticalId } from "@/shared/verticals";
import { money, sum, type Money } from "@/shared/money";
import type { Db } from "../db/client";
import type { Translate } from "../i18n";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { proposals, type ProposalRowDb, type StoredProposalItem, type StoredProposalLine } from "../db/schema-proposals";
import { applyPricingWithPassThrough } from "../pricing/markup";
import { pricingRuleFor } from "../pricing/rules";
import { BookingError } from "./errors";
import type { VerticalRegistry } from "./registry";
import type { ProposalItemVertical, ProposalLine, ProposalQuote } from "./vertical";

// Proposals (spec A §2, spec B §2, §4, §7 "Agency back office"; docs/decisions.md "Proposals"), once for every
// vertical: each offer is checked, found and priced by its own vertical (its `proposalItem`), at the client's
// markups, when proposed and again when the client opens it. The core never imports a vertical.

const DAY_MS = 86_400_000;

export class ProposalStore {
  constructor(
    private readonly db: Db,
    private readonly verticals: VerticalRegistry,
  ) {}

  private itemVertical(vertical: string): ProposalItemVertical | null {
    return this.verticals.get(vertical)?.vertical.proposalItem ?? null;
  }

  /** The offer's price for the client: its vertical's net at the markups the agent (and the client) book at. */
  private async priced(row: { agencyId: string; agentUserId: string | null; clientUserId: string | null }, vertical: StoredProposalItem["vertical"], quote: ProposalQuote): Promise<Money> {
    // Priced as the agent booking for the client would be (pricingRuleFor); a proposal whose agent is gone prices
    // as the client booking for themselves.
    const asker = row.agentUserId ? { id: row.agentUserId, isTravelAgent: true } : row.clientUserId ? { id: row.clientUserId, isTravelAgent: false } : null;
    const rule = await pricingRuleFor(this.db, vertical, row.agencyId, asker, row.clientUserId);
    const total = applyPricingWithPassThrough(quote.net, quote.atSupplierPrice, rule).total;
    return money(total.amount, total.currency);
  }

  /** The agency's client a proposal is for (a client by role: not an agent, not the staff). */
  private async clientOf(agencyId: string, clientId: string): Promise<UserRow> {
    const [client] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, clientId), eq(users.agencyId, agencyId)));
    if (!client || roleOf(client) !== "client") throw new BookingError(404, m.notAClient, {}, "body.clientId");
    return client;
  }

  async create(agency: AgencyRow, agent: UserRow, request: CreateProposal): Promise<ProposalRowDb> {
    const client = await this.clientOf(agency.id, request.clientId);
    const who = { agencyId: agency.id, agentUserId: agent.id, clientUserId: client.id };
    const items: StoredProposalItem[] = [];
    for (const [index, item] of request.items.entries()) {
      const field = `body.items.${index}.offer`;
      const vertical = this.itemVertical(item.vertical);
      const offer = vertical?.parse(item.offer) ?? null;
      if (!vertical || !offer) throw new BookingError(400, r.offer, {}, field);
      const quote = await vertical.quote(offer);
      if (!quote) throw new BookingError(409, m.offerUnavailable, {}, field);
      items.push({
        vertical: item.vertical,
        offer,
        title: quote.title,
        subtitle: quote.subtitle,
        start: quote.start,
        end: quote.end,
        price: await this.priced(who, item.vertical, quote),
        details: storedLines(quote.details),
      });
    }
    const tripStart = items.map((i) => i.start.slice(0, 10)).sort()[0] ?? null;
    const [row] = await this.db
      .insert(proposals)
      .values({ ...who, clientEmail: client.email, items, note: request.note || null, status: "draft", tripStart, expiresAt: new Date(Date.now() + request.expiresInDays * DAY_MS) })
      .returning();
    if (!row) throw new Error("proposal insert returned no row");
    return row;
  }

  /** A proposal of the agency the caller may see: their own, or any with "bookings.agencyWide". */
  async forStaff(agency: AgencyRow, actor: UserRow, proposalId: string): Promise<ProposalRowDb> {
    const [row] = await this.db
      .select()
      .from(proposals)
      .where(and(eq(proposals.id, proposalId), eq(proposals.agencyId, agency.id)));
    if (!row || (!userCan(actor, "bookings.agencyWide") && row.agentUserId !== actor.id)) throw new BookingError(404, m.notFound);
    return row;
  }

  /** A proposal of the host's agency by its unguessable id (the mail's link: the client's pages, the deal page). */
  async byId(agencyId: string, proposalId: string): Promise<ProposalRowDb> {
    const [row] = await this.db
      .select()
      .from(proposals)
      .where(and(eq(proposals.id, proposalId), eq(proposals.agencyId, agencyId)));
    if (!row || row.status === "draft") throw new BookingError(404, m.notFound);
    return row;
  }

  async setStatus(row: ProposalRowDb, status: ProposalRowDb["status"], responded = false): Promise<ProposalRowDb> {
    const [updated] = await this.db
      .update(proposals)
      .set({ status, ...(responded ? { respondedAt: new Date() } : {}) })
      .where(eq(proposals.id, row.id))
      .returning();
    return updated ?? row;
  }

  /** The client opened it: the agency's list shows it was seen. */
  async opened(row: ProposalRowDb): Promise<ProposalRowDb> {
    return row.status === "sent" ? this.setStatus(row, "viewed") : row;
  }

  /** spec B §4: the client's answer, stored. An expired or already answered proposal cannot change. */
  async respond(agencyId: string, request: UpdateProposalRequest): Promise<ProposalRowDb> {
    const row = await this.byId(agencyId, request.proposalId);
    if (row.status === "approved" || row.status === "declined" || row.status === "booked") throw new BookingError(409, m.alreadyAnswered);
    if (isExpired(row)) throw new BookingError(409, m.expired);
    return this.setStatus(row, request.proposalApproved ? "approved" : "declined", true);
  }

  async list(agency: AgencyRow, actor: UserRow, query: ProposalFilters, today: string, t: Translate): Promise<{ rows: ProposalRow[]; total: number }> {
    const client = aliasedTable(users, "client");
    const where: SQL[] = [eq(proposals.agencyId, agency.id)];
    if (!userCan(actor, "bookings.agencyWide")) where.push(eq(proposals.agentUserId, actor.id));
    if (query.startDate) where.push(gte(proposals.createdAt, new Date(`${query.startDate}T00:00:00Z`)));
    if (query.endDate) where.push(lt(proposals.createdAt, new Date(Date.parse(`${query.endDate}T00:00:00Z`) + DAY_MS)));
    if (!query.pastTrips) where.push(or(sql`${proposals.tripStart} is null`, gte(proposals.tripStart, today)) as SQL);
    if (query.proposalStatus !== "all") where.push(eq(proposals.status, query.proposalStatus));
    if (query.bookingStatus === "booked") where.push(eq(proposals.status, "booked"));
    if (query.bookingStatus === "notBooked") where.push(ne(proposals.status, "booked"));
    if (query.searchString) {
      const like = `%${query.searchString.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(proposals.clientEmail, like), ilike(client.name, like), ilike(proposals.note, like), sql`${proposals.items}::text ilike ${like}`) as SQL);
    }
    const condition = and(...where);
    const [found] = await this.db.select({ n: count() }).from(proposals).leftJoin(client, eq(client.id, proposals.clientUserId)).where(condition);
    const rows = await this.db
      .select({ proposal: proposals })
      .from(proposals)
      .leftJoin(client, eq(client.id, proposals.clientUserId))
      .where(condition)
      .orderBy(desc(proposals.createdAt), desc(proposals.id))
      .limit(query.limit)
      .offset(query.offSet);
    const people = await this.people(rows.map((r) => r.proposal));
    const shown = (proposal: ProposalRowDb) => toRow(proposal, people, (item) => ({ ...item, price: item.proposedPrice, bookPath: null }), t);
    return { rows: rows.map(({ proposal }) => shown(proposal)), total: found?.n ?? 0 };
  }

  /** The agents' and clients' names of these proposals. */
  private async people(rows: readonly ProposalRowDb[]): Promise<Map<string, { name: string; email: string }>> {
    const ids = [...new Set(rows.flatMap((r) => [r.agentUserId, r.clientUserId]).filter((id): id is string => !!id))];
    if (!ids.length) return new Map();
    const found = await this.db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
    return new Map(found.map((u) => [u.id, u]));
  }

  /**
   * The proposal with every item found and priced again now (spec: prices are re-checked when it is opened); `shown`
   * puts it in a reader's language (the page's, or the client's for a mail) without asking the suppliers again.
   */
  async view(row: ProposalRowDb): Promise<LiveProposal> {
    const people = await this.people([row]);
    const live = await Promise.all(
      row.items.map(async (item) => {
        const vertical = this.itemVertical(item.vertical);
        const quote = vertical ? await vertical.quote(item.offer) : null;
        return { quote, price: quote ? await this.priced(row, item.vertical, quote) : null, bookPath: vertical && quote ? vertical.bookPath(row.id, item.offer, quote) : null };
      }),
    );
    return {
      shown: (t) => {
        const base = toRow(
          row,
          people,
          (shown, index) => {
            const now = live[index];
            const words = now?.quote ? { title: now.quote.title, subtitle: now.quote.subtitle, details: (now.quote.details ?? []).map((line) => translateLine(t, line)) } : {};
            return { ...shown, ...words, price: now?.price ?? null, bookPath: now?.price ? now.bookPath : null };
          },
          t,
        );
        return withTotals(base);
      },
    };
  }
}

/** A proposal priced now, to be shown in a reader's language. */
export interface LiveProposal {
  shown(t: Translate): ProposalView;
}

function withTotals(base: ProposalRow): ProposalView {
  const prices = base.items.map((i) => i.price);
  const currency = prices[0]?.currency;
  const total = currency && prices.every((p) => p && p.currency === currency) ? sum(prices as Money[], currency) : null;
  const priceChanged = base.items.some((i) => i.proposedPrice && i.price && (i.price.amount !== i.proposedPrice.amount || i.price.currency !== i.proposedPrice.currency));
  return { ...base, total, priceChanged };
}

/** Kept as plain JSON with the proposal (a descriptor's values are data: codes, times, counts). */
function storedLines(lines: readonly ProposalLine[] | undefined): StoredProposalLine[] {
  return (lines ?? []).map((line) => ({ id: line.id, ...(line.message ? { message: line.message } : {}), ...(line.values ? { values: { ...line.values } } : {}) }));
}

export function translateLine(t: Translate, line: ProposalLine): string {
  const values = line.values && Object.fromEntries(Object.entries(line.values).map(([key, value]) => [key, typeof value === "object" ? t(value) : value]));
  return t({ id: line.id, ...(line.message ? { message: line.message } : {}) }, values);
}

export function isExpired(row: Pick<ProposalRowDb, "expiresAt" | "status">, now = Date.now()): boolean {
  return (row.status === "sent" || row.status === "viewed" || row.status === "draft") && !!row.expiresAt && row.expiresAt.getTime() <= now;
}

function toRow(row: ProposalRowDb, people: Map<string, { name: string; email: string }>, shown: (item: ProposalItem, index: number) => ProposalItem, t: Translate): ProposalRow {
  const agent = row.agentUserId ? people.get(row.agentUserId) : undefined;
  const client = row.clientUserId ? people.get(row.clientUserId) : undefined;
  return {
    proposalId: row.id,
    status: row.status,
    expired: isExpired(row),
    note: row.note,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    agentName: agent?.name ?? null,
    client: { id: row.clientUserId, name: client?.name ?? "", email: client?.email ?? row.clientEmail ?? "" },
    items: row.items.map((item, index) =>
      shown(
        {
          vertical: productVerticalId(item.vertical),
          title: item.title,
          subtitle: item.subtitle,
          details: (item.details ?? []).map((line) => translateLine(t, line)),
          start: item.start,
          end: item.end,
          proposedPrice: item.price,
          price: null,
          bookPath: null,
        },
        index,
      ),
    ),
  };
}
