import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { withBookingScope } from "../../../../features/booking/context";
import { CarCheckoutPage } from "../../../../features/cars/components/checkout";
import { carWebVertical } from "../../../../features/cars/web-vertical";

// spec B §2 "Cars": the reservation details: the driver, the extras and refund protection, before the
// payment on /checkout (protected: the _auth layout guards it). `ref`: a booking link from when this
// page was the booking's, restored onto /confirm-payment (src/web/features/cars/url.ts).
const searchParams = z.object({
  q: z.string().min(1).max(4000).optional().catch(undefined),
  offer: z.string().min(1).max(2000).optional().catch(undefined),
  ref: z.string().min(1).max(64).optional().catch(undefined),
  session: z.uuid().optional().catch(undefined),
});

export const Route = createFileRoute("/_auth/booknow/cars/reservation-details")({
  validateSearch: (search) => searchParams.parse(search),
  component: withBookingScope(carWebVertical, ReservationDetailsPage),
});

function ReservationDetailsPage() {
  const { session } = Route.useSearch();
  return <CarCheckoutPage session={session} />;
}
