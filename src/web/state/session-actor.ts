// The session actor itself: imported after the first paint (state/session.tsx holds the app's handle on it),
// so xstate and the session machine are not in the first download (issue "Fast on a phone").
import { createActor, type ActorRefFrom } from "xstate";
import { sessionMachine } from "@machines/session/session.machine";
import { TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS } from "@/shared/constants";
import { messages } from "@/shared/messages";
import { i18n } from "../i18n";
import { deleteCookie, readCookie, writeCookie } from "../lib/cookies";
import { toastError } from "../lib/toasts";

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** One session actor for the app; the API client's 401 hook and the UI talk to it. */
export function createSessionActor(navigateHome: () => void): SessionActor {
  const logic = sessionMachine.provide({
    actions: {
      storeToken: (_, { token }) => writeCookie(TOKEN_COOKIE, token, TOKEN_MAX_AGE_SECONDS),
      clearSession: () => deleteCookie(TOKEN_COOKIE),
      notifyExpired: () => {
        toastError(i18n._(messages.sessionExpired));
      },
      redirectHome: () => navigateHome(),
    },
  });
  return createActor(logic, { input: { token: readCookie(TOKEN_COOKIE) } });
}
