// spec A §3 passenger codes and the flight's seat limit, without zod: the traveller picker and the flight
// machine read them on the search page's first screen ("Fast on a phone"); the schemas build from them
// (./search-request.ts).
export const PASSENGER_TYPES = ["ADT", "CHD", "INF"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];
/** Most suppliers sell at most nine passengers on one booking. */
export const MAX_PASSENGERS = 9;
