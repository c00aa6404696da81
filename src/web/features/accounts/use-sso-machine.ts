import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import { ssoMachine, type SsoLoginInput, type SsoLoginOutput } from "@machines/sso/sso.machine";
import { ssoLogin } from "../../api/accounts";
import { useAgency } from "../../state/site";
import { useAccountEffects } from "./effects";
import { usePostLoginRouting } from "./routing";
import { shareInFlight } from "@/shared/share-in-flight";

const ssoOnce = shareInFlight((input: SsoLoginInput) => ssoLogin(input.token, input.deepLink));
import { clearRedirectPath } from "./redirect-path";

export function useSsoMachine(query: { token: string | null; navigateTo: string | null }) {
  const agency = useAgency();
  const routing = usePostLoginRouting();
  const effects = useAccountEffects();
  const actor = useActorRef(
    ssoMachine.provide({
      actors: { ssoLogin: fromPromise<SsoLoginOutput, SsoLoginInput>(({ input }) => ssoOnce(input)) },
      actions: {
        startSession: (_, { result }) => {
          clearRedirectPath();
          effects.startSession(result);
        },
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    { input: { token: query.token, deepLink: query.navigateTo, returnUrl: agency.returnUrl, routing } },
  );
  useInspectable("sso", actor);
  return actor;
}
