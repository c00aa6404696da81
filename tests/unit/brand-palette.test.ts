// The palette the site derives from an agency's colours: whatever colours an agency picks, every text pair the
// site draws from them reaches WCAG 2.2 AA (4.5:1), and a colour that already does is left as chosen.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRIMARY_COLOR } from "@/shared/constants";
import { AA_CONTRAST, contrastRatio } from "@/shared/branding/contrast";
import { adjustedColor, brandPalette, HERO_BACKDROP, textOn } from "@/shared/branding/palette";
import { brandColorVariables } from "@/shared/branding/colours";

/** A seeded generator (mulberry32), so a failure names a colour that fails again on the next run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(20261129);
const randomHex = () =>
  `#${Math.floor(random() * 0x1000000)
    .toString(16)
    .padStart(6, "0")}`;
// Random colours, plus the edges: black, white, the mid-greys where both text colours come close, pure hues.
const COLORS = [
  ...Array.from({ length: 3000 }, randomHex),
  "#000000",
  "#ffffff",
  "#777777",
  "#767676",
  "#808080",
  "#ffff00",
  "#00ff00",
  "#00ffff",
  "#ff0000",
  "#0000ff",
  "#ff00ff",
  "#d9480f",
  "#0b7285",
  "#495057",
  DEFAULT_PRIMARY_COLOR,
  "#fff",
  "#abc",
];
const PAGE = ["#ffffff", "#f8fafc", "#f1f5f9"];

describe("brandPalette: every derived pair reaches 4.5:1 for any colour", () => {
  it.each([0, 1, 2])("slice %i of the colours", (slice) => {
    const failures: string[] = [];
    for (const [index, color] of COLORS.entries()) {
      if (index % 3 !== slice) continue;
      // The same colour as primary, heading and sub-heading: each rule sees every colour.
      const p = brandPalette({ primary: color, heading: color, subheading: color });
      const pairs: [string, string, string][] = [
        ["on-primary on primary", p.onPrimary, p.primary],
        ["on-primary on primary-hover", p.onPrimary, p.primaryHover],
        ...[...PAGE, p.primarySoft].map((background): [string, string, string] => [`primary text on ${background}`, p.primaryText, background]),
        ["heading on the hero", p.heading, HERO_BACKDROP],
        ["sub-heading on the hero", p.subheading, HERO_BACKDROP],
      ];
      for (const [name, text, background] of pairs) {
        if (contrastRatio(text, background) < AA_CONTRAST) failures.push(`${color}: ${name} ${text}/${background} = ${contrastRatio(text, background).toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps a colour that already reads as chosen, and says when it changed one", () => {
    const navy = brandPalette({ primary: "#0b5394", heading: "#ffffff", subheading: "#e2e8f0" });
    expect(navy).toMatchObject({ primary: "#0b5394", onPrimary: "#ffffff", primaryText: "#0b5394", heading: "#ffffff", subheading: "#e2e8f0" });
    expect(adjustedColor("#0b5394", navy.primaryText)).toBeNull();
    // The hostile palette: yellow is kept for buttons (with dark text) and darkened for text on the page.
    const yellow = brandPalette({ primary: "#ffff00", heading: "#777777", subheading: "#777777" });
    expect(yellow.primary).toBe("#ffff00");
    expect(yellow.onPrimary).toBe("#0f172a");
    expect(adjustedColor("#ffff00", yellow.primaryText)).toBe(yellow.primaryText);
    expect(adjustedColor("#777777", yellow.heading)).toMatch(/^#[0-9a-f]{6}$/);
    // Acme's orange: the 4.29:1 with white text; the text becomes dark instead.
    expect(contrastRatio("#ffffff", "#d9480f")).toBeLessThan(AA_CONTRAST);
    expect(textOn("#d9480f")).not.toBe("#ffffff");
  });

  it("adjusts by the least amount: a failing colour ends just past 4.5:1, not at black", () => {
    const p = brandPalette({ primary: "#ffff00", heading: "#777777", subheading: "#2c7be5" });
    expect(contrastRatio(p.primaryText, "#f1f5f9")).toBeLessThan(AA_CONTRAST + 0.2);
    expect(contrastRatio(p.heading, HERO_BACKDROP)).toBeLessThan(AA_CONTRAST + 0.2);
  });
});

describe("the stylesheet's defaults are the derived ones", () => {
  it("theme.css holds brandColorVariables of the default agency", () => {
    const css = readFileSync(new URL("../../src/web/theme.css", import.meta.url), "utf8");
    for (const [name, value] of brandColorVariables({ primaryColor: DEFAULT_PRIMARY_COLOR, headingColor: "#ffffff", subHeadingColor: "#e2e8f0" })) {
      expect(css, name).toContain(`${name}: ${value};`);
    }
  });
});
