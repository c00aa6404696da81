// Markups (spec B §6: the agency sets markups for itself, its agents and its clients; spec A §9 and spec B §9
// defaults: percent, 0, fee 0), one setting per vertical. The rule is written once here and used by the
// markup editor's form, the server's request schema and the pricing table's values.
import { z } from "zod";
import { DEFAULT_AGENCY_FEE, DEFAULT_MARKUP_TYPE, DEFAULT_MARKUP_VALUE } from "../constants";
import { VERTICAL_IDS } from "../verticals";
import { backOfficeRuleMessages as m } from "./messages";

export const MARKUP_VERTICALS = VERTICAL_IDS;
export type MarkupVertical = (typeof MARKUP_VERTICALS)[number];
export const markupVertical = z.enum(MARKUP_VERTICALS);
export const MARKUP_TYPES = ["percent", "fixed"] as const;
export type MarkupType = (typeof MARKUP_TYPES)[number];

/** The pricing code's own bound on percentages (src/server/pricing/markup.ts). */
export const MAX_MARKUP_PERCENT = 1000;
/** int4 columns hold fees; nothing near this is a sensible markup. */
const MAX_MINOR_UNITS = 100_000_000;

/**
 * One vertical's setting at one level. `markupType` and `markupValue` move together; null = inherit from the
 * level above (agent from agency, client from the booking agent and the agency). Fixed markups and fees are
 * whole minor units of the booking's currency; percentages are percent (12.5 = 12.5 %).
 */
export interface MarkupSetting {
  vertical: MarkupVertical;
  markupType: MarkupType | null;
  markupValue: number | null;
  agencyFee: number | null;
}

/** The first broken rule of a setting, as [field, message id]; null when it is valid. */
export function markupSettingIssue(s: Omit<MarkupSetting, "vertical">): ["markupValue" | "agencyFee", string] | null {
  if ((s.markupType === null) !== (s.markupValue === null)) return ["markupValue", m.markupRequired.id];
  if (s.markupType === "percent" && s.markupValue !== null && !(s.markupValue >= 0 && s.markupValue <= MAX_MARKUP_PERCENT)) return ["markupValue", m.markupPercent.id];
  if (s.markupType === "fixed" && s.markupValue !== null && !(Number.isSafeInteger(s.markupValue) && s.markupValue >= 0 && s.markupValue <= MAX_MINOR_UNITS)) {
    return ["markupValue", m.markupAmount.id];
  }
  if (s.agencyFee !== null && !(Number.isSafeInteger(s.agencyFee) && s.agencyFee >= 0 && s.agencyFee <= MAX_MINOR_UNITS)) return ["agencyFee", m.feeAmount.id];
  return null;
}

export const markupSetting = z
  .object({
    vertical: markupVertical,
    markupType: z.enum(MARKUP_TYPES).nullable(),
    markupValue: z.number().nullable(),
    agencyFee: z.number().nullable(),
  })
  .superRefine((value, ctx) => {
    const issue = markupSettingIssue(value);
    if (issue) ctx.addIssue({ code: "custom", path: [issue[0]], message: issue[1] });
  });

/** A level's settings: one per vertical at most. */
export const markupSettings = z
  .array(markupSetting)
  .min(1)
  .max(MARKUP_VERTICALS.length)
  .refine((list) => new Set(list.map((s) => s.vertical)).size === list.length, { message: m.verticalsUnique.id });

/** What applies when nothing is set (spec A §9, spec B §9). */
export const DEFAULT_MARKUP: Omit<MarkupSetting, "vertical"> = { markupType: DEFAULT_MARKUP_TYPE, markupValue: DEFAULT_MARKUP_VALUE, agencyFee: DEFAULT_AGENCY_FEE };

/** A setting that inherits everything. */
export const inheritedSetting = (vertical: MarkupVertical): MarkupSetting => ({ vertical, markupType: null, markupValue: null, agencyFee: null });

// ---- the editor's form: amounts typed in major units ("12.50"), empty = inherit ----

/** "12.5" → 1250 with 2 digits; null when it is not a plain non-negative number with at most `digits` decimals. */
export function toMinorUnits(text: string, digits: number): number | null {
  const value = text.trim();
  const pattern = digits > 0 ? new RegExp(`^\\d{1,9}(\\.\\d{1,${digits}})?$`) : /^\d{1,9}$/;
  if (!pattern.test(value)) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

export function fromMinorUnits(amount: number, digits: number): string {
  return (amount / 10 ** digits).toFixed(digits);
}

export const markupFormRow = z.object({
  vertical: markupVertical,
  /** Agents' and clients' rows may inherit; the agency's never do (the defaults are its inheritance). */
  inherit: z.boolean(),
  markupType: z.enum(MARKUP_TYPES),
  markupValue: z.string(),
  agencyFee: z.string(),
});
export type MarkupFormRow = z.infer<typeof markupFormRow>;

/** A form row as the API's setting, given the currency's minor-unit digits; an issue when a value is not valid. */
export function settingOfRow(row: MarkupFormRow, digits: number): { setting: MarkupSetting } | { issue: ["markupValue" | "agencyFee", string] } {
  if (row.inherit) return { setting: inheritedSetting(row.vertical) };
  const text = row.markupValue.trim();
  if (text === "") return { issue: ["markupValue", m.markupRequired.id] };
  const markupValue = row.markupType === "percent" ? (/^\d{1,4}(\.\d{1,2})?$/.test(text) ? Number(text) : -1) : (toMinorUnits(text, digits) ?? -1);
  const feeText = row.agencyFee.trim();
  const agencyFee = feeText === "" ? 0 : toMinorUnits(feeText, digits);
  if (agencyFee === null) return { issue: ["agencyFee", m.feeAmount.id] };
  const setting: MarkupSetting = { vertical: row.vertical, markupType: row.markupType, markupValue, agencyFee };
  const issue = markupSettingIssue(setting);
  return issue ? { issue } : { setting };
}

export function rowOfSetting(setting: MarkupSetting, digits: number, canInherit: boolean): MarkupFormRow {
  const inherit = canInherit && setting.markupType === null && setting.agencyFee === null;
  const shown = !canInherit && setting.markupType === null ? { ...DEFAULT_MARKUP, agencyFee: setting.agencyFee ?? DEFAULT_MARKUP.agencyFee } : setting;
  const type = shown.markupType ?? DEFAULT_MARKUP_TYPE;
  return {
    vertical: setting.vertical,
    inherit,
    markupType: type,
    markupValue: shown.markupValue === null ? "" : type === "percent" ? String(shown.markupValue) : fromMinorUnits(shown.markupValue, digits),
    agencyFee: shown.agencyFee === null ? "" : fromMinorUnits(shown.agencyFee, digits),
  };
}

/** The editor's whole form: four rows, each checked by the rule above. */
export function markupFormSchema(digits: number) {
  return z.object({
    rows: z.array(
      markupFormRow.superRefine((row, ctx) => {
        const result = settingOfRow(row, digits);
        if ("issue" in result) ctx.addIssue({ code: "custom", path: [result.issue[0]], message: result.issue[1] });
      }),
    ),
  });
}
export type MarkupForm = z.infer<ReturnType<typeof markupFormSchema>>;
