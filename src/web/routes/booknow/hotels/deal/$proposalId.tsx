import { createFileRoute } from "@tanstack/react-router";
import { HotelDealScreen } from "../../../../features/hotels/components/deal-page";
import { loadHotelDeal } from "../../../../features/hotels/deal";

// spec B §2 /booknow/hotels/deal/{proposalId}: a hotel an agent proposed; public like the hotel search (checkout asks to log in).
export const Route = createFileRoute("/booknow/hotels/deal/$proposalId")({
  loader: ({ params }) => loadHotelDeal(params.proposalId),
  component: HotelDealPage,
});

function HotelDealPage() {
  return <HotelDealScreen deal={Route.useLoaderData()} />;
}
