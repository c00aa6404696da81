import { useLingui } from "@lingui/react";
import { useLocation } from "@tanstack/react-router";
import type { PostLoginRouting } from "@machines/login/post-login-route";
import { BOOKING_MENU_PATHS, FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "@/shared/constants";
import { useAgency } from "../../state/site";
import { readRedirectPath } from "./redirect-path";

const BOOKING_PATHS = Object.values(BOOKING_MENU_PATHS);

/**
 * What the post-login routing of spec A §4 needs, read when a login form or callback mounts. The
 * "active navigation item" is the booking screen the user is on (the header's login dialog).
 */
export function usePostLoginRouting(): PostLoginRouting {
  const agency = useAgency();
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (l) => l.pathname });
  const language: Language = SUPPORTED_LANGUAGES.find((l) => l === i18n.locale) ?? FALLBACK_LANGUAGE;
  const activeNavigationPath = BOOKING_PATHS.find((p) => p.toLowerCase() === pathname.toLowerCase()) ?? null;
  return {
    redirectPath: readRedirectPath(),
    activeNavigationPath,
    bookingMenu: agency.bookingMenuItemOptions,
    language,
  };
}
