// Checkout sessions (resumable checkouts): storage and visibility. A session is its owner's alone, within one
// agency: anyone else (another user, another agency) gets "not found", never "forbidden". An agent
// owns the sessions they build for clients, so they list them together with their own.
import { and, asc, desc, eq, gt, isNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { CheckoutSessionDetail, CheckoutSessionItem, CheckoutSessionUpsertRequest, CheckoutVertical, ResumePaymentOutcome } from "@/shared/api/checkout-sessions";
import type { Db } from "../db/client";
import { findByAttemptKey } from "../bookings/repository";
import { paymentIntents, users, type UserRow } from "../db/schema";
import { checkoutSessions, type CheckoutSessionRow } from "../db/schema-checkout";

export const DEFAULT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A discarded row stays this long, so a save still in flight cannot bring it back. */
const DISCARDED_GRACE_MS = 60 * 60 * 1000;

interface Owner {
  agencyId: string;
  userId: string;
}

function visibleTo(owner: Owner, now: Date): SQL | undefined {
  return and(eq(checkoutSessions.agencyId, owner.agencyId), eq(checkoutSessions.ownerUserId, owner.userId), isNull(checkoutSessions.deletedAt), gt(checkoutSessions.expiresAt, now));
}

type Client = CheckoutSessionItem["client"];

function itemOf(row: CheckoutSessionRow, client: Client): CheckoutSessionItem {
  return {
    id: row.id,
    vertical: row.vertical,
    machineId: row.machineId,
    machineVersion: row.machineVersion,
    client,
    summary: row.summary,
    price: row.priceAmount !== null && row.priceCurrency ? { amount: row.priceAmount, currency: row.priceCurrency } : null,
    offerExpiresAt: row.offerExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function clientOf(db: Db, clientUserId: string | null): Promise<Client> {
  if (!clientUserId) return null;
  const [client] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, clientUserId));
  return client ?? null;
}

export class ClientNotFound extends Error {}

/** An agent's client: a customer of the same agency. Non-agents book for themselves only. */
async function resolveClient(db: Db, user: UserRow, clientId: string | null | undefined): Promise<string | null> {
  if (!clientId) return null;
  if (!user.isTravelAgent) throw new ClientNotFound();
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.agencyId, user.agencyId), eq(users.userType, "Customer")));
  if (!client) throw new ClientNotFound();
  return client.id;
}

/**
 * Creates or replaces the session `id` for `user`. Null when the id belongs to someone else, another
 * agency, or a discarded session (one statement: the conflict update only touches the owner's row).
 */
export async function upsertCheckoutSession(db: Db, user: UserRow, id: string, body: CheckoutSessionUpsertRequest, opts: { ttlMs: number; now?: Date }): Promise<CheckoutSessionDetail | null> {
  const now = opts.now ?? new Date();
  const clientUserId = await resolveClient(db, user, body.clientId);
  const values = {
    vertical: body.vertical,
    machineId: body.machineId,
    machineVersion: body.machineVersion,
    snapshot: body.snapshot,
    summary: body.summary,
    clientUserId,
    priceAmount: body.price?.amount ?? null,
    priceCurrency: body.price?.currency ?? null,
    offerExpiresAt: body.offerExpiresAt ? new Date(body.offerExpiresAt) : null,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + opts.ttlMs),
  };
  const [row] = await db
    .insert(checkoutSessions)
    .values({ id, agencyId: user.agencyId, ownerUserId: user.id, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: checkoutSessions.id,
      set: values,
      setWhere: and(eq(checkoutSessions.agencyId, user.agencyId), eq(checkoutSessions.ownerUserId, user.id), isNull(checkoutSessions.deletedAt)),
    })
    .returning();
  if (!row) return null;
  await retireOtherCheckoutsOfOffer(db, user, row, now);
  return { ...itemOf(row, await clientOf(db, row.clientUserId)), snapshot: row.snapshot };
}

/** The offer a saved booking machine is on (every booking machine keeps it in `context.offerId`). */
function offerIdOf(snapshot: Record<string, unknown>): string | null {
  const offerId = (snapshot.context as { offerId?: unknown } | undefined)?.offerId;
  return typeof offerId === "string" && offerId !== "" ? offerId : null;
}

/**
 * One unfinished checkout per offer and user (docs/decisions.md "One saved checkout per offer"):
 * the session just saved replaces the user's other live ones for the same vertical, offer and client,
 * whichever device started them; a late save to a replaced one is refused like a discarded one.
 */
async function retireOtherCheckoutsOfOffer(db: Db, user: UserRow, saved: CheckoutSessionRow, now: Date): Promise<void> {
  const offerId = offerIdOf(saved.snapshot);
  if (!offerId) return;
  await db
    .update(checkoutSessions)
    .set({ deletedAt: now })
    .where(
      and(
        eq(checkoutSessions.agencyId, user.agencyId),
        eq(checkoutSessions.ownerUserId, user.id),
        eq(checkoutSessions.vertical, saved.vertical),
        // An agent's checkouts of one offer for two clients are two checkouts.
        saved.clientUserId === null ? isNull(checkoutSessions.clientUserId) : eq(checkoutSessions.clientUserId, saved.clientUserId),
        ne(checkoutSessions.id, saved.id),
        isNull(checkoutSessions.deletedAt),
        sql`${checkoutSessions.snapshot}->'context'->>'offerId' = ${offerId}`,
      ),
    );
}

/**
 * A booking refused for good (a vendor's refusal, a slot sold out after the card was authorised and released): the
 * saved checkout that was paying it is closed, so it is no longer offered for resume (My trip, the dashboard). The
 * checkout is found by the attempt's idempotency key, which every booking machine keeps in `context.idempotencyKey`.
 */
export async function closeRefusedCheckouts(db: Db, booking: { agencyId: string; bookedByUserId: string; idempotencyKey: string; paymentIdempotencyKey: string | null }, now = new Date()): Promise<number> {
  const keys = [booking.idempotencyKey, ...(booking.paymentIdempotencyKey ? [booking.paymentIdempotencyKey] : [])];
  const rows = await db
    .update(checkoutSessions)
    .set({ deletedAt: now })
    .where(
      and(
        eq(checkoutSessions.agencyId, booking.agencyId),
        eq(checkoutSessions.ownerUserId, booking.bookedByUserId),
        isNull(checkoutSessions.deletedAt),
        or(...keys.map((key) => sql`${checkoutSessions.snapshot}->'context'->>'idempotencyKey' = ${key}`)),
      ),
    )
    .returning({ id: checkoutSessions.id });
  return rows.length;
}

export async function findCheckoutSession(db: Db, user: UserRow, id: string, now = new Date()): Promise<CheckoutSessionDetail | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), visibleTo({ agencyId: user.agencyId, userId: user.id }, now)));
  if (!row) return null;
  return { ...itemOf(row, await clientOf(db, row.clientUserId)), snapshot: row.snapshot };
}

/** The user's unfinished checkouts, newest first: for an agent their own and those for their clients. */
export async function listCheckoutSessions(db: Db, user: UserRow, vertical: CheckoutVertical | undefined, now = new Date()): Promise<CheckoutSessionItem[]> {
  const client = { id: users.id, name: users.name, email: users.email };
  const rows = await db
    .select({ session: checkoutSessions, client })
    .from(checkoutSessions)
    .leftJoin(users, eq(users.id, checkoutSessions.clientUserId))
    .where(and(visibleTo({ agencyId: user.agencyId, userId: user.id }, now), vertical ? eq(checkoutSessions.vertical, vertical) : undefined))
    .orderBy(desc(checkoutSessions.updatedAt), asc(checkoutSessions.id));
  return rows.map(({ session, client: c }) => itemOf(session, c?.id ? { id: c.id, name: c.name, email: c.email } : null));
}

/** Discard: hidden at once; the cleanup deletes it. False when it is not the user's. */
export async function discardCheckoutSession(db: Db, user: UserRow, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ deletedAt: now })
    .where(and(eq(checkoutSessions.id, id), visibleTo({ agencyId: user.agencyId, userId: user.id }, now)))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/** Deletes expired sessions and those discarded more than an hour ago. Returns how many. */
export async function deleteExpiredCheckoutSessions(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .delete(checkoutSessions)
    .where(or(lte(checkoutSessions.expiresAt, now), lte(checkoutSessions.deletedAt, new Date(now.getTime() - DISCARDED_GRACE_MS))))
    .returning({ id: checkoutSessions.id });
  return rows.length;
}

/**
 * What became of the payment attempt with this idempotency key (the booking's or the payment's key),
 * for the user who made it, in any vertical (every vertical's bookings are one table, paid through the
 * same saga). A restored checkout asks this instead of paying again.
 */
export async function paymentOutcome(db: Db, user: UserRow, key: string, now = new Date()): Promise<ResumePaymentOutcome> {
  const booking = await findByAttemptKey(db, user, key);
  if (!booking) return { status: "none" };
  const reference = booking.referenceNumber;
  const none = { challengeId: null, declineCode: null };
  switch (booking.status) {
    case "paid":
    case "ticketed":
    case "cancelled":
    case "voided": {
      const card = booking.cardBrand && booking.cardLast4 ? { brand: booking.cardBrand, last4: booking.cardLast4 } : null;
      return { status: "succeeded", reference, card, ...none };
    }
    case "failed":
      return { status: "failed", reference, failureCode: booking.failureCode };
    case "held":
      break;
  }
  if (booking.paymentLockedUntil && booking.paymentLockedUntil > now) return { status: "processing", reference };
  const [intentRow] = booking.paymentIntentId ? await db.select().from(paymentIntents).where(eq(paymentIntents.id, booking.paymentIntentId)) : [];
  const intent = intentRow?.data;
  const card = intent?.card ? { brand: intent.card.brand, last4: intent.card.last4 } : null;
  if (intent?.status === "requires_action" && intent.challengeId) return { status: "requires_action", reference, card, challengeId: intent.challengeId, declineCode: null };
  if (intent?.status === "requires_payment_method" && intent.lastError) {
    const { declineCode, code, message } = intent.lastError;
    return { status: "declined", reference, card, challengeId: null, declineCode: declineCode ?? code, declineText: message };
  }
  if (intent?.status === "canceled") return { status: "failed", reference, failureCode: booking.failureCode };
  // Nothing charged (or authorised and not yet booked, which a repeat with the same key completes without charging again).
  return { status: "none" };
}
