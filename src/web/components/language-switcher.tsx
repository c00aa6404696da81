import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { SUPPORTED_LANGUAGES } from "@/shared/constants";
import { LANGUAGE_NAMES } from "../i18n";
import { useLanguage, usePreferencesActor } from "../state/preferences";
import { GlobeIcon } from "./icons";

/** spec A §4: en/es/pt; the choice is kept in the 'i18next' cookie by the preferences machine. */
export function LanguageSwitcher() {
  const id = useId();
  const preferences = usePreferencesActor();
  const language = useLanguage();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        <Trans>Language</Trans>
      </label>
      <GlobeIcon className="pointer-events-none absolute left-2.5 size-4 text-white/70" />
      <select
        id={id}
        value={language}
        onChange={(event) => preferences.send({ type: "language.changed", language: event.target.value })}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-white/15 bg-white/5 pl-8 pr-3 text-sm font-medium text-white transition hover:bg-white/10 [&>option]:text-slate-900"
      >
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
