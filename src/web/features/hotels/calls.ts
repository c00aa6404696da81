// The hotel machine's finding calls (a search, a hotel's rooms and content, a rate's price): loaded when the first one
// is made, so the search page's first screen does not carry ky and the answers' schemas ("Every page fast on a
// phone"). The booking calls are ./booking-calls.ts, loaded when the first of them is made (a details page opened by
// its address evaluates only these). ./web-vertical.ts imports both on demand.
export { getHotelContent, getHotelPrice, getRoomsAndRates, pollHotelSearch, startAndPollHotelSearch, startHotelSearch } from "../../api/hotels";
