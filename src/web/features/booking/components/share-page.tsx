import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { shortUrlEmailRequest, type ShortLink } from "../../../../shared/api/short-links";
import { Alert } from "../../../components/booking/alert-text";
import { InputField } from "../../../components/booking/form-field";
import { BookingModal, Spinner } from "../../../components/booking/modal";
import { fieldLabel, inputBase, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useSignedIn } from "../../../state/session";
import { useAgency } from "../../../state/site";
import { useShareLink, type ShareLink } from "../use-share-link";

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
      url: `${window.location.pathname}${window.location.search}`, title: preview.title,
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
      <BookingModal isOpen={open} onOpenChange={setOpen} title={<Trans>Share this page</Trans>}>
        {share.creating ? (
          <Spinner label={<Trans>Making a short link…</Trans>} />
        ) : share.link ? (
          <ShareDetails link={share.link} share={share} />
        ) : (
          // spec A §4: a failed create is silent; the person may simply try again.
          <button type="button" className={secondaryAction} onClick={make}>
            <Trans>Make a short link</Trans>
          </button>
        )}
      </BookingModal>
    </>
  );
}

function ShareDetails({ link, share }: { link: ShortLink; share: ShareLink }) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(shortUrlEmailRequest.pick({ email: true, note: true })) as never, defaultValues: { email: "", note: "" } });
  const { errors } = form.formState;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.shortUrl);
      toast.success(t`Link copied`);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selected for a manual copy.
      (document.getElementById("short-link-field") as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor="short-link-field" className={fieldLabel}>
          <Trans>Short link</Trans>
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input id="short-link-field" readOnly value={link.shortUrl} className={inputBase} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className={primaryAction} onClick={() => void copy()}>
            <Trans>Copy link</Trans>
          </button>
        </div>
      </div>
      <form
        aria-label={t`Send the link by email`}
        noValidate
        className="space-y-4 border-t border-slate-100 pt-5"
        onChange={() => share.mailEdited()}
        onSubmit={(e) => void form.handleSubmit((values: { email: string; note: string }) => share.send({ code: link.code, ...values }))(e)}
      >
        <InputField label={t`Email`} type="email" autoComplete="email" registration={form.register("email")} error={(errors as { email?: { message?: string } }).email?.message} />
        <InputField label={t`Message (optional)`} registration={form.register("note")} error={(errors as { note?: { message?: string } }).note?.message} />
        {share.sendError && <Alert message={share.sendError} />}
        <button type="submit" className={primaryAction} disabled={share.sending}>
          {share.sending ? <Spinner label={<Trans>Sending…</Trans>} /> : <Trans>Send link</Trans>}
        </button>
      </form>
    </div>
  );
}
