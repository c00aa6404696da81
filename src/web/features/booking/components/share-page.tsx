import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useSignedIn } from "../../../state/session";
import { useAgency } from "../../../state/site";
import { useShareLink } from "../use-share-link";

// The dialog (its email form, react-hook-form, the short-link schema, react-aria's modal) loads when "Share"
// is pressed: every search page shows the button, few people press it (issue "Fast on a phone").
const ShareDialog = lazy(async () => ({ default: (await import("./share-dialog")).ShareDialog }));

/** What a chat app shows for a shared page (spec A §3 "Short link: url, image, title, description"). */
export interface SharePreview {
  title: string;
  /** Default: an invitation to open it on the agency's site. */
  description?: string;
  /** An https address or a path on the agency's site; default: the agency's logo. */
  image?: string | null;
}

/** The server takes an https address or a path of the site as the preview image (src/shared/api/short-links.ts). */
const usableImage = (src: string | null | undefined) => (src && (/^https:\/\//.test(src) || /^\/(?!\/)/.test(src)) ? src : null);

/**
 * "Share" on a search, results or details page of any vertical (spec A §7 "Short links"): makes a short link to
 * this very page, to copy or to email. Shown to signed-in people (a link is made on their behalf).
 */
export function SharePage({ preview }: { preview: SharePreview }) {
  const { t } = useLingui();
  const agency = useAgency();
  const agencyName = agency.agencyName;
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const share = useShareLink();
  if (!signedIn) return null;
  const make = () =>
    share.create({
      url: `${window.location.pathname}${window.location.search}`,
      title: preview.title,
      description: preview.description ?? t`Open it on ${agencyName} to see the prices and book.`,
      image: usableImage(preview.image ?? agency.logo),
    });
  return (
    <>
      <button
        type="button"
        className="inline-flex h-11 min-h-11 items-center gap-2 rounded-xl border border-white/30 px-4 text-sm font-semibold text-white hover:bg-white/10"
        onClick={() => {
          setOpen(true);
          make();
        }}
      >
        <span aria-hidden="true">↗</span>
        <Trans>Share</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog share={share} onClose={() => setOpen(false)} onRetry={make} />
        </Suspense>
      )}
    </>
  );
}
