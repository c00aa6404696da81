import { I18nProvider } from "@lingui/react";
import type { AnyActor } from "xstate";
import { createBrowserHistory, createRouter, RouterProvider, type RouterHistory } from "@tanstack/react-router";
import { startTransition, StrictMode, useEffect, useState, type ComponentProps, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { TOAST_DURATION_MS } from "@/shared/constants";
import { setUnauthorizedHandler } from "./api/request-headers";
import { activateLanguage, detectLanguage, i18n } from "./i18n";
import { LoadErrorPrompt } from "./components/load-error-prompt";
import { RouteError } from "./components/route-error";
import { reportError, startErrorReporting } from "./lib/error-reporting";
import { applyDebugQuery } from "./lib/debug-mode";
import { registerInspectable } from "./lib/inspector";
import { timeRoutePieces, watchLoadErrors } from "./lib/load-errors";
import { warmIntl } from "./lib/intl-warmup";
import { loadOverFirstScreen } from "./lib/first-screen-load";
import { nextTask } from "./lib/next-task";
import type { Toaster as ToasterComponent } from "./components/toaster";
import { routeTree } from "./route-tree.gen";
import { createSessionHandle, SessionContext } from "./state/session";

type ToasterProps = ComponentProps<typeof ToasterComponent>;

/**
 * Toasts load beside the first load (components/toaster.tsx): the toaster mounts when it arrives. Mounted by state,
 * not `lazy` + Suspense: React reveals a resolved Suspense boundary on a timer, so a page whose timers are
 * held (a paused test clock, a throttled background tab) would never show its toasts.
 */
function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./components/toaster").then((module) => {
      if (live) setLoaded(() => module.Toaster);
    });
    return () => {
      live = false;
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}

// spec A §8 load errors: a route or dialog whose script or stylesheet does not arrive offers a reload.
watchLoadErrors(window);
// A chunk that failed to load is reported too (issue "error reporting"), whether or not a route's boundary shows it.
window.addEventListener("vite:preloadError", (event) => reportError((event as Event & { payload?: unknown }).payload));

// spec A §9 debug mode: `?debug=on|off` sets the cookie before the router reads the address.
applyDebugQuery();

const makeRouter = (history: RouterHistory) => {
  const router = createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    scrollRestoration: true,
    defaultPendingMinMs: 0,
    // One error boundary per route, written once (issue "error reporting"): a failed page keeps the site around it.
    defaultErrorComponent: RouteError,
  });
  // spec A §9: a route's piece that has not arrived in 120 s fails with the load error prompt (spec A §8).
  timeRoutePieces(Object.values(router.routesById));
  // Every navigation starts in a task of its own ("Every page fast on a phone"): a link's tap is answered in the
  // task that received it (its press, its focus) and the route change follows, rather than the router's matching,
  // its stores' updates and the links' active states drawn again all inside the tap's task (a back office list's
  // link: one task of 55–64 ms at 4× CPU, bench:signed-in). The link's own click still prevents the page load.
  const navigate = router.navigate;
  router.navigate = (options) => nextTask().then(() => navigate(options));
  return router;
};

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}

// Made in start(), once the language's catalog has arrived, not while the app's code is evaluated: building the
// route tree is a phone's main thread for tens of milliseconds, and in one task with the evaluation it made a long
// task that blocks a tap ("Fast on a phone").
let routerMade: (router: ReturnType<typeof makeRouter>) => void = () => {};
const routerReady = new Promise<ReturnType<typeof makeRouter>>((resolve) => (routerMade = resolve));

// The session machine (and xstate) arrive beside the first paint, not before it ("Fast on a phone"): the handle
// holds events until the actor runs, and the header reads the token cookie by the machine's rule meanwhile.
const session = createSessionHandle();
// conventions §5: the API client turns a 401 into the session machine's event.
setUnauthorizedHandler(() => session.send({ type: "session.unauthorized" }));
import("./state/session-actor")
  // Made in a task after its module's evaluation: together they were one long task of every page's start.
  .then(async ({ createSessionActor }) => {
    await nextTask();
    const actor = createSessionActor(() => void routerReady.then((router) => router.navigate({ to: "/" })));
    actor.start();
    // createSessionActor makes it with createActor: a full Actor, as the inspector needs.
    registerInspectable("session", actor as unknown as AnyActor);
    session.attach(actor);
  })
  // A chunk that does not arrive is announced by watchLoadErrors (the reload prompt, spec A §8).
  .catch(() => {});

async function start() {
  // The language is read (its cookie is a call to the browser) after the app's code is evaluated, not in that task.
  await nextTask();
  const language = detectLanguage();
  // The Intl services' data load in tasks of their own while the catalog is on its way (lib/intl-warmup.ts).
  void warmIntl(language);
  await activateLanguage(language);
  // The catalog's evaluation, the router's making and the page's loading are tasks of their own: in one, with the
  // promises' callbacks between them, they were a phone's longest task of a results page ("Fast on a phone").
  await nextTask();
  // The browser's history first, in a task of its own: its first replaceState (the entry's key) is the browser's
  // same-document navigation, 10–21 ms of an unthrottled start, half of the router's making.
  const history = createBrowserHistory();
  await nextTask();
  const router = makeRouter(history);
  routerMade(router);
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root");
  // The server drew this page's first screen (src/web/first-screen.tsx): React replaces it on its first commit,
  // so that commit is the whole page, loaded, not the router's empty start. The page is already on screen, so
  // React draws it in slices (a transition) and the phone's main thread stays free for the visitor meanwhile.
  const drawn = container.firstElementChild !== null;
  if (drawn) {
    await nextTask();
    await loadOverFirstScreen(() => router.load());
    await nextTask();
  }
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SessionContext value={session}>
          <RouterProvider router={router} />
        </SessionContext>
        <Toaster duration={TOAST_DURATION_MS} />
        <LoadErrorPrompt />
      </I18nProvider>
    </StrictMode>
  );
  if (drawn) startTransition(() => root.render(app));
  else root.render(app);
}

// The error-reporting SDK after the first screen, in a task of its own: never a part of the first load.
void start().then(nextTask).then(startErrorReporting);
