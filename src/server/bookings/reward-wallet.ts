import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { DEFAULT_EARN_RATE, earnedFor } from "@/shared/booking/reward-wallet";
import type { RewardWallet, RewardWalletConfig, RewardWalletConfigUpdate } from "@/shared/api/reward-wallet";
import { money } from "@/shared/money";
import type { Db } from "../db/client";
import { users, type AgencyRow, type UserRow } from "../db/schema";
import { bookings, type BookingRow } from "../db/schema-bookings";
import { rewardWalletConfigs, rewardWalletMovements, rewardWallets, type WalletMovementKind } from "../db/schema-reward-wallet";
import { changedFields, recordAudit } from "../back-office/audit";
import { auditUnchanged } from "../back-office/audit-scope";
import { BookingError } from "./errors";
import { rewardWalletMessages as m } from "./reward-wallet-messages";

// The reward wallet (spec B §6: the agency enables it for clients and agents; §3 paidFromCredit, paidFromCard),
// once for every vertical; docs/decisions.md "Reward wallet". Every balance change is one transaction with its
// movement, and a debit is a conditional update (balance >= amount), so two tabs, a retry or two servers never
// spend the same credit. The wallet is the customer's: the client an agent booked for, else the booker.

/** Whose wallet a booking earns into and is paid from. */
export const walletOwnerOf = (b: Pick<BookingRow, "clientUserId" | "bookedByUserId">): string => b.clientUserId ?? b.bookedByUserId;

export async function loadRewardWalletConfig(db: Db, agencyId: string): Promise<RewardWalletConfig> {
  const [row] = await db.select().from(rewardWalletConfigs).where(eq(rewardWalletConfigs.agencyId, agencyId));
  return { earnRate: row?.earnRate ?? DEFAULT_EARN_RATE };
}

export async function saveRewardWalletConfig(db: Db, agencyId: string, update: RewardWalletConfigUpdate): Promise<RewardWalletConfig> {
  const values = { earnRate: update.earnRate, updatedAt: new Date() };
  await db
    .insert(rewardWalletConfigs)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: rewardWalletConfigs.agencyId, set: values });
  return loadRewardWalletConfig(db, agencyId);
}

/**
 * An owner or admin changes the earn rate (the Add-ons page, or the website settings' reward wallet application,
 * which is the same rate): saved, with its line in the back office's audit trail when it moved.
 */
export async function changeEarnRate(db: Db, agency: AgencyRow, actor: UserRow, earnRate: number): Promise<RewardWalletConfig> {
  const before = await loadRewardWalletConfig(db, agency.id);
  const after = await saveRewardWalletConfig(db, agency.id, { earnRate });
  const change = changedFields(before, after, ["earnRate"]);
  if (change) await recordAudit(db, { agencyId: agency.id, actor, action: "rewardWallet.changed", subject: { name: agency.agencyName }, ...change });
  else auditUnchanged();
  return after;
}

/** The signed-in user's wallet: enabled or not, and each currency's balance (none yet: no balance). */
export async function walletOf(db: Db, user: UserRow): Promise<RewardWallet> {
  const rows = await db.select().from(rewardWallets).where(eq(rewardWallets.userId, user.id)).orderBy(rewardWallets.currency);
  return { isEnabled: user.isRewardWalletEnable, balances: rows.map((r) => money(r.balance, r.currency)) };
}

async function credit(tx: Db, b: BookingRow, userId: string, kind: WalletMovementKind, amount: number, shortfall = 0): Promise<void> {
  await tx
    .insert(rewardWallets)
    .values({ userId, currency: b.currency, balance: amount })
    .onConflictDoUpdate({ target: [rewardWallets.userId, rewardWallets.currency], set: { balance: sql`${rewardWallets.balance} + ${amount}`, updatedAt: new Date() } });
  await tx.insert(rewardWalletMovements).values({ agencyId: b.agencyId, userId, bookingId: b.id, kind, amount, currency: b.currency, shortfall });
}

/** Takes `amount` from the wallet if it holds that much (false, and nothing changed, when it does not). */
async function debit(tx: Db, b: BookingRow, userId: string, kind: WalletMovementKind, amount: number, shortfall = 0): Promise<boolean> {
  const taken = await tx
    .update(rewardWallets)
    .set({ balance: sql`${rewardWallets.balance} - ${amount}`, updatedAt: new Date() })
    .where(and(eq(rewardWallets.userId, userId), eq(rewardWallets.currency, b.currency), gte(rewardWallets.balance, amount)))
    .returning({ balance: rewardWallets.balance });
  if (taken.length === 0) return false;
  await tx.insert(rewardWalletMovements).values({ agencyId: b.agencyId, userId, bookingId: b.id, kind, amount, currency: b.currency, shortfall });
  return true;
}

/**
 * Holds `requested` credit for the payment of `lead` and its linked items (trip add-ons), taking what an earlier
 * attempt held into account: the wallet changes by the difference only, in one transaction with the bookings'
 * paidFromCredit and paidFromCard. Checked here, whatever the browser said: the wallet enabled for its owner,
 * the booker is that owner, no more than the payment's total, no more than the balance.
 */
export async function holdCredit(db: Db, lead: BookingRow, items: readonly BookingRow[], requested: number): Promise<BookingRow> {
  const parts = [lead, ...items];
  const held = parts.reduce((n, b) => n + b.paidFromCredit, 0);
  if (requested === held) return lead;
  if (requested > 0) {
    const ownerId = walletOwnerOf(lead);
    if (lead.bookedByUserId !== ownerId) throw new BookingError(403, m.notOwner, {}, "body.creditAmount");
    const [owner] = await db.select({ enabled: users.isRewardWalletEnable }).from(users).where(eq(users.id, ownerId));
    if (!owner?.enabled) throw new BookingError(403, m.notEnabled, {}, "body.creditAmount");
    const total = parts.reduce((n, b) => n + b.totalAmount, 0);
    if (requested > total) throw new BookingError(400, m.tooMuch, {}, "body.creditAmount");
  }
  return db.transaction(async (tx) => {
    if (held > 0) await release(tx, parts);
    // The credit pays the lead first, then each item in turn.
    let left = requested;
    for (const b of parts) {
      const part = Math.min(left, b.totalAmount);
      left -= part;
      await tx
        .update(bookings)
        .set({ paidFromCredit: part, paidFromCard: b.totalAmount - part, updatedAt: new Date() })
        .where(eq(bookings.id, b.id));
    }
    if (requested > 0 && !(await debit(tx, lead, walletOwnerOf(lead), "spent", requested))) throw new BookingError(409, m.insufficient, {}, "body.creditAmount");
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, lead.id));
    if (!row) throw new Error("booking vanished while holding credit");
    return row;
  });
}

async function release(tx: Db, parts: readonly BookingRow[]): Promise<void> {
  const [lead] = parts;
  const [fresh] = lead ? await tx.select().from(bookings).where(eq(bookings.id, lead.id)) : [];
  if (!fresh) return;
  const rows = await tx
    .select()
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        parts.map((b) => b.id),
      ),
    );
  const held = rows.reduce((n, b) => n + b.paidFromCredit, 0);
  if (held === 0) return;
  for (const b of rows) await tx.update(bookings).set({ paidFromCredit: 0, paidFromCard: b.totalAmount, updatedAt: new Date() }).where(eq(bookings.id, b.id));
  await credit(tx, fresh, walletOwnerOf(fresh), "returned", held);
}

/** Gives a payment's held credit back (a declined card, a failed or released booking); nothing when none is held. */
export async function returnCredit(db: Db, lead: BookingRow, items: readonly BookingRow[]): Promise<void> {
  await db.transaction((tx) => release(tx, [lead, ...items]));
}

/** A completed booking earns the agency's rate of its total for a wallet-enabled owner, once. */
export async function earnCredit(db: Db, b: BookingRow): Promise<void> {
  const ownerId = walletOwnerOf(b);
  const [owner] = await db.select({ enabled: users.isRewardWalletEnable }).from(users).where(eq(users.id, ownerId));
  if (!owner?.enabled) return;
  const { earnRate } = await loadRewardWalletConfig(db, b.agencyId);
  const earned = earnedFor(money(b.totalAmount, b.currency), earnRate).amount;
  if (earned <= 0) return;
  await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: rewardWalletMovements.id })
      .from(rewardWalletMovements)
      .where(and(eq(rewardWalletMovements.bookingId, b.id), eq(rewardWalletMovements.kind, "earned")));
    if (!already) await credit(tx, b, ownerId, "earned", earned);
  });
}

/**
 * A cancelled or voided booking: `toCredit` of its refund goes back to the wallet (what it paid from credit comes
 * back there first), then the reward it earned is taken back. The wallet never goes below zero: the part of the
 * reward already spent is recorded as the movement's shortfall and not taken (docs/decisions.md "Reward wallet").
 */
export async function settleCancelledCredit(db: Db, b: BookingRow, toCredit: number): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx
      .select({ kind: rewardWalletMovements.kind, amount: rewardWalletMovements.amount, userId: rewardWalletMovements.userId })
      .from(rewardWalletMovements)
      .where(and(eq(rewardWalletMovements.bookingId, b.id), inArray(rewardWalletMovements.kind, ["earned", "refunded", "takenBack"])));
    if (toCredit > 0 && !moved.some((r) => r.kind === "refunded")) await credit(tx, b, walletOwnerOf(b), "refunded", toCredit);
    const earned = moved.find((r) => r.kind === "earned");
    if (!earned || moved.some((r) => r.kind === "takenBack")) return;
    const [wallet] = await tx
      .select({ balance: rewardWallets.balance })
      .from(rewardWallets)
      .where(and(eq(rewardWallets.userId, earned.userId), eq(rewardWallets.currency, b.currency)))
      .for("update");
    const take = Math.min(earned.amount, wallet?.balance ?? 0);
    if (take > 0) await debit(tx, b, earned.userId, "takenBack", take, earned.amount - take);
    else await tx.insert(rewardWalletMovements).values({ agencyId: b.agencyId, userId: earned.userId, bookingId: b.id, kind: "takenBack", amount: 0, currency: b.currency, shortfall: earned.amount });
  });
}
