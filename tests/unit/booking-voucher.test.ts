import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderVoucherPdf } from "@/server/bookings/voucher";

describe("booking voucher PDF (every vertical's voucher or e-ticket)", () => {
  it("draws a PDF titled with the booking's reference, pages added as the sections grow", async () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`Guest ${i + 1}`, "Łukasz Żółć, São Paulo"] as const);
    const bytes = await renderVoucherPdf({
      issuer: "Acme Travel",
      title: "Hotel voucher",
      reference: "HT2ABCDEFG",
      sections: [{ heading: "Guests", rows }],
      footer: "Present this voucher at check-in.",
    });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Hotel voucher HT2ABCDEFG");
    expect(doc.getAuthor()).toBe("Acme Travel");
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
});
