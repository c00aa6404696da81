import type { PaymentIntent, PaymentStore } from "./types";

export class InMemoryPaymentStore implements PaymentStore {
  private readonly byId = new Map<string, PaymentIntent>();
  private readonly byKey = new Map<string, string>();

  async get(id: string) {
    return this.byId.get(id);
  }

  async getByIdempotencyKey(key: string) {
    const id = this.byKey.get(key);
    return id ? this.byId.get(id) : undefined;
  }

  async insertIfAbsent(intent: PaymentIntent) {
    const existing = await this.getByIdempotencyKey(intent.idempotencyKey);
    if (existing) return existing;
    this.byId.set(intent.id, intent);
    this.byKey.set(intent.idempotencyKey, intent.id);
    return intent;
  }

  async update(intent: PaymentIntent) {
    this.byId.set(intent.id, intent);
  }
}
