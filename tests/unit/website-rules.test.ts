// The website settings' shared rules: the hero heading's three sizes (spec A §1), the WCAG contrast
// ratio (the derived palette: brand-palette.test.ts), and the legal texts' Markdown, sanitised and parsed without HTML.
import { describe, expect, it } from "vitest";
import { brandAssetProblem } from "@/shared/branding/assets";
import { contrastRatio } from "@/shared/branding/contrast";
import { headingSize } from "@/shared/branding/heading-size";
import { parseMarkdown } from "@/shared/branding/markdown";

describe("headingSize (spec A §1: under 50, under 100, otherwise)", () => {
  it.each([
    ["x".repeat(49), "short"],
    ["x".repeat(50), "medium"],
    ["x".repeat(99), "medium"],
    ["x".repeat(100), "long"],
    ["é".repeat(49), "short"],
  ])("%#: %s", (heading, size) => expect(headingSize(heading)).toBe(size));
});

describe("primary colour contrast", () => {
  it("measures WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
  });
});

describe("brand assets", () => {
  it("checks the type, then the size", () => {
    expect(brandAssetProblem("favicon", { type: "image/jpeg", size: 10 })).toBe("type");
    expect(brandAssetProblem("logo", { type: "image/png", size: 2 * 1024 * 1024 })).toBe("size");
    expect(brandAssetProblem("backgroundVideo", { type: "video/mp4", size: 1024 })).toBeNull();
  });
});

describe("legal Markdown", () => {
  it("parses headings, paragraphs, lists, emphasis and safe links only", () => {
    expect(parseMarkdown("# Terms\n\nWe **care** about *you*.\n\n- one\n- [two](https://a.test)\n\n1. first\n\n---\n\n[bad](javascript:x)")).toEqual([
      { kind: "heading", level: 2, children: [{ kind: "text", text: "Terms" }] },
      {
        kind: "paragraph",
        children: [
          { kind: "text", text: "We " },
          { kind: "strong", children: [{ kind: "text", text: "care" }] },
          { kind: "text", text: " about " },
          { kind: "em", children: [{ kind: "text", text: "you" }] },
          { kind: "text", text: "." },
        ],
      },
      { kind: "list", ordered: false, items: [[{ kind: "text", text: "one" }], [{ kind: "link", href: "https://a.test", children: [{ kind: "text", text: "two" }] }]] },
      { kind: "list", ordered: true, items: [[{ kind: "text", text: "first" }]] },
      { kind: "rule" },
      { kind: "paragraph", children: [{ kind: "text", text: "bad" }] },
    ]);
  });
});
