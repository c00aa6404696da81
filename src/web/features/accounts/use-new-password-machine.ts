import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { fromPromise } from "xstate";
import { newPasswordMachine, type CheckLinkValidityInput, type CheckLinkValidityOutput, type SetNewPasswordInput, type SetNewPasswordOutput } from "@machines/new-password/new-password.machine";
import { checkResetLink, setNewPassword } from "../../api/accounts";
import { useAccountEffects } from "./effects";

export function useNewPasswordMachine(token: string | null) {
  const effects = useAccountEffects();
  const actor = useActorRef(
    newPasswordMachine.provide({
      actors: {
        checkLinkValidity: fromPromise<CheckLinkValidityOutput, CheckLinkValidityInput>(({ input }) => checkResetLink(input.token)),
        setNewPassword: fromPromise<SetNewPasswordOutput, SetNewPasswordInput>(({ input }) => setNewPassword(input.token, input.password)),
      },
      actions: {
        toast: (_, params) => effects.toast(params),
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    { input: { token } },
  );
  useInspectable("newPassword", actor);
  return actor;
}
