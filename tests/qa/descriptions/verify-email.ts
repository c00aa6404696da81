import type { VerifyEmailContext } from "@machines/verify-email/verify-email.machine";
import { describeMachine } from "../describe";
import { tr } from "../phrases";

export const verifyEmailDescriptions = describeMachine<VerifyEmailContext>({
  start: (input) => ((input as { token: string | null }).token ? tr`Open the verification link from the signup email (/verify?token=…)` : tr`Open /verify without a token`),
  states: {
    starting: tr`(the page reads the link)`,
    verifying: tr`The page says it is verifying your email`,
    verified: tr`A toast confirms your email and you are on /login`,
    linkExpired: tr`You are taken to /expired`,
  },
  events: {
    "xstate.done.actor.verifyAccount": tr`The server confirms the email`,
    "xstate.error.actor.verifyAccount": tr`The server says the link is used or expired (open it a second time)`,
  },
});
