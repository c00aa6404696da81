import type { PDFFont, PDFPage } from "pdf-lib";
import { formatMoney, money } from "@/shared/money";
import { agencyNameOf } from "../agency/repository";
import type { Db } from "../db/client";
import type { BookingRow } from "../db/schema-bookings";

// The booking's voucher or e-ticket as a PDF (my trip and every confirmation page), drawn by pdf-lib for
// every vertical: the vertical fills sections of label/value rows in the reader's language; the core lays
// them out. No network and no font files: the standard Helvetica, so a server with no fonts installed works.

export interface VoucherSection {
  readonly heading: string;
  readonly rows: readonly (readonly [label: string, value: string])[];
}

export interface Voucher {
  /** The agency's name (white label: the voucher carries the agency's brand, never ours). */
  readonly issuer: string;
  readonly title: string;
  readonly reference: string;
  readonly sections: readonly VoucherSection[];
  /** A closing line (support contact, "present this voucher at …"). */
  readonly footer?: string;
}

const PAGE: [number, number] = [595.28, 841.89]; // A4 in points
const MARGIN = 48;
const LINE = 16;

/**
 * The standard fonts encode WinAnsi only: letters outside it (ł, ő, Greek, CJK) lose their accents or
 * become "?", instead of failing the whole voucher.
 */
function printable(text: string, font: PDFFont): string {
  let out = "";
  for (const ch of text) {
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      const plain = ch.normalize("NFD").replace(/\p{M}+/gu, "");
      try {
        font.encodeText(plain);
        out += plain;
      } catch {
        out += "?";
      }
    }
  }
  return out;
}

/** Splits a value into lines that fit `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

/** What a vertical's voucher says of its booking: the core adds the agency as issuer and the booking's reference. */
export type VoucherParts = Omit<Voucher, "issuer" | "reference">;

/** A booking's voucher or e-ticket: the agency's brand and the booking's reference around the vertical's sections. */
export async function bookingVoucher(db: Db, b: BookingRow, parts: VoucherParts): Promise<Uint8Array> {
  return renderVoucherPdf({ issuer: await agencyNameOf(db, b.agencyId), reference: b.referenceNumber, ...parts });
}

/** The total paid, the row every voucher's payment section ends with (or shows alone). */
export function totalPaidRow(label: string, b: BookingRow, lang: string): readonly [string, string] {
  return [label, formatMoney(money(b.totalAmount, b.currency), lang)];
}

export async function renderVoucherPdf(voucher: Voucher): Promise<Uint8Array> {
  // Loaded on the first voucher: pdf-lib is ~13 MiB of a server's memory that most starts never use.
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(`${voucher.title} ${voucher.reference}`);
  doc.setAuthor(voucher.issuer);
  doc.setCreator(voucher.issuer);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  const labelWidth = width * 0.38;

  const ensure = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const text = (value: string, x: number, size: number, font: PDFFont, color = rgb(0.1, 0.1, 0.12)) => page.drawText(printable(value, font), { x, y, size, font, color });

  text(voucher.issuer, MARGIN, 11, bold, rgb(0.35, 0.35, 0.4));
  y -= 28;
  text(voucher.title, MARGIN, 20, bold);
  y -= 22;
  text(voucher.reference, MARGIN, 13, regular, rgb(0.3, 0.3, 0.35));
  y -= 28;

  for (const section of voucher.sections) {
    ensure(LINE * 3);
    text(section.heading, MARGIN, 13, bold);
    y -= 6;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: rgb(0.8, 0.8, 0.84) });
    y -= LINE;
    for (const [label, value] of section.rows) {
      const lines = wrap(printable(value, regular), regular, 10, width - labelWidth);
      ensure(LINE * lines.length);
      text(label, MARGIN, 10, bold, rgb(0.3, 0.3, 0.35));
      for (const line of lines) {
        text(line, MARGIN + labelWidth, 10, regular);
        y -= LINE;
      }
    }
    y -= 10;
  }

  if (voucher.footer) {
    const lines = wrap(printable(voucher.footer, regular), regular, 9, width);
    ensure(LINE * lines.length);
    for (const line of lines) {
      text(line, MARGIN, 9, regular, rgb(0.35, 0.35, 0.4));
      y -= 12;
    }
  }
  return doc.save();
}
