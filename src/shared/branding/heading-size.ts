import { HERO_HEADING_MEDIUM, HERO_HEADING_SHORT } from "../constants";

export type HeadingSize = "short" | "medium" | "long";

/**
 * spec A §1: the hero's font size depends on the heading's length: under 50 characters, under 100,
 * otherwise. The landing page and the website settings preview both size the heading with this.
 */
export function headingSize(heading: string): HeadingSize {
  const length = [...heading].length;
  if (length < HERO_HEADING_SHORT) return "short";
  if (length < HERO_HEADING_MEDIUM) return "medium";
  return "long";
}
