import { accountMessages } from "@/shared/validation/messages";
import { ServerAlert } from "../../../features/accounts/components/fields";

/**
 * The social callback sends a failed sign-in back to /login or /signup with `socialError=true`
 * (spec A "Social login failure": 'Error during Social login'), so the user can try again from
 * the page they started on instead of landing on an error page.
 */
export function SocialErrorAlert({ shown }: { shown: boolean }) {
  return shown ? <ServerAlert message={accountMessages.socialLoginError} /> : null;
}
