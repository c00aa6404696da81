import type { AgencyData } from "../../shared/api/agency";
import type { AgencyRow } from "../db/schema";

/** Database row → the API shape of spec A §3 agencyData. */
export function toAgencyData(row: AgencyRow): AgencyData {
  return {
    _id: row.id,
    agencyName: row.agencyName,
    code: row.code,
    status: row.status,
    logo: row.logo,
    favicon: row.favicon,
    primaryColor: row.primaryColor,
    heading: row.heading,
    subHeading: row.subHeading,
    headingColor: row.headingColor,
    subHeadingColor: row.subHeadingColor,
    backgroundImage: row.backgroundImage,
    backgroundVideo: row.backgroundVideo,
    mobileBackgroundImage: row.mobileBackgroundImage,
    backgroundOverlay: Math.min(100, Math.max(0, row.backgroundOverlay)),
    carouselImages: row.carouselImages,
    authLayout: row.authLayout,
    bookingMenuItemOptions: row.bookingMenuItemOptions,
    social: { isFacebookEnabled: row.isFacebookEnabled, isGoogleEnabled: row.isGoogleEnabled },
    sso: { isSSOEnabled: row.isSSOEnabled, isDirectLoginAllowedForSSOUsers: row.isDirectLoginAllowedForSSOUsers },
    returnUrl: row.returnUrl,
    isSubscribed: row.isSubscribed,
    termsAndConditions: row.termsAndConditions,
    privacyPolicy: row.privacyPolicy,
    cookiesPolicy: row.cookiesPolicy,
    disclaimer: row.disclaimer,
    facebook: row.facebook,
    twitter: row.twitter,
    linkedin: row.linkedin,
    instagram: row.instagram,
    youtube: row.youtube,
    tiktok: row.tiktok,
    contactPhoneNumber: row.contactPhoneNumber,
    contactEmailId: row.contactEmailId,
    analytics: {
      isEnabled: row.analyticsEnabled,
      googleAnalyticsId: row.googleAnalyticsId,
      facebookAnalyticsId: row.facebookAnalyticsId,
    },
    defaultLanguage: row.defaultLanguage,
    defaultCurrency: row.defaultCurrency,
  };
}
