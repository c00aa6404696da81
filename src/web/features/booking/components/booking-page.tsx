import type { ReactNode } from "react";
import { withAppStyles } from "../../../lib/page-styles";
import { useLoaded } from "../../../lib/use-loaded";
import { useSignedIn } from "../../../state/session";
import type { SharePreview } from "./share-page";

// "Share" (its button, the short-link machine) loads when a page offers it to a signed-in person, the only one who
// sees it (spec A §7 "Short links": a link is made on their behalf). A visitor's results page loads none of it: its
// chunk, the office-change machine and the button's two actors were work on every visitor's start for a button
// never drawn ("Every page fast on a phone"). It brings the whole app's stylesheet: the flight search page draws from
// a sheet of its own, which leaves it out.
const loadShare = () => withAppStyles(import("./share-page"));

/**
 * A booking page's frame (every vertical): a title band and a centred column. A search, results or details
 * page passes `share` (its preview) to offer "Share" (spec A §7 "Short links").
 */
export function BookingPage({ title, subtitle, children, steps, share }: { title: ReactNode; subtitle?: ReactNode; children: ReactNode; steps?: ReactNode; share?: SharePreview | null }) {
  const offered = useSignedIn() && !!share;
  const SharePage = useLoaded(loadShare, offered)?.SharePage;
  return (
    <div className="pb-16">
      <div className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          {steps}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
              {subtitle && <p className="mt-1 text-sm text-slate-200">{subtitle}</p>}
            </div>
            {offered && SharePage && <SharePage preview={share} />}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">{children}</div>
    </div>
  );
}
