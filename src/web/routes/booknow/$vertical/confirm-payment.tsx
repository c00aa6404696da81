import { createFileRoute } from "@tanstack/react-router";
import { screenGuard, screenLoader } from "./-components/screen";

// The generic route family's /booknow/<plural>/confirm-payment (signed in): the registered vertical's screen (./-components/screen.tsx).
export const Route = createFileRoute("/booknow/$vertical/confirm-payment")({
  beforeLoad: screenGuard("confirm-payment"),
  loader: screenLoader("confirm-payment"),
  component: VerticalConfirmPayment,
});

function VerticalConfirmPayment() {
  const { Screen } = Route.useLoaderData();
  return <Screen />;
}
