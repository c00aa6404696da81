import { createFileRoute } from "@tanstack/react-router";
import { screenGuard, screenLoader } from "./-components/screen";

// The generic route family's /booknow/<plural>/search (public): the registered vertical's screen (./-components/screen.tsx).
export const Route = createFileRoute("/booknow/$vertical/search")({
  beforeLoad: screenGuard("search"),
  loader: screenLoader("search"),
  component: VerticalSearch,
});

function VerticalSearch() {
  const { Screen } = Route.useLoaderData();
  return <Screen />;
}
