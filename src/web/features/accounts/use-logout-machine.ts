import { useActorRef } from "@xstate/react";
import { useInspectable } from "../../lib/inspector";
import { logoutMachine } from "@machines/logout/logout.machine";
import { TOKEN_COOKIE } from "@/shared/constants";
import { logout } from "../../api/accounts";
import { readCookie } from "../../lib/cookies";
import { useSessionActor } from "../../state/session";
import { useAgency } from "../../state/site";
import { useAccountEffects } from "./effects";
import { resetForLogout } from "../../state/logout-reset";
import { readStoredUser } from "./storage";

export function useLogoutMachine() {
  const agency = useAgency();
  const session = useSessionActor();
  const effects = useAccountEffects();
  const actor = useActorRef(
    logoutMachine.provide({
      actions: {
        clearSession: () => {
          // Revoke the server session first (best effort), then forget it here (spec A §4 "Logout").
          const token = readCookie(TOKEN_COOKIE);
          if (token) void logout(token).catch(() => {});
          resetForLogout();
          session.send({ type: "session.ended" });
        },
        navigate: (_, target) => effects.navigate(target),
      },
    }),
    // spec A §2/§6: travel agents always log out to '/'; who is logged in is read before clearing.
    { input: { isTravelAgent: readStoredUser()?.isTravelAgent ?? false, returnUrl: agency.returnUrl } },
  );
  useInspectable("logout", actor);
  return actor;
}
