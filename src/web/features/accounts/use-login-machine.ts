import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import { loginMachine, type LoginActorInput, type LoginActorOutput } from "@machines/login/login.machine";
import { login } from "../../api/accounts";
import { useAgency } from "../../state/site";
import { useAccountEffects } from "./effects";
import { usePostLoginRouting } from "./routing";
import { clearRedirectPath } from "./redirect-path";
import { handOffCredentials, rememberEmail } from "./storage";

/** The login machine bound to the API, the router, the session and browser storage. */
export function useLoginMachine() {
  const agency = useAgency();
  const routing = usePostLoginRouting();
  const effects = useAccountEffects();
  const actor = useActorRef(
    loginMachine.provide({
      actors: { login: fromPromise<LoginActorOutput, LoginActorInput>(({ input }) => login(input)) },
      actions: {
        startSession: (_, { result }) => effects.startSession(result),
        rememberEmail: (_, { email }) => rememberEmail(email),
        clearRedirectPath: () => clearRedirectPath(),
        handOffCredentials: (_, credentials) => handOffCredentials(credentials),
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    { input: { agency: { status: agency.status, returnUrl: agency.returnUrl, sso: agency.sso }, routing } },
  );
  useInspectable("login", actor);
  return actor;
}
