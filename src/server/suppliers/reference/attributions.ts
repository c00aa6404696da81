// The credits live in src/shared so the web's credits page shows the same list.
export { ATTRIBUTIONS, type Attribution } from "../../../shared/attributions";
