// Binds the effect contracts of machines/login/effects.ts to the router, the toaster and the
// session actor. Every account machine's `navigate`, `toast` and `startSession` go through here.
import { useLingui } from "@lingui/react";
import { useRouter } from "@tanstack/react-router";
import toast from "react-hot-toast/headless";
import type { NavigateTarget, ToastParams } from "@machines/effects";
import type { LoginResult } from "@/shared/api/auth";
import { safeExternalUrl, safeRedirectPath } from "@/shared/security/redirect";
import { useSessionActor } from "../../state/session";
import { storeUser } from "./storage";

interface AccountEffects {
  navigate: (target: NavigateTarget) => void;
  toast: (params: ToastParams) => void;
  startSession: (result: LoginResult) => void;
}

export function useAccountEffects(): AccountEffects {
  const router = useRouter();
  const session = useSessionActor();
  const { i18n } = useLingui();
  return {
    navigate: (target) => {
      // The URL follows the machine: in-app paths through the router, the rest as a page load.
      // Security hardening: every redirect parameter (saved path, navigateTo, return URL) passes one check.
      // After the session actor has had `session.started`: its code may arrive after an SSO login answered (the /sso
      // page logs in as it opens), and the signed-in page's guard reads the cookie that event writes.
      if (target.kind === "route") session.afterDelivered(() => void router.navigate({ href: safeRedirectPath(target.to, "/") ?? "/", replace: false }));
      else {
        // A page load may also be a path of this site (the social sign-in starts at /api/social/auth/…).
        const href = safeExternalUrl(target.href) ?? safeRedirectPath(target.href);
        if (href) window.location.assign(href);
        else void router.navigate({ href: "/" });
      }
    },
    toast: ({ kind, message }) => {
      // spec A §8: server messages arrive translated; our own descriptors are translated here.
      const text = typeof message === "string" ? message : i18n._(message);
      if (kind === "success") toast.success(text);
      else toast.error(text);
    },
    startSession: (result) => {
      storeUser(result);
      // The session machine writes the 'token' cookie for 604800 s (spec A §4).
      session.send({ type: "session.started", token: result.token });
    },
  };
}
