import { useLingui } from "@lingui/react/macro";
import type { AuditAction } from "../../../shared/api/audit";
import type { MarkupVertical } from "../../../shared/back-office/markups";
import type { NavigationId } from "../../../shared/back-office/navigation";
import type { Role } from "../../../shared/permissions";

/** The back office's labels, translated, including those that come from data (roles, verticals, navigation ids, audit actions and fields). */
export function useBackOfficeLabels() {
  const { t } = useLingui();
  const roles: Record<Role, string> = { owner: t`Owner`, admin: t`Admin`, agent: t`Agent`, restrictedAgent: t`Restricted agent`, client: t`Client` };
  const verticals: Record<MarkupVertical, string> = { flight: t`Flights`, hotel: t`Hotels`, car: t`Cars`, activity: t`Activities` };
  const navigation: Record<NavigationId, string> = {
    dashboard: t`Dashboard`,
    clients: t`Clients`,
    agents: t`Agents`,
    markups: t`Markups`,
    activity: t`Activity`,
    websiteSettings: t`Website settings`,
  };
  const actions: Record<AuditAction, string> = {
    "client.created": t`Client added`,
    "user.statusChanged": t`Status changed`,
    "user.promoted": t`Client promoted`,
    "user.typeChanged": t`User type changed`,
    "agent.restrictionChanged": t`Restriction changed`,
    "user.rewardWalletChanged": t`Reward wallet changed`,
    "invitation.sent": t`Invitation sent`,
    "invitation.resent": t`Invitation sent again`,
    "invitation.revoked": t`Invitation revoked`,
    "invitation.accepted": t`Invitation accepted`,
    "markup.changed": t`Markup changed`,
    "settings.changed": t`Website settings changed`,
  };
  /** The audit trail's field names (what before and after hold). */
  const fields: Record<string, string> = {
    userType: t`User type`,
    isRestrictedAgent: t`Restricted`,
    isActive: t`Active`,
    isRewardWalletEnable: t`Reward wallet`,
    email: t`Email`,
    phoneNumber: t`Phone`,
    vertical: t`Booking type`,
    markupType: t`Markup type`,
    markupValue: t`Markup`,
    agencyFee: t`Agency fee`,
  };
  const userTypes: Record<string, string> = { AgencyOwner: t`Owner`, Admin: t`Admin`, Agent: t`Agent`, Customer: t`Client`, percent: t`Percent`, fixed: t`Fixed amount` };
  return { roles, verticals, navigation, actions, fields, userTypes, yes: t`Yes`, no: t`No`, none: t`Inherited` };
}
