import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm, useWatch } from "react-hook-form";
import { createInvitationRequest, type CreateInvitationRequest } from "@/shared/api/auth";
import type { PendingInvitation } from "@/shared/api/people";
import { invite, resendInvitation, revokeInvitation } from "../../../api/back-office";
import { InputField } from "../../../components/booking/form-field";
import { dangerOutlineAction, primaryAction, secondaryAction } from "../../../components/booking/styles";
import { useBackOfficeLabels } from "../labels";
import { useOfficeChange } from "../use-office-change";
import { Badge, ChangeProgress, useDateTime } from "./office-ui";

/** spec B §6: invite an agent by email, restricted or not (an admin: the owner only). The mail carries a single-use link. */
export function InviteForm({ canInviteAdmins, onInvited }: { canInviteAdmins: boolean; onInvited: () => void }) {
  const { t } = useLingui();
  const form = useForm<CreateInvitationRequest>({ resolver: zodResolver(createInvitationRequest) as never, defaultValues: { email: "", isRestrictedAgent: false, userType: "Agent" } });
  const change = useOfficeChange("officeChange", invite, () => {
    form.reset({ email: "", isRestrictedAgent: false, userType: "Agent" });
    onInvited();
  });
  const { errors } = form.formState;
  const asAdmin = useWatch({ control: form.control, name: "userType" }) === "Admin";
  return (
    <form aria-label={t`Invite an agent`} noValidate onSubmit={(e) => void form.handleSubmit((values) => change.submit(values))(e)} onChange={() => change.edited()} className="space-y-4">
      <InputField label={t`Email`} type="email" registration={form.register("email")} error={errors.email?.message} autoComplete="off" />
      {canInviteAdmins && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">
            <Trans>Role</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            <label className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-3 text-sm">
              <input type="radio" value="Agent" {...form.register("userType")} className="size-4 accent-primary" />
              <Trans>Agent</Trans>
            </label>
            <label className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 px-3 text-sm">
              <input type="radio" value="Admin" {...form.register("userType")} className="size-4 accent-primary" />
              <Trans>Admin</Trans>
            </label>
          </div>
        </fieldset>
      )}
      {!asAdmin && (
        <label className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" {...form.register("isRestrictedAgent")} className="mt-0.5 size-4 accent-primary" />
          <span>
            <span className="font-medium text-slate-900">
              <Trans>Restricted agent</Trans>
            </span>
            <br />
            <Trans>Books for the agency's clients and sees only their own bookings: no markups, billing, settings or other agents.</Trans>
          </span>
        </label>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryAction} disabled={change.busy}>
          <Trans>Send invitation</Trans>
        </button>
        <ChangeProgress change={change} />
      </div>
    </form>
  );
}

function InvitationRow({ invitation, onChanged }: { invitation: PendingInvitation; onChanged: () => void }) {
  const { t } = useLingui();
  const labels = useBackOfficeLabels();
  const date = useDateTime();
  const resend = useOfficeChange("officeChange", resendInvitation, onChanged);
  const revoke = useOfficeChange("officeChange", revokeInvitation, onChanged);
  const expired = invitation.expired;
  const role =
    invitation.userType === "AgencyOwner" ? labels.roles.owner : invitation.userType === "Admin" ? labels.roles.admin : invitation.isRestrictedAgent ? labels.roles.restrictedAgent : labels.roles.agent;
  const email = invitation.email;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{email}</p>
        <p className="text-xs text-slate-600">
          {role} · <Trans>invited by {invitation.invitedBy}</Trans> · {expired ? <Badge tone="bad">{t`Expired`}</Badge> : <Trans>valid until {date(invitation.expiresAt)}</Trans>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ChangeProgress change={resend.error || resend.busy ? resend : revoke} />
        <button type="button" className={secondaryAction} disabled={resend.busy || revoke.busy} onClick={() => resend.submit(invitation._id)} aria-label={t`Resend the invitation to ${email}`}>
          <Trans>Resend</Trans>
        </button>
        <button type="button" className={dangerOutlineAction} disabled={resend.busy || revoke.busy} onClick={() => revoke.submit(invitation._id)} aria-label={t`Revoke the invitation to ${email}`}>
          <Trans>Revoke</Trans>
        </button>
      </div>
    </li>
  );
}

/** Invitations not yet accepted: each can be sent again (a new link) or revoked. */
export function PendingInvitations({ invitations, onChanged }: { invitations: PendingInvitation[]; onChanged: () => void }) {
  if (invitations.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>No open invitations.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {invitations.map((invitation) => (
        <InvitationRow key={invitation._id} invitation={invitation} onChanged={onChanged} />
      ))}
    </ul>
  );
}
