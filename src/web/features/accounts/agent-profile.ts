import { redirect } from "@tanstack/react-router";
import type { Profile } from "@/shared/api/auth";
import { getProfile } from "../../api/accounts";

/** spec A §2/§6: the agent area (dashboard, settings) is shown only to travel agents. */
export async function loadAgentProfile(): Promise<Profile> {
  const profile = await getProfile();
  if (!profile.isTravelAgent) throw redirect({ to: "/", replace: true });
  return profile;
}
