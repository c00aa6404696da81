import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { paymentCustomers, type AgencyRow, type SubscriptionPaymentKind } from "../db/schema";
import type { PaymentGateway } from "../payments/types";

// The agency as the card gateway's customer (docs/decisions.md "Saved cards on Stripe"): made the first time a
// subscription payment or a new card needs it, named by the agency, and kept per gateway account
// (`payment_customers`), so the saved card and every renewal charge sit under one customer in Stripe's dashboard.

/** The agency's customer at this gateway, made once; undefined for a gateway that keeps none (the sandbox). */
export async function customerOf(deps: { db: Db; gateway: PaymentGateway }, agency: Pick<AgencyRow, "id" | "code" | "agencyName">): Promise<string | undefined> {
  const saving = deps.gateway.cardSaving;
  if (!saving) return undefined;
  const known = await savedCustomerOf(deps.db, deps.gateway, agency.id);
  if (known) return known;
  // Two requests at once make one customer: the gateway's idempotency key is the agency's, and the first row stays.
  const customerId = await saving.createCustomer({ name: agency.agencyName, idempotencyKey: agency.id, metadata: { agency: agency.code, agency_id: agency.id } });
  await deps.db.insert(paymentCustomers).values({ agencyId: agency.id, account: saving.account, customerId }).onConflictDoNothing();
  return (await savedCustomerOf(deps.db, deps.gateway, agency.id)) ?? customerId;
}

/** The customer already made for the agency at this gateway (a renewal makes none: it charges the saved card's). */
export async function savedCustomerOf(db: Db, gateway: PaymentGateway, agencyId: string): Promise<string | undefined> {
  const account = gateway.cardSaving?.account;
  if (!account) return undefined;
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.agencyId, agencyId), eq(paymentCustomers.account, account)));
  return row?.customerId;
}

const PURPOSE: Record<SubscriptionPaymentKind, string> = { subscribe: "subscription", upgrade: "plan change", card: "card check", renewal: "renewal" };

/** What the operator reads beside a subscription payment in the gateway's dashboard (docs/deploy.md "Payments"). */
export function dashboard(agency: Pick<AgencyRow, "id" | "code">, kind: SubscriptionPaymentKind): { metadata: Record<string, string>; description: string } {
  return { metadata: { agency: agency.code, agency_id: agency.id, subscription_payment: kind }, description: `Waypoint subscription ${PURPOSE[kind]} ${agency.code}` };
}
