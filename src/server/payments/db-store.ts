import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentIntents } from "../db/schema-payments";
import type { PaymentIntent, PaymentStore } from "./types";

/** The sandbox gateway's intents in the database; the unique key makes insertIfAbsent atomic. */
export class DbPaymentStore implements PaymentStore {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<PaymentIntent | undefined> {
    const [row] = await this.db.select({ data: paymentIntents.data }).from(paymentIntents).where(eq(paymentIntents.id, id));
    return row?.data;
  }

  async getByIdempotencyKey(key: string): Promise<PaymentIntent | undefined> {
    const [row] = await this.db.select({ data: paymentIntents.data }).from(paymentIntents).where(eq(paymentIntents.idempotencyKey, key));
    return row?.data;
  }

  async insertIfAbsent(intent: PaymentIntent): Promise<PaymentIntent> {
    await this.db
      .insert(paymentIntents)
      .values({
        id: intent.id,
        idempotencyKey: intent.idempotencyKey,
        status: intent.status,
        amount: intent.amount.amount,
        currency: intent.amount.currency,
        data: intent,
      })
      .onConflictDoNothing({ target: paymentIntents.idempotencyKey });
    const stored = await this.getByIdempotencyKey(intent.idempotencyKey);
    if (!stored) throw new Error("payment intent insert lost");
    return stored;
  }

  async update(intent: PaymentIntent): Promise<void> {
    await this.db
      .update(paymentIntents)
      .set({ status: intent.status, data: intent, updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, intent.id));
  }
}
