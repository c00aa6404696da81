/**
 * The booking core's context slots that no guard reads, for every booking machine's model (`echoOnly`):
 * the form as typed, the first traveller's citizenship, the chosen add-ons, the wallet credit chosen, the client booked for, the card
 * summary kept after paying, the payment child's resume hint and the declined hold a new attempt names reach actors'
 * inputs and the page, never a branch. Counting them in a snapshot's identity multiplied
 * each vertical's graph by the add-on and client combinations (cars: 37,445 paths, 6,704 without).
 */
export const BOOKING_ECHO_SLOTS = ["draft", "citizenship", "addOns", "walletCredit", "clientId", "card", "paymentResume", "declinedHold"] as const;
