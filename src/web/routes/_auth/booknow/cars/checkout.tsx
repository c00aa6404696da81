import { Trans, useLingui } from "@lingui/react/macro";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import { z } from "zod";
import { BookingPage } from "../../../../features/booking/components/booking-page";
import { SessionGate } from "../../../../features/booking/components/session-gate";
import { withBookingScope } from "../../../../features/booking/context";
import { CarCheckout } from "../../../../features/cars/components/checkout";
import { useCarActor, useCarSelector } from "../../../../features/cars/use-car-booking";
import { carWebVertical } from "../../../../features/cars/web-vertical";

// spec B §2/§6: checkout is protected (the _auth layout guards it). Resumable checkouts: `?session=<id>`.
const carCheckoutSearch = z.object({
  q: z.string().min(1).max(4000).optional().catch(undefined),
  offer: z.string().min(1).max(2000).optional().catch(undefined),
  session: z.uuid().optional().catch(undefined),
});

const CHECKOUT_PATH = "/booknow/cars/checkout";

export const Route = createFileRoute("/_auth/booknow/cars/checkout")({
  validateSearch: (search) => carCheckoutSearch.parse(search),
  // spec B §2: the protected checkout is also written /booknow/Cars/checkout. Paths match without case,
  // so that spelling lands here; it moves to the lower-case path the car machine's URL follows
  // (machines/car-booking/routes.ts). A second route file differing only in case would collide in the route tree.
  beforeLoad: ({ location, search }) => {
    if (location.pathname !== CHECKOUT_PATH) throw redirect({ to: CHECKOUT_PATH, search, replace: true });
  },
  component: withBookingScope(carWebVertical, CarCheckoutPage),
});

function CarCheckoutPage(): ReactNode {
  const { t } = useLingui();
  const { session } = Route.useSearch();
  useEffect(() => {
    document.title = t`Checkout`;
  }, [t]);
  return (
    <SessionGate session={session}>
      <CheckoutContent />
    </SessionGate>
  );
}

function CheckoutContent() {
  useCarActor();
  const paying = useCarSelector((s) => s.matches("payment"));
  return (
    <BookingPage
      title={paying ? <Trans>Payment</Trans> : <Trans>Driver details</Trans>}
      subtitle={paying ? <Trans>Pay securely by card to confirm your booking.</Trans> : <Trans>Enter the main driver exactly as on their driving licence.</Trans>}
    >
      <CarCheckout />
    </BookingPage>
  );
}
