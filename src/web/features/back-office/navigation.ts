import { redirect } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { toApiFailure } from "@/shared/api/failure";
import type { Navigation } from "@/shared/api/navigation";
import type { Permission } from "@/shared/permissions";
import { TOKEN_COOKIE } from "@/shared/constants";
import { getNavigation } from "../../api/back-office";
import { readCookie } from "../../lib/cookies";

// The agent side navigation (GET /api/agency/navigations) for this session: fetched once per session token
// (a new login is a new token), shared by the side navigation, the header's menu and the pages' gates.

let cached: { token: string; promise: Promise<Navigation>; value?: Navigation } | null = null;

export function loadNavigation(): Promise<Navigation> {
  const token = readCookie(TOKEN_COOKIE) ?? "";
  if (!cached || cached.token !== token) {
    const promise = getNavigation();
    const entry: NonNullable<typeof cached> = { token, promise };
    cached = entry;
    promise.then(
      (value) => (entry.value = value),
      // A failure is not kept: the next page asks again.
      () => {
        if (cached === entry) cached = null;
      },
    );
  }
  return cached.promise;
}

/** The navigation this session already has, or null. */
function loadedNavigation(): Navigation | null {
  return cached && cached.token === (readCookie(TOKEN_COOKIE) ?? "") ? (cached.value ?? null) : null;
}

/**
 * The navigation, or null while it loads (or when it cannot: the links then stay hidden). Each back-office page
 * draws its own side navigation: one loaded before is drawn with the page's frame, not in a second render after it.
 */
export function useAgentNavigation(): Navigation | null {
  const [navigation, setNavigation] = useState<Navigation | null>(loadedNavigation);
  useEffect(() => {
    let live = true;
    loadNavigation().then(
      (loaded) => live && setNavigation(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return navigation;
}

/**
 * A back-office page's loader: clients (403 on the navigation) go home, like spec A §2's agent area; an agent
 * whose role lacks `permission` gets the page's "not allowed" view (the server refuses its calls anyway).
 */
export async function loadAgentArea(permission: Permission): Promise<{ navigation: Navigation; allowed: boolean }> {
  let navigation: Navigation;
  try {
    navigation = await loadNavigation();
  } catch (error) {
    if (toApiFailure(error).httpStatus === 403) throw redirect({ to: "/", replace: true });
    throw error;
  }
  return { navigation, allowed: navigation.permissions.includes(permission) };
}

/** A missing or foreign person is "not found" (the server answers 404 for both): the page says so. */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (toApiFailure(error).httpStatus === 404) return null;
    throw error;
  }
}
