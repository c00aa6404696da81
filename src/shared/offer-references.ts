// A module of its own, apart from first-answers.ts: the details pages' code reads it, and the app's entry (which
// reads first-answers.ts) does not carry it (the landing's weight, docs/performance.md).

/**
 * The API call (a path under /api/ with its query) that answers a details page's offer as its supplier describes it
 * (reference data, no price: its name, address, rating and photos), for the vertical whose page it is. The first
 * HTML carries its answer (issue "Every page fast on a phone": the offer's photo is a details page's largest paint,
 * and it used to wait for the app to price the offer), the server draws the page's first screen from it and the app
 * draws the same from the same answer until the offer is priced.
 */
export const OFFER_REFERENCE_CALLS = {
  hotel: (hotelId: string) => `v2/hotel/static-content?hotelId=${encodeURIComponent(hotelId)}`,
  activity: (productCode: string) => `activities/details/${encodeURIComponent(productCode)}`,
  /**
   * The deal page's proposal, read without marking it viewed (`peek`): the first HTML may be fetched by a mail
   * scanner; the app reads it as before, which marks it (docs/decisions.md "Every page fast on a phone").
   */
  proposal: (proposalId: string) => `v2/hotel/proposal?proposalId=${encodeURIComponent(proposalId)}&peek=true`,
} as const;
