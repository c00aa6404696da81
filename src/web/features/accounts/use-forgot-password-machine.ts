import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import { forgotPasswordMachine, type SendResetLinkInput, type SendResetLinkOutput } from "@machines/forgot-password/forgot-password.machine";
import { sendResetLink } from "../../api/accounts";
import { useAccountEffects } from "./effects";

export function useForgotPasswordMachine() {
  const effects = useAccountEffects();
  const actor = useActorRef(
    forgotPasswordMachine.provide({
      actors: {
        sendResetLink: fromPromise<SendResetLinkOutput, SendResetLinkInput>(({ input }) => sendResetLink(input.email.trim(), input.hostName)),
      },
      actions: {
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    { input: { hostName: window.location.origin } },
  );
  useInspectable("forgotPassword", actor);
  return actor;
}
