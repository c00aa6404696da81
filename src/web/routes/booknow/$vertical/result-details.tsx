import { createFileRoute } from "@tanstack/react-router";
import { screenGuard, screenLoader } from "./-components/screen";

// The generic route family's /booknow/<plural>/result-details (public): the registered vertical's screen (./-components/screen.tsx).
export const Route = createFileRoute("/booknow/$vertical/result-details")({
  beforeLoad: screenGuard("result-details"),
  loader: screenLoader("result-details"),
  component: VerticalResultDetails,
});

function VerticalResultDetails() {
  const { Screen } = Route.useLoaderData();
  return <Screen />;
}
