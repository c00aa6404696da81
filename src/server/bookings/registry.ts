import type { BookingRow, Vertical } from "../db/schema-bookings";
import type { BookingListing } from "./listing";
import type { BookingVertical } from "./vertical";

// The verticals the server runs, as the booking core knows them (docs/architecture.md "Server"): each vertical's
// saga registers its description here, so the core can book a bundle's items with their own verticals (trip
// add-on bundle) without importing any of them.

export interface RegisteredVertical {
  readonly vertical: BookingVertical;
  /** The vertical's confirmation (its mail), as its own saga sends it. */
  readonly onConfirmed?: ((booking: BookingRow) => Promise<void>) | undefined;
  /**
   * Continues a booking's payment from what its gateway says now (its saga's `resumePayment`): a gateway's webhook
   * (Stripe) reports an authorisation the browser never came back with, and the same saga books and captures it.
   */
  readonly resumePayment?: ((booking: BookingRow) => Promise<unknown>) | undefined;
}

export class VerticalRegistry {
  private readonly entries = new Map<Vertical, RegisteredVertical>();

  /** How each vertical's bookings read in a list (the back office's listings; a bundle's items on its pages). */
  constructor(readonly listings: readonly BookingListing[] = []) {}

  register(entry: RegisteredVertical): void {
    this.entries.set(entry.vertical.id, entry);
  }

  get(id: Vertical | string): RegisteredVertical | undefined {
    return this.entries.get(id as Vertical);
  }

  all(): RegisteredVertical[] {
    return [...this.entries.values()];
  }
}
