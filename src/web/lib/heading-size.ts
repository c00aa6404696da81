import { HERO_HEADING_MEDIUM, HERO_HEADING_SHORT } from "../../shared/constants";

type HeadingSize = "short" | "medium" | "long";

/** spec A §1: hero font size depends on heading length: under 50, under 100, otherwise. */
export function headingSize(heading: string): HeadingSize {
  const length = [...heading].length;
  if (length < HERO_HEADING_SHORT) return "short";
  if (length < HERO_HEADING_MEDIUM) return "medium";
  return "long";
}
