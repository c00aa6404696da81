/**
 * A vertical's screens for the booking core's driver (tests/qa/drivers/booking-core.ts), and what the driver notes on a
 * page while it walks a path (its gates, the user's token, the saves to wait for).
 */
import type { Page } from "@playwright/test";
import type { AnyEventObject } from "xstate";
import type { BookingPaths } from "@machines/booking/routes";
import type { ModelPath } from "../../model/harness";
import type { EventAction, StateCheck, UiStep } from "../ui-model";
import { notes, textOf, type Gate, type UnsupportedStep } from "./flights-common";
import type { Person } from "./booking-paths";

/** Where a gate listens: a URL (glob or RegExp) and the method it holds. */
export interface GateSpec {
  url: string | RegExp;
  method?: "GET" | "POST" | "DELETE";
}

/** The core's gates; a vertical adds its own (the search and its polls). */
export type CoreGate = "reprice" | "reservation" | "outcome" | "release";

export interface BookingScreens {
  /** The machine id (`flightBooking`): its delayed event names carry it. */
  machineId: string;
  paths: BookingPaths;
  /** The vertical's endpoints the core's busy states wait on (the payment outcome is the core's). */
  api: { reprice: GateSpec; reservation: GateSpec; release: GateSpec };
  /** The vertical's own gates (its search). */
  gates: Record<string, GateSpec>;
  texts: {
    /** The price-changed dialog's buttons. */
    acceptPrice: string;
    declinePrice: string;
    /** The checkout's way back to the details page. */
    backToDetails: string;
    /** The confirmation's "book again" button and the booking menu's link of the vertical. */
    bookAnother: string;
    menuLink: string;
    /** The checkout form's accessible name. */
    travellersForm: string;
    /** What the page says once a cancellation is done. */
    cancelled: string;
    /** What the details page says while the offer is priced; default "Checking the latest price and availability…". */
    repricing?: string | RegExp;
    /**
     * A details page that asks for a choice before checkout (activities: a day, an option and a time checked
     * for availability): its button; details.reviewing shows it, or Continue to checkout once the choice is made.
     */
    chooseFirst?: string;
  };
  /** Opens the path's start point (signed in as `who`; `token` is their session). */
  open(page: Page, input: unknown, path: ModelPath, who: Person, token: string): Promise<void>;
  /** Checks of the vertical's own states (search, searching, results…, details); run before the core's. */
  stateChecks: Record<string, StateCheck>;
  /** Actions of the vertical's own events (search, filters, sort, offer.selected, travellers…). */
  eventActions: Record<string, EventAction>;
  /** Releases the held reprice (or revalidation, or the client's reprice) with the answer `event` wants. */
  answerReprice(page: Page, event: AnyEventObject): Promise<void>;
  /**
   * Fills the travellers and contact as a valid checkout (the path's later answers may pick the names). `refused`: the
   * payment that follows is refused for good after the card was authorised, so a name is the vertical's sandbox
   * trigger for it (a vendor's refusal, a sold-out slot: docs/sandbox.md).
   */
  fillTravellers(page: Page, step: UiStep, refused: boolean): Promise<void>;
  /** Submits the checkout without a traveller and sees it refused. */
  refuseTravellers(page: Page): Promise<void>;
  /** The reservation answer rewritten as on hold (a declined card's booking; see loadReservation). */
  asHeld(body: { data: unknown }): { data: unknown };
  /** Books and pays (or not) this checkout elsewhere through the API with its idempotency key. */
  /** `refused`: the payment this attempt leads to is refused later (the vendor's refusal trigger as the traveller's name). */
  payElsewhere(page: Page, token: string, status: string, refused: boolean): Promise<unknown>;
  /** Steps the vertical's pages cannot produce. */
  unsupportedStep?: UnsupportedStep;
}

// ------------------------------------------------------------------ page state

interface BookingNotes extends Record<string, unknown> {
  gates: Record<string, Gate>;
  token: string;
  /** Waits for the checkout's saves (resumable checkouts): a reload restores what was saved. */
  saves: () => Promise<void>;
  /** Reloaded since the booking was last shown. */
  reloaded: boolean;
  /** Continue to checkout was pressed without a session: the page went to /login. */
  sentToLogin: boolean;
  /**
   * A refused payment's words: the model's fixture and the server's own, which the page shows (on the payment, then as
   * the results' notice); the results' check reads the page's for the model's.
   */
  refusal?: { model: string; page: string };
}

export const state = (page: Page) => notes<BookingNotes>(page);

/**
 * The words the page shows for a notice of the machine's context: a refused payment's are the server's (the model's
 * fixture stands for them; see the refused payment's action), any other's are the model's.
 */
export function shownAlert(page: Page, alert: unknown): string {
  const { refusal } = state(page);
  return refusal && textOf(alert) === refusal.model ? refusal.page : textOf(alert);
}

/** A gate of the page's setup (the core's or the vertical's). */
export function bookingGate(page: Page, name: string): Gate {
  const found = state(page).gates?.[name];
  if (!found) throw new Error(`setup did not open the ${name} gate`);
  return found;
}
