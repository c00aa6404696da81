import { answerStatus, getChecked } from "./first-load";

// Apart from ./reference.ts, which the app's entry carries: only the sign-up page asks it (the landing's weight,
// docs/performance.md "Every page fast on a phone, part 5").

/**
 * Whether the embedded mailbox is served (demo mode without SMTP): where a new user's verification mail goes.
 * Its list answers only then (src/server/mail/routes.ts); elsewhere it is a 404, so the page asks it directly.
 */
export async function isMailboxServed(): Promise<boolean> {
  try {
    await getChecked("mailbox", () => import("@/shared/api/mailbox").then((module) => module.mailboxListResponse));
    return true;
  } catch (error) {
    if (answerStatus(error) === 404) return false;
    throw error;
  }
}
