import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import type { PersonSummary } from "@/shared/api/people";
import { promoteClient, resendVerification, setAgentRestricted, setAgentStatus, setAgentType, setAgentWallet, setClientStatus, setClientWallet, type Saved } from "../../../api/back-office";
import { BookingModal } from "../../../components/booking/modal";
import { primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useOfficeChange } from "../use-office-change";
import { ChangeProgress } from "./office-ui";

/** One change of a person: a label, what it is now, a button; its progress beside it. */
function ActionRow<P>({ label, now, button, payload, save, onSaved }: { label: ReactNode; now: ReactNode; button: ReactNode; payload: P; save: (p: P) => Promise<Saved<unknown>>; onSaved: () => void }) {
  const change = useOfficeChange("officeChange", save, onSaved);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="text-sm text-slate-600">{now}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <ChangeProgress change={change} />
        <button type="button" className={secondaryAction} disabled={change.busy} onClick={() => change.submit(payload)}>
          {button}
        </button>
      </div>
    </div>
  );
}

interface ActionsProps {
  person: PersonSummary;
  onChanged: () => void;
}

/** Status ('Status changed Successfully') and reward wallet, alike for clients and agents (spec B §6). */
function StatusAndWallet({
  person,
  onChanged,
  setStatus,
  setWallet,
}: ActionsProps & { setStatus: (id: string, on: boolean) => Promise<Saved<unknown>>; setWallet: (id: string, on: boolean) => Promise<Saved<unknown>> }) {
  const id = person._id;
  return (
    <>
      <ActionRow
        label={<Trans>Status</Trans>}
        now={person.isActive ? <Trans>Active: can log in and book.</Trans> : <Trans>Inactive: cannot log in.</Trans>}
        button={person.isActive ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
        payload={!person.isActive}
        save={(isActive: boolean) => setStatus(id, isActive)}
        onSaved={onChanged}
      />
      <ActionRow
        label={<Trans>Reward wallet</Trans>}
        now={person.isRewardWalletEnable ? <Trans>On</Trans> : <Trans>Off</Trans>}
        button={person.isRewardWalletEnable ? <Trans>Turn off</Trans> : <Trans>Turn on</Trans>}
        payload={!person.isRewardWalletEnable}
        save={(on: boolean) => setWallet(id, on)}
        onSaved={onChanged}
      />
    </>
  );
}

/** A client: status, reward wallet, and the verification email again ('Verification email sent'). */
export function ClientActions({ person, onChanged }: ActionsProps) {
  return (
    <div className="divide-y divide-slate-100">
      <StatusAndWallet person={person} onChanged={onChanged} setStatus={setClientStatus} setWallet={setClientWallet} />
      {!person.emailVerified && (
        <ActionRow
          label={<Trans>Email address</Trans>}
          now={<Trans>Not verified yet.</Trans>}
          button={<Trans>Resend verification email</Trans>}
          payload={person._id}
          save={resendVerification}
          onSaved={onChanged}
        />
      )}
    </div>
  );
}

/** An agent: status, reward wallet, restricted or not. */
export function AgentActions({ person, onChanged }: ActionsProps) {
  return (
    <div className="divide-y divide-slate-100">
      <StatusAndWallet person={person} onChanged={onChanged} setStatus={setAgentStatus} setWallet={setAgentWallet} />
      {(person.role === "agent" || person.role === "restrictedAgent") && (
        <ActionRow
          label={<Trans>Restricted agent</Trans>}
          now={person.role === "restrictedAgent" ? <Trans>Books for clients and sees only their own bookings.</Trans> : <Trans>Sees every booking of the agency and manages clients.</Trans>}
          button={person.role === "restrictedAgent" ? <Trans>Lift the restriction</Trans> : <Trans>Restrict</Trans>}
          payload={person.role !== "restrictedAgent"}
          save={(restricted: boolean) => setAgentRestricted(person._id, restricted)}
          onSaved={onChanged}
        />
      )}
    </div>
  );
}

type Promotion = "Agent" | "RestrictedAgent" | "Admin";

/** spec B §4/§6: "Clients can be promoted to another user type" ('The user promoted successfully!'). */
export function PromoteButton({ person, canMakeAdmins, onPromoted }: { person: PersonSummary; canMakeAdmins: boolean; onPromoted: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<Promotion>("Agent");
  const change = useOfficeChange(
    "officeChange",
    (p: Promotion) => promoteClient({ userId: person._id, userType: p === "Admin" ? "Admin" : "Agent", isRestrictedAgent: p === "RestrictedAgent" }),
    () => {
      setOpen(false);
      onPromoted();
    },
  );
  const options: [Promotion, string][] = [["Agent", t`Agent`], ["RestrictedAgent", t`Restricted agent`], ...(canMakeAdmins ? ([["Admin", t`Admin`]] as [Promotion, string][]) : [])];
  return (
    <>
      <button type="button" className={secondaryAction} onClick={() => setOpen(true)}>
        <Trans>Promote</Trans>
      </button>
      <BookingModal isOpen={open} onOpenChange={setOpen} title={<Trans>Promote {person.name}</Trans>}>
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            change.submit(to);
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-slate-700">
              <Trans>New user type</Trans>
            </legend>
            {options.map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 px-3 text-sm">
                <input
                  type="radio"
                  name="promotion"
                  value={value}
                  checked={to === value}
                  onChange={() => {
                    setTo(value);
                    change.edited();
                  }}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={primaryAction} disabled={change.busy}>
              <Trans>Promote</Trans>
            </button>
            <ChangeProgress change={change} />
          </div>
        </form>
      </BookingModal>
    </>
  );
}

/** An agent's user type (PATCH /api/agency/agents/user-type): agent, admin (the owner only) or back to a client. */
export function AgentTypeForm({ person, canMakeAdmins, onChanged }: { person: PersonSummary; canMakeAdmins: boolean; onChanged: () => void }) {
  const { t } = useLingui();
  const current = person.userType === "Admin" ? "Admin" : "Agent";
  const [to, setTo] = useState<"Admin" | "Agent" | "Customer">(current);
  const change = useOfficeChange("officeChange", (type: "Admin" | "Agent" | "Customer") => setAgentType(person._id, type), onChanged);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        change.submit(to);
      }}
    >
      <label className="flex flex-col text-sm text-slate-700">
        <span className="mb-1 font-medium">
          <Trans>User type</Trans>
        </span>
        <select
          value={to}
          onChange={(e) => {
            setTo(e.target.value as typeof to);
            change.edited();
          }}
          className="h-11 rounded-xl border border-slate-300 bg-white px-3"
        >
          <option value="Agent">{t`Agent`}</option>
          {(canMakeAdmins || current === "Admin") && <option value="Admin">{t`Admin`}</option>}
          <option value="Customer">{t`Client (leaves the agent area)`}</option>
        </select>
      </label>
      <button type="submit" className={secondaryAction} disabled={change.busy || to === current}>
        <Trans>Change</Trans>
      </button>
      <ChangeProgress change={change} />
    </form>
  );
}
