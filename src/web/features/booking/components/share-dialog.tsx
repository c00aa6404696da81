import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { shortUrlEmailRequest, type ShortLink } from "@/shared/api/short-links";
import { Alert } from "../../../components/booking/alert-text";
import { InputField } from "../../../components/booking/form-field";
import { BookingModal } from "../../../components/booking/modal";
import { Spinner } from "../../../components/booking/spinner";
import { fieldLabel, inputBase, primaryAction, secondaryAction } from "../../../components/booking/styles";
import type { ShareLink } from "../use-share-link";

/** "Share this page": the short link being made, then the link to copy or email (see share-page.tsx). */
export function ShareDialog({ share, onClose, onRetry }: { share: ShareLink; onClose: () => void; onRetry: () => void }) {
  return (
    <BookingModal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} title={<Trans>Share this page</Trans>}>
      {share.creating ? (
        <Spinner label={<Trans>Making a short link…</Trans>} />
      ) : share.link ? (
        <ShareDetails link={share.link} share={share} />
      ) : (
        // spec A §4: a failed create is silent; the person may simply try again.
        <button type="button" className={secondaryAction} onClick={onRetry}>
          <Trans>Make a short link</Trans>
        </button>
      )}
    </BookingModal>
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
