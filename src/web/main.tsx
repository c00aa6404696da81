import { I18nProvider } from "@lingui/react";
import type { AnyActor } from "xstate";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { TOAST_DURATION_MS } from "../shared/constants";
import { setUnauthorizedHandler } from "./api/request-headers";
import { activateLanguage, detectLanguage, i18n } from "./i18n";
import { LoadErrorPrompt } from "./components/load-error-prompt";
import { applyDebugQuery } from "./lib/debug-mode";
import { registerInspectable } from "./lib/inspector";
import { watchLoadErrors } from "./lib/load-errors";
import { loadToasts } from "./lib/toasts";
import { routeTree } from "./route-tree.gen";
import { createSessionActor, SessionContext } from "./state/session";
import "./styles.css";

// Toasts load beside the first load (lib/toasts.ts): the toaster mounts when they arrive.
const Toaster = lazy(() => loadToasts().then((module) => ({ default: module.Toaster })));

// spec A §8 load errors: a route or dialog whose script or stylesheet does not arrive offers a reload.
watchLoadErrors(window);

// spec A §9 debug mode: `?debug=on|off` sets the cookie before the router reads the address.
applyDebugQuery();

const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  scrollRestoration: true,
  defaultPendingMinMs: 0,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

const session = createSessionActor(() => void router.navigate({ to: "/" }));
session.start();
// createSessionActor makes it with createActor: a full Actor, as the inspector needs.
registerInspectable("session", session as unknown as AnyActor);
// conventions §5: the API client turns a 401 into the session machine's event.
setUnauthorizedHandler(() => session.send({ type: "session.unauthorized" }));

async function start() {
  await activateLanguage(detectLanguage());
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root");
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
        <Suspense fallback={null}>
          <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />
        </Suspense>
        <LoadErrorPrompt />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
