// The booking core's context and input, for every vertical, and the zod schema a saved checkout's
// context must pass before it is restored: the core's slots here, the vertical's own composed in
// from its description, so the restore check cannot drift from the machine (one source).
import { z } from "zod";
import type { CardSummary } from "@/shared/booking/cards";
import type { CountryChoice } from "@/shared/constants";
import type { Money } from "@/shared/money";
import type { AlertMessage } from "../effects";
import type { PaymentOutcome } from "../payment/payment.machine";
import type { BookingRestore } from "./routes";
import type { VerticalTypes } from "./vertical";

/** Resumable checkouts: where a restored checkout continues once the offer is checked again (details simply reprices again). */
export const RESUME_STEPS = ["checkout", "payment"] as const;
export type ResumeStep = (typeof RESUME_STEPS)[number];

/** The add-on slot: anything priced that rides on the booking (spec B add-ons: refund protection, a trip bundle's hotel and car). */
export interface AddOnSelection {
  id: string;
  kind: string;
  price: Money;
  /** An add-on that is an item of its own (a trip bundle's hotel or car): which one (its product code) and its name. */
  item?: { code: string; title: string };
}

/**
 * What the traveller or agent has typed at checkout so far, kept as it is entered so a refresh or
 * another device shows the same form (resumable checkouts): the passengers as typed (incomplete is
 * fine), the contact, and the client an agent picked with the name the picker shows. Never card data:
 * the card goes straight from `payment.submitted` to the payment actor.
 */
export interface TravellerDraft<P, C> {
  passengers: Partial<P>[];
  contact: Partial<C> | null;
  /** The client a travel agent books for (null: for themselves). */
  client: { id: string; name: string; email?: string } | null;
}

export interface BookingInput {
  /** ISO date from the web's clock; the machine never reads the time. */
  today: string;
  /** A fresh key per checkout attempt (web: `() => crypto.randomUUID()`). Retries of an attempt reuse it. */
  newIdempotencyKey: () => string;
  /** From the URL after a refresh or a shared link (routes.ts). */
  restore?: BookingRestore | null;
  /** The visitor's country (spec A §3: from their address, else the United States): the search forms' defaults. */
  country?: CountryChoice;
}

export type BookingContext<T extends VerticalTypes> = T["results"] & {
  today: string;
  newIdempotencyKey: () => string;
  /** The visitor's country (BookingInput.country); absent in checkouts saved before it was kept. */
  country?: CountryChoice;
  /** The search form's values: the vertical's defaults, or the last search. */
  form: T["form"];
  /** The last valid search. */
  search: T["search"] | null;
  offers: T["offer"][];
  prepared: T["prepared"] | null;
  filters: T["filters"];
  sort: T["sort"];
  /** Derived: the offers that pass the filters, in the chosen order. */
  visible: T["offer"][];
  summaries: T["summaries"];
  offerId: string | null;
  /** The reprice answer (spec A flightDetails/flightCheckoutDetails, with markupType and markup). */
  pricing: T["pricing"] | null;
  /** Restored straight into checkout: continue there once repriced. */
  resumeCheckout: boolean;
  passengers: T["passenger"][] | null;
  contact: T["contact"] | null;
  /** The client a travel agent books for, chosen at checkout (null: for themselves). */
  clientId: string | null;
  /**
   * The proposal whose offer is being booked (docs/decisions.md "Proposals"): from the page its link opened, kept
   * with that offer through the checkout and sent with the booking; a new search or another offer drops it.
   */
  proposalId?: string | null;
  /** The checkout form as typed so far (restored as its initial values); see TravellerDraft. */
  draft: TravellerDraft<T["passenger"], T["contact"]> | null;
  citizenship: string | null;
  addOns: AddOnSelection[];
  /**
   * The payment step's "Use wallet credit" as chosen (docs/decisions.md "Reward wallet"): kept with the checkout, so
   * a resumed one offers the same credit. The amount as typed; the credit itself goes with `payment.submitted`.
   */
  walletCredit: WalletCreditChoice | null;
  idempotencyKey: string | null;
  /**
   * This checkout's booking whose card was declined (its reference), which the next attempt names so the server
   * reuses that hold and no other (docs/decisions.md "A retry after a declined card reuses the hold"). Absent in
   * checkouts saved before it was kept.
   */
  declinedHold?: string | null;
  referenceNumber: string | null;
  card: CardSummary | null;
  reservation: T["reservation"] | null;
  /** A notice on the results or search page (expired offer). */
  alert: AlertMessage | null;
  /** Resumable checkouts: the step a restored checkout was on, while `resuming` checks the offer (and payment). */
  resumeAt: ResumeStep | null;
  /** Resumable checkouts: a restored payment's server-side state (3-D Secure pending, declined), handed to the payment child. */
  paymentResume: PaymentOutcome | null;
};

const nullableRecord = z.record(z.string(), z.unknown()).nullable();

/** The core's slots of a persisted context: enough to be sure guards and actions find what they read. */
const coreSlots = {
  today: z.string(),
  country: z.object({ alpha2Code: z.string(), name: z.string() }).optional(),
  form: z.record(z.string(), z.unknown()),
  search: nullableRecord,
  offers: z.array(z.record(z.string(), z.unknown())),
  prepared: nullableRecord,
  filters: z.record(z.string(), z.unknown()),
  sort: z.string(),
  visible: z.array(z.unknown()),
  summaries: z.unknown(),
  offerId: z.string().nullable(),
  pricing: nullableRecord,
  resumeCheckout: z.boolean(),
  passengers: z.array(z.unknown()).nullable(),
  contact: nullableRecord,
  clientId: z.string().nullish(),
  proposalId: z.string().nullish(),
  // Optional: checkouts saved before the draft was kept restore without one.
  draft: z
    .object({
      passengers: z.array(z.record(z.string(), z.unknown())),
      contact: nullableRecord,
      client: z.object({ id: z.string(), name: z.string(), email: z.string().optional() }).nullable(),
    })
    .nullish(),
  citizenship: z.string().nullable(),
  addOns: z.array(z.unknown()),
  // Optional: checkouts saved before the choice was kept restore without one.
  walletCredit: z.union([z.object({ use: z.literal(false) }), z.object({ use: z.literal(true), text: z.string() })]).nullish(),
  idempotencyKey: z.string().nullable(),
  // Optional: checkouts saved before it was kept restore without one (a new attempt then makes a hold of its own).
  declinedHold: z.string().nullish(),
  referenceNumber: z.string().nullable(),
  card: nullableRecord,
  reservation: nullableRecord,
  alert: z.unknown(),
  resumeAt: z.enum(RESUME_STEPS).nullable(),
  paymentResume: nullableRecord,
} satisfies z.ZodRawShape;

/** "Use wallet credit" off, or on with the amount as typed (text that is not an amount is shown with its error). */
export type WalletCreditChoice = { use: false } | { use: true; text: string };

/** A persisted context of a booking machine: the core's slots and the vertical's (`contextSlots`). */
export function contextSchema(verticalSlots: z.ZodRawShape) {
  return z.looseObject({ ...coreSlots, ...verticalSlots });
}
