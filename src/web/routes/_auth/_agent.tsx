import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AgentFrame } from "../-components/agent/agent-page";

/**
 * Pathless layout for the agent area's pages (spec A §2, spec B §2: the dashboard, the lists, the settings): the
 * side navigation and the page's frame stay drawn while the person moves between them, and only the page inside
 * changes ("Every page fast on a phone", signed-in pages: each route change built the navigation again).
 */
export const Route = createFileRoute("/_auth/_agent")({
  component: AgentLayout,
});

function AgentLayout() {
  return (
    <AgentFrame>
      <Outlet />
    </AgentFrame>
  );
}
