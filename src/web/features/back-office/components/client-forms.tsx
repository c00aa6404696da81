import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { createClientRequest, exportQuery, type ClientAction, type CreateClientRequest, type PersonSummary } from "@/shared/api/people";
import { clientActions, createClient, exportClients } from "../../../api/back-office";
import { InputField } from "../../../components/booking/form-field";
import { BookingModal } from "../../../components/booking/modal";
import { errorText, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useOfficeChange } from "../use-office-change";
import { ChangeProgress } from "./office-ui";

/** POST /api/agency/clients/create: name, email and phone (spec A §5 rules); the client is mailed a link to set a password. */
export function AddClientButton({ onAdded }: { onAdded: (client: PersonSummary) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryAction} onClick={() => setOpen(true)}>
        <Trans>Add client</Trans>
      </button>
      <BookingModal isOpen={open} onOpenChange={setOpen} title={<Trans>Add client</Trans>}>
        <AddClientForm
          onAdded={(client) => {
            setOpen(false);
            onAdded(client);
          }}
        />
      </BookingModal>
    </>
  );
}

function AddClientForm({ onAdded }: { onAdded: (client: PersonSummary) => void }) {
  const { t } = useLingui();
  const form = useForm<CreateClientRequest>({ resolver: zodResolver(createClientRequest) as never, defaultValues: { name: "", email: "", phoneNumber: "" } });
  const change = useOfficeChange("officeChange", createClient, onAdded);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((values) => change.submit(values))(e)} onChange={() => change.edited()} className="space-y-4">
      <InputField label={t`Name`} registration={form.register("name")} error={errors.name?.message} autoComplete="off" />
      <InputField label={t`Email`} type="email" registration={form.register("email")} error={errors.email?.message} autoComplete="off" />
      <InputField label={t`Phone (optional)`} type="tel" registration={form.register("phoneNumber")} error={errors.phoneNumber?.message} autoComplete="off" />
      <p className="text-sm text-slate-600">
        <Trans>We email the client a link to choose a password.</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryAction} disabled={change.busy}>
          <Trans>Add client</Trans>
        </button>
        <ChangeProgress change={change} />
      </div>
    </form>
  );
}

type ExportValues = z.input<typeof exportQuery>;

/** GET /api/agency/clients/exports/data: the clients who joined between two days, as a CSV file. */
export function ExportClientsButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const form = useForm<ExportValues>({ resolver: zodResolver(exportQuery) as never, defaultValues: { startDate: `${today.slice(0, 4)}-01-01`, endDate: today } });
  const { errors, isSubmitting } = form.formState;
  const download = form.handleSubmit(async ({ startDate, endDate }) => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await exportClients(startDate, endDate));
      const link = document.createElement("a");
      link.href = url;
      link.download = `clients-${startDate}-${endDate}.csv`;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setOpen(false);
    } catch {
      setFailed(true);
    }
  });
  return (
    <>
      <button type="button" className={secondaryAction} onClick={() => setOpen(true)}>
        <Trans>Export CSV</Trans>
      </button>
      <BookingModal isOpen={open} onOpenChange={setOpen} title={<Trans>Export clients</Trans>}>
        <form noValidate onSubmit={(e) => void download(e)} className="space-y-4">
          <p className="text-sm text-slate-600">
            <Trans>The clients who joined between these days (both included).</Trans>
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <InputField label={t`From`} type="date" registration={form.register("startDate")} error={errors.startDate?.message} />
            <InputField label={t`To`} type="date" registration={form.register("endDate")} error={errors.endDate?.message} />
          </div>
          {failed && (
            <p role="alert" className={errorText}>
              <Trans>The file could not be downloaded. Please try again.</Trans>
            </p>
          )}
          <button type="submit" className={primaryAction} disabled={isSubmitting}>
            <Trans>Download CSV</Trans>
          </button>
        </form>
      </BookingModal>
    </>
  );
}

/** POST /api/agency/clients/actions: one action on the clients ticked in the list. */
export function BulkActions({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const [action, setAction] = useState<ClientAction>("activate");
  const change = useOfficeChange("officeChange", (payload: { userIds: string[]; action: ClientAction }) => clientActions(payload.userIds, payload.action), onDone);
  const options: Record<ClientAction, string> = {
    activate: t`Activate`,
    deactivate: t`Deactivate`,
    enableRewardWallet: t`Turn the reward wallet on`,
    disableRewardWallet: t`Turn the reward wallet off`,
    resendVerificationEmail: t`Resend the verification email`,
  };
  if (selected.length === 0) return null;
  const count = selected.length;
  return (
    <form
      aria-label={t`Selected clients`}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        change.submit({ userIds: selected, action });
      }}
    >
      <p className="text-sm font-medium text-slate-800">{t`${count} selected`}</p>
      <label className="flex flex-col text-sm text-slate-700">
        <span className="mb-1">
          <Trans>Action</Trans>
        </span>
        <select
          value={action}
          onChange={(e) => {
            setAction(e.target.value as ClientAction);
            change.edited();
          }}
          className="h-11 rounded-xl border border-slate-300 bg-white px-3"
        >
          {(Object.keys(options) as ClientAction[]).map((key) => (
            <option key={key} value={key}>
              {options[key]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={secondaryAction} disabled={change.busy}>
        <Trans>Apply</Trans>
      </button>
      <ChangeProgress change={change} />
    </form>
  );
}
