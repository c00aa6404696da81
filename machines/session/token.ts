// The session machine's rule for a start-up token, apart from the machine: the header reads it on the first
// paint, before the machine's code (and xstate) has arrived (issue "Fast on a phone").

/** A token cookie that opens a session: present and not empty. */
export const isSessionToken = (token: string | null): token is string => token !== null && token !== "";
