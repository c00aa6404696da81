import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import { verifyEmailMachine, type VerifyAccountInput, type VerifyAccountOutput } from "@machines/verify-email/verify-email.machine";
import { verifyAccount } from "../../api/accounts";
import { useAccountEffects } from "./effects";
import { shareInFlight } from "@/shared/share-in-flight";

const verifyOnce = shareInFlight((token: string) => verifyAccount(token));

export function useVerifyEmailMachine(token: string | null) {
  const effects = useAccountEffects();
  const actor = useActorRef(
    verifyEmailMachine.provide({
      actors: {
        verifyAccount: fromPromise<VerifyAccountOutput, VerifyAccountInput>(({ input }) => verifyOnce(input.token)),
      },
      actions: {
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    { input: { token } },
  );
  useInspectable("verifyEmail", actor);
  return actor;
}
