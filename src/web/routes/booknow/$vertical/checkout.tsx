import { createFileRoute } from "@tanstack/react-router";
import { screenGuard, screenLoader } from "./-components/screen";

// The generic route family's /booknow/<plural>/checkout (signed in): the registered vertical's screen (./-components/screen.tsx).
export const Route = createFileRoute("/booknow/$vertical/checkout")({
  beforeLoad: screenGuard("checkout"),
  loader: screenLoader("checkout"),
  component: VerticalCheckout,
});

function VerticalCheckout() {
  const { Screen } = Route.useLoaderData();
  return <Screen />;
}
