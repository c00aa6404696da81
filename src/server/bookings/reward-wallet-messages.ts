// Answers of the reward wallet (spec B §6; docs/decisions.md "Reward wallet"), apart from messages.ts so the
// wallet stays in its own files. Same pattern: /*i18n*/ descriptors with explicit ids.
export const rewardWalletMessages = {
  saved: /*i18n*/ { id: "rewardWallet.server.saved", message: "Reward wallet settings saved" },
  notEnabled: /*i18n*/ { id: "rewardWallet.server.notEnabled", message: "Your reward wallet is not enabled" },
  notOwner: /*i18n*/ { id: "rewardWallet.server.notOwner", message: "Only the traveller can use their wallet credit" },
  tooMuch: /*i18n*/ { id: "rewardWallet.server.tooMuch", message: "The wallet credit cannot be more than the total" },
  insufficient: /*i18n*/ { id: "rewardWallet.server.insufficient", message: "Your wallet balance is lower than the credit applied. Please check the amount." },
  cardRequired: /*i18n*/ { id: "rewardWallet.server.cardRequired", message: "Enter card details to pay the rest" },
} as const;
