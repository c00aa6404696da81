// The car machine's finding calls (a search, a quote priced now, at the details page and at checkout): loaded when the
// first one is made, so the search page's first screen does not carry ky and the answers' schemas ("Every page fast on
// a phone"). The booking calls are ./booking-calls.ts, loaded when the first of them is made (a details page opened by
// its address evaluates only these). ./web-vertical.ts imports both on demand.
export { checkoutCar, getCarDetails, searchCars } from "../../api/cars";
