// react-aria (the calendars, combo boxes, dialogs and switches) speaks the site's language, not the browser's: left
// to itself it reads navigator.language, so a visitor whose browser is in English saw "December 2026" and "S M T W"
// in the Spanish site's date picker, and a French browser drew French month names on a Portuguese site (docs/decisions.md
// "react-aria in the site's language"). react-aria reads its locale from this global before the browser's: the one
// its own server-side script sets (react-aria-components/i18n, getPackageLocalizationScript), and it reads it again on
// the window's `languagechange`. Set here rather than with react-aria's I18nProvider around the app: that provider's
// module asks Intl for the browser's locale as it is evaluated, which would bring ICU's first load into the app's first
// chunk ("Every page fast on a phone"); react-aria's modules arrive after the language is known.
const ARIA_LOCALE = Symbol.for("react-aria.i18n.locale");

/** The locale react-aria's texts, calendars and collators follow: the site's language (as its own dates are formatted). */
export function setAriaLocale(language: string): void {
  const global = window as unknown as Record<symbol, string | undefined>;
  if (global[ARIA_LOCALE] === language) return;
  global[ARIA_LOCALE] = language;
  // react-aria's components already drawn take the new locale as they would a change of the browser's language.
  window.dispatchEvent(new Event("languagechange"));
}
