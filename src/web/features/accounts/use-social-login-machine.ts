import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import {
  socialLoginMachine,
  type ExchangeSocialCodeInput,
  type ExchangeSocialCodeOutput,
  type RegisterEmailInput,
  type RegisterEmailOutput,
  type VerifyCodeInput,
  type VerifyCodeOutput,
} from "@machines/social-login/social-login.machine";
import type { SocialRequest } from "@/shared/api/auth";
import { exchangeSocialCode, registerSocialEmail, verifySocialCode } from "../../api/accounts";
import { useAccountEffects } from "./effects";
import { usePostLoginRouting } from "./routing";
import { shareInFlight } from "@/shared/share-in-flight";
import { clearRedirectPath } from "./redirect-path";

const exchangeOnce = shareInFlight(exchangeSocialCode);

/** `callback` is the /social route's query; null for the Google/Facebook buttons. */
export function useSocialLoginMachine(callback: SocialRequest | null) {
  const routing = usePostLoginRouting();
  const effects = useAccountEffects();
  const actor = useActorRef(
    socialLoginMachine.provide({
      actors: {
        exchangeSocialCode: fromPromise<ExchangeSocialCodeOutput, ExchangeSocialCodeInput>(({ input }) => exchangeOnce(input)),
        registerEmail: fromPromise<RegisterEmailOutput, RegisterEmailInput>(({ input }) => registerSocialEmail(input._id, input.email)),
        verifyCode: fromPromise<VerifyCodeOutput, VerifyCodeInput>(({ input }) => verifySocialCode(input._id, input.code)),
      },
      actions: {
        startSession: (_, { result }) => {
          // The saved redirect path is honoured by this login (postLoginTarget), so it is used up.
          clearRedirectPath();
          effects.startSession(result);
        },
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    { input: { callback, routing } },
  );
  useInspectable("socialLogin", actor);
  return actor;
}

/** The running social login (the /social page's steps take it). */
export type SocialLoginActor = ReturnType<typeof useSocialLoginMachine>;
