import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import { signupMachine, type FetchInvitationInput, type FetchInvitationOutput, type SignUpActorInput, type SignUpActorOutput } from "@machines/signup/signup.machine";
import { getInvitation, signUp, signUpAgent } from "../../api/accounts";
import { useAgency } from "../../state/site";
import { useAccountEffects } from "./effects";
import type { HandOff } from "./storage";

export function useSignupMachine(options: { invitationToken: string | null; handedOver: HandOff | null; resetForm: () => void }) {
  const agency = useAgency();
  const effects = useAccountEffects();
  const actor = useActorRef(
    signupMachine.provide({
      actors: {
        signUp: fromPromise<SignUpActorOutput, SignUpActorInput>(({ input }) => (input.invitationToken ? signUpAgent(input.values, input.invitationToken) : signUp(input.values))),
        fetchInvitation: fromPromise<FetchInvitationOutput, FetchInvitationInput>(({ input }) => getInvitation(input.token)),
      },
      actions: {
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
        resetForm: () => options.resetForm(),
      },
    }),
    {
      input: {
        hostName: window.location.origin,
        agencyStatus: agency.status,
        invitationToken: options.invitationToken,
        handedOver: options.handedOver,
      },
    },
  );
  useInspectable("signup", actor);
  return actor;
}
