import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useId, useState, type FormEvent } from "react";
import { PROPOSAL_DEFAULT_EXPIRY_DAYS, PROPOSAL_MAX_EXPIRY_DAYS, PROPOSAL_NOTE_MAX, createProposalRequest, type CreateProposalRequest } from "@/shared/api/proposals";
import { ruleMessage } from "@/shared/message-ids";
import { createProposal, sendProposal } from "../../../api/proposals";
import { card, errorText, fieldLabel, inputBase, linkAction, secondaryAction } from "../../../components/booking/styles";
import { clearDraft, removeFromDraft, type DraftItem } from "../../../lib/proposal-draft";
import { readDraft } from "../draft";
import { SaveRow } from "../../back-office/components/office-ui";
import { useOfficeChange } from "../../back-office/use-office-change";
import { useProposalLabels } from "../labels";

/**
 * A new proposal (docs/decisions.md "Proposals"): the offers the agent added from the verticals' pages, the
 * client, a note and how many days it stays valid. Saved and mailed to the client in one go.
 */
export function NewProposal({ clients, onSent }: { clients: readonly { _id: string; name: string; email: string }[]; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const labels = useProposalLabels();
  const id = useId();
  const [items, setItems] = useState<DraftItem[]>(() => readDraft());
  const [clientId, setClientId] = useState("");
  const [note, setNote] = useState("");
  const [days, setDays] = useState(String(PROPOSAL_DEFAULT_EXPIRY_DAYS));
  const [errors, setErrors] = useState<Partial<Record<"clientId" | "items" | "note" | "expiresInDays", string>>>({});
  const change = useOfficeChange(
    "proposalCreate",
    async (body: CreateProposalRequest) => sendProposal((await createProposal(body)).data.proposalId),
    () => {
      clearDraft();
      onSent();
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { clientId, note, expiresInDays: Number(days), items: items.map(({ vertical, offer }) => ({ vertical, offer })) };
    const checked = createProposalRequest.safeParse(body);
    const found: typeof errors = {};
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = String(issue.path[0]) as keyof typeof errors;
      const descriptor = ruleMessage(issue.message);
      found[field] ??= descriptor ? i18n._(descriptor) : t`Check this field`;
    }
    setErrors(found);
    if (checked.success) change.submit(body);
  };
  const remove = (vertical: string) => {
    removeFromDraft(vertical);
    setItems(readDraft());
  };
  return (
    <form onSubmit={submit} noValidate className={`${card} space-y-5 p-5`} aria-label={t`New proposal`}>
      <fieldset aria-describedby={errors.items ? `${id}-items-err` : undefined}>
        <legend className="text-base font-semibold text-slate-900">
          <Trans>Offers</Trans>
        </legend>
        {items.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            <Trans>Search as usual and choose “Propose to a client” on an offer’s page to add it here.</Trans>{" "}
            <Link to="/booknow/hotels/search" className={linkAction}>
              <Trans>Search hotels</Trans>
            </Link>
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.vertical} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm text-slate-900">
                  <span className="font-semibold">{labels.verticals[item.vertical]}:</span> {item.label}
                </span>
                <button type="button" className={secondaryAction} onClick={() => remove(item.vertical)} aria-label={t`Remove ${item.label}`}>
                  <Trans>Remove</Trans>
                </button>
              </li>
            ))}
          </ul>
        )}
        {errors.items && (
          <p id={`${id}-items-err`} role="alert" className={errorText}>
            {errors.items}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-client`} className={fieldLabel}>
          <Trans>Client</Trans>
        </label>
        <select
          id={`${id}-client`}
          className={inputBase}
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
          aria-invalid={!!errors.clientId}
          aria-describedby={errors.clientId ? `${id}-client-err` : undefined}
        >
          <option value="">{t`Choose a client`}</option>
          {clients.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name} ({c.email})
            </option>
          ))}
        </select>
        {errors.clientId && (
          <p id={`${id}-client-err`} className={errorText}>
            {errors.clientId}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-note`} className={fieldLabel}>
          <Trans>Note to the client</Trans>
        </label>
        <textarea
          id={`${id}-note`}
          className={`${inputBase} min-h-24`}
          maxLength={PROPOSAL_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={!!errors.note}
          aria-describedby={errors.note ? `${id}-note-err` : undefined}
        />
        {errors.note && (
          <p id={`${id}-note-err`} className={errorText}>
            {errors.note}
          </p>
        )}
      </div>
      <div className="max-w-xs">
        <label htmlFor={`${id}-days`} className={fieldLabel}>
          <Trans>Valid for (days)</Trans>
        </label>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={PROPOSAL_MAX_EXPIRY_DAYS}
          className={inputBase}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          aria-invalid={!!errors.expiresInDays}
          aria-describedby={errors.expiresInDays ? `${id}-days-err` : undefined}
        />
        {errors.expiresInDays && (
          <p id={`${id}-days-err`} className={errorText}>
            {errors.expiresInDays}
          </p>
        )}
      </div>
      <SaveRow change={change}>
        <Trans>Send the proposal</Trans>
      </SaveRow>
    </form>
  );
}
