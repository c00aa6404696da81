// The bare baseline of bench/page-weight.ts: React 19 and TanStack Router with one route, built by the same
// Vite as the app, so the app's page weight and Lighthouse scores are read as ratios to it.
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <h1>Bare baseline</h1>
      <Link to="/">Home</Link>
      <Outlet />
    </main>
  ),
});
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <p>React 19 and TanStack Router, nothing else.</p> });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
