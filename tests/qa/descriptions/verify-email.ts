import type { VerifyEmailContext } from "../../../machines/verify-email/verify-email.machine";
import { describeMachine } from "../describe";

export const verifyEmailDescriptions = describeMachine<VerifyEmailContext>({
  start: (input) => ((input as { token: string | null }).token ? "Open the verification link from the signup email (/verify?token=…)" : "Open /verify without a token"),
  states: {
    starting: "(the page reads the link)",
    verifying: "The page says it is verifying your email",
    verified: "A toast confirms your email and you are on /login",
    linkExpired: "You are taken to /expired",
  },
  events: {
    "xstate.done.actor.verifyAccount": "The server confirms the email",
    "xstate.error.actor.verifyAccount": "The server says the link is used or expired (open it a second time)",
  },
});
