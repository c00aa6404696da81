import { useLingui } from "@lingui/react/macro";
import type { BookingCategory } from "@/shared/api/agency-bookings";
import type { AuditAction } from "@/shared/api/audit";
import type { MarkupVertical } from "@/shared/back-office/markups";
import type { NavigationId } from "@/shared/back-office/navigation";
import type { Role } from "@/shared/permissions";
import { perVertical, VERTICALS, type VerticalId } from "@/shared/verticals";
import { useVerticalNames } from "../../lib/vertical-names";

/** My trip's title (src/web/features/checkout-sessions/messages.ts), by its id: features do not import each other. */
const myTripTitle = /*i18n*/ { id: "mytrip.title", message: "My trip" };

/** The back office's labels, translated, including those that come from data (roles, verticals, navigation ids, audit actions and fields). */
export function useBackOfficeLabels() {
  const { t, i18n } = useLingui();
  const roles: Record<Role, string> = { owner: t`Owner`, admin: t`Admin`, agent: t`Agent`, restrictedAgent: t`Restricted agent`, client: t`Client` };
  const names = useVerticalNames();
  const verticals: Record<MarkupVertical, string> = perVertical("id", (v) => names.many(v.plural));
  const navigation: Record<NavigationId, string> = {
    dashboard: t`Dashboard`,
    clients: t`Clients`,
    agents: t`Agents`,
    ...(Object.fromEntries(VERTICALS.map((v) => [`${v.id}Bookings`, i18n._(v.bookingsTitle)])) as Record<`${VerticalId}Bookings`, string>),
    // The same words as My trip's own title (mytrip.title).
    myTrip: i18n._(myTripTitle),
    proposals: t`Proposals`,
    shortLinks: t`Short links`,
    recentSearches: t`Recent searches`,
    markups: t`Markups`,
    activity: t`Activity`,
    websiteSettings: t`Website settings`,
    addOnSettings: t`Add-ons`,
    subscription: t`Subscription`,
    agencies: t`Agencies`,
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
    "refundProtection.changed": t`Refund protection changed`,
    "tripAddOn.changed": t`Trip bundle changed`,
    "rewardWallet.changed": t`Reward wallet earn rate changed`,
    "client.verificationResent": t`Verification email sent again`,
    "application.mailDomain": t`Mail domain changed`,
    "subscription.started": t`Subscribed`,
    "subscription.planChanged": t`Plan changed`,
    "subscription.cancellationChanged": t`Subscription cancellation changed`,
    "subscription.cardChanged": t`Card changed`,
    "booking.ticketed": t`Booking ticketed`,
    "booking.cancelled": t`Booking cancelled`,
    "booking.voided": t`Booking voided`,
    "proposal.created": t`Proposal created`,
    "proposal.sent": t`Proposal sent`,
    "proposal.approved": t`Proposal approved`,
    "proposal.declined": t`Proposal declined`,
    "proposal.bookingLinksSent": t`Proposal booking links sent`,
    "proposal.booked": t`Proposal booked`,
    "shortLink.created": t`Short link created`,
    "shortLink.deleted": t`Short link deleted`,
    "shortLink.emailed": t`Short link emailed`,
    "agency.created": t`Agency created`,
    "agency.statusChanged": t`Agency activated or deactivated`,
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
    // Website settings (the settings page's own words).
    agencyName: t`Site name`,
    logo: t`Logo`,
    favicon: t`Favicon`,
    primaryColor: t`Primary colour`,
    heading: t`Heading`,
    subHeading: t`Sub-heading`,
    headingColor: t`Heading colour`,
    subHeadingColor: t`Sub-heading colour`,
    backgroundImage: t`Background image`,
    mobileBackgroundImage: t`Mobile background image`,
    backgroundVideo: t`Looping background video`,
    bookingMenuItemOptions: t`Booking menu`,
    isFacebookEnabled: t`Sign in with Facebook`,
    isGoogleEnabled: t`Sign in with Google`,
    isSSOEnabled: t`Single sign-on`,
    ssoSecretRotated: t`New secret`,
    returnUrl: t`Return URL`,
    termsAndConditions: t`Terms and conditions`,
    privacyPolicy: t`Privacy policy`,
    cookiesPolicy: t`Cookies policy`,
    disclaimer: t`Disclaimer`,
    contactPhoneNumber: t`Contact phone`,
    contactEmailId: t`Contact email`,
    analyticsEnabled: t`Use analytics`,
    googleAnalyticsId: t`Google Analytics ID`,
    facebookAnalyticsId: t`Facebook pixel ID`,
    defaultLanguage: t`Default language`,
    defaultCurrency: t`Default currency`,
    customDomains: t`Custom domain`,
    subdomain: t`Subdomain`,
    subscriptionStart: t`Subscription at the start`,
    // Add-on settings (the add-ons page's own words).
    isEnabled: t`Offered`,
    refundProtectMarkup: t`Markup on the premium`,
    earnRate: t`Earn rate`,
    discountPercent: t`Bundle discount`,
    products: t`Bundle items`,
    oneWayNights: t`Nights for a one-way trip`,
    // Subscription, bookings, proposals and short links (what their lines hold).
    isSubscribed: t`Subscribed`,
    planType: t`Plan`,
    scheduledPlanType: t`Plan from the period's end`,
    status: t`Status`,
    cancelAtPeriodEnd: t`Ends with the period`,
    card: t`Card`,
    mailDomain: t`Mail domain`,
    penalty: t`Penalty`,
    refund: t`Refund`,
    booking: t`Booking`,
    shortUrl: t`Short link`,
    path: t`Page`,
    type: t`Type`,
    code: t`Code`,
  };
  const userTypes: Record<string, string> = { AgencyOwner: t`Owner`, Admin: t`Admin`, Agent: t`Agent`, Customer: t`Client`, percent: t`Percent`, fixed: t`Fixed amount` };
  return { roles, verticals, navigation, actions, fields, userTypes, yes: t`Yes`, no: t`No`, none: t`Inherited` };
}

/** The back office's words for each vertical (spec B §2: bookings lists per type — flights, hotels, cars, activities). */
export function useCategoryText() {
  const { i18n } = useLingui();
  const names = useVerticalNames();
  return {
    title: perVertical("plural", (v) => i18n._(v.bookingsTitle)) satisfies Record<BookingCategory, string>,
    name: perVertical("plural", (v) => names.many(v.plural)) satisfies Record<BookingCategory, string>,
    /** What the trip's first day is called in each vertical. */
    start: perVertical("plural", (v) => i18n._(v.tripStart)) satisfies Record<BookingCategory, string>,
  };
}
