// The message a shared rule names by id (a zod issue's message), from every catalog of rule
// messages: the server's 400s and the web's field errors translate the same id the same way.
import { backOfficeDescriptor } from "./back-office/messages";
import { couponDescriptor } from "./booking/coupons";
import { travellerDescriptor } from "./booking/travellers";
import { websiteDescriptor } from "./branding/messages";
import { refundProtectionDescriptor } from "./booking/refund-protection";
import { rewardWalletDescriptor } from "./booking/reward-wallet";
import { tripBundleDescriptor } from "./booking/trip-bundle";
import { carRuleDescriptor } from "./cars/messages";
import { hotelDescriptor } from "./hotels/messages";
import { messages } from "./messages";
import { proposalDescriptor } from "./proposals/messages";
import { providerDescriptor } from "./provider/messages";
import { descriptorFor, type MessageDescriptor } from "./validation/messages";

const sharedById = new Map<string, MessageDescriptor>(Object.values(messages).map((d) => [d.id, d]));

export function ruleMessage(id: string): MessageDescriptor | undefined {
  return (
    descriptorFor(id) ??
    sharedById.get(id) ??
    travellerDescriptor(id) ??
    carRuleDescriptor(id) ??
    hotelDescriptor(id) ??
    couponDescriptor(id) ??
    backOfficeDescriptor(id) ??
    websiteDescriptor(id) ??
    tripBundleDescriptor(id) ??
    refundProtectionDescriptor(id) ??
    rewardWalletDescriptor(id) ??
    proposalDescriptor(id) ??
    providerDescriptor(id)
  );
}
