import type { ActivitySearchRequest, ActivitySearchResult } from "@/shared/api/activities";
import { postChecked } from "./post-checked";

// spec B §7 POST activities/search for the pages after the first, the results page's own call: sent without ky, its
// answer checked by the schema that loads beside it (./post-checked.ts). A results page opened by address comes with
// its first page; asking the next ones through the activity calls (ky and the schema of every activity answer) made
// that module part of the page's load ("Every page fast on a phone", bench:weight activity results).

export async function searchActivityPage(request: ActivitySearchRequest): Promise<ActivitySearchResult> {
  const schema = () => import("@/shared/api/activities").then((loaded) => loaded.activitySearchResponse);
  return (await postChecked("activities/search", request, schema, 60_000)).data;
}
