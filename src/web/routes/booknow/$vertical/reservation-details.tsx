import { createFileRoute } from "@tanstack/react-router";
import { screenGuard, screenLoader } from "./-components/screen";

// The generic route family's /booknow/<plural>/reservation-details (signed in): the registered vertical's screen (./-components/screen.tsx).
export const Route = createFileRoute("/booknow/$vertical/reservation-details")({
  beforeLoad: screenGuard("reservation-details"),
  loader: screenLoader("reservation-details"),
  component: VerticalReservationDetails,
});

function VerticalReservationDetails() {
  const { Screen } = Route.useLoaderData();
  return <Screen />;
}
