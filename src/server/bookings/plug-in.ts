import type { FastifyInstance } from "fastify";
import type { CoreVertical } from "@/shared/verticals";
import type { Db } from "../db/client";
import type { PaymentGateway } from "../payments/types";
import type { Translator } from "../i18n";
import type { BookingListing } from "./listing";
import type { VerticalRegistry } from "./registry";
import type { TripVertical } from "./trips";

// A vertical as the server's composition sees it (docs/architecture.md "Adding a vertical"): one value per
// vertical in SERVER_VERTICALS (src/server/verticals.ts), which app.ts, My trip, the back office's lists and
// the OpenAPI tags iterate without naming a vertical. What the booking core asks of a booking (book, cancel,
// supplier holds, proposal and bundle items) stays in its `BookingVertical` (./vertical.ts), which the
// vertical's routes register in the `VerticalRegistry` when they start.

/** What every vertical's routes are given. */
export interface VerticalRoutesDeps {
  db: Db;
  translator: Translator;
  /** The server's verticals (a trip add-on bundle books its items with their own; a proposal finds its items). */
  verticals: VerticalRegistry;
  /** The configured card gateway (src/server/payments/config.ts): every vertical charges through the same one. */
  gateway: PaymentGateway;
}

export interface ServerVertical {
  /**
   * Its entry in the shared registry (src/shared/verticals.ts `verticalOf`), or a test vertical's own
   * (`defineExtraVertical`): its id, its plural (the OpenAPI tag, the back office's category) and its names.
   */
  readonly shared: CoreVertical;
  /** Its OpenAPI tag's description (every route of the vertical carries the tag). */
  readonly apiTag: string;
  /** How its bookings read in the back office's lists and a bundle's items. */
  readonly listing: BookingListing;
  /** How its bookings read in My trip (dates as SQL, title and route, calendar events). */
  readonly trip: TripVertical;
  /** Registers its routes on the spec's paths (and its `BookingVertical` in `deps.verticals`). */
  register(app: FastifyInstance, deps: VerticalRoutesDeps): void | Promise<void>;
}
