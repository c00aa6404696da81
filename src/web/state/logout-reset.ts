// spec A §4 "Logout": the /logout route "clears local storage, resets state". State held in memory for the
// whole browser session (each vertical's booking runtime with its search and results, the chosen currency)
// registers here, so the next person to sign in on the same tab starts from nothing of the last one's.
import { REDIRECT_PATH_KEY } from "@/shared/constants";

const resets = new Set<() => void>();

/** Registers a reset run at logout; returns its removal. */
export function onLogoutReset(reset: () => void): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** Clears the browser's storage of this site and resets every registered holder of state. */
export function resetForLogout(): void {
  for (const reset of resets) reset();
  // After the resets, so nothing they write (the currency they put back) outlives the logout.
  // The deep link a signed-out visitor was sent here from (spec A §2: saved, then /logout, then login) survives.
  const redirectPath = sessionStorage.getItem(REDIRECT_PATH_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (redirectPath !== null) sessionStorage.setItem(REDIRECT_PATH_KEY, redirectPath);
}
