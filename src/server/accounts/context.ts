import type { Db } from "../db/client";
import type { AgencyRow, UserRow } from "../db/schema";
import type { Translator } from "../i18n";
import { sendMail } from "../mail/outbox";
import type { RenderedMail } from "../mail/templates";
import type { Translate } from "../i18n";
import type { SessionStore } from "../sessions/session-store";
import type { AccountsConfig } from "./config";
import type { LoginThrottle } from "./login-throttle";

/** What every account route module needs. */
export interface AccountsDeps {
  db: Db;
  translator: Translator;
  baseDomain?: string | undefined;
  config: AccountsConfig;
  sessions: SessionStore;
  throttle: LoginThrottle;
}

/** Renders a mail in the recipient's language and puts it in the outbox. */
export async function mailTo(
  deps: Pick<AccountsDeps, "db" | "translator">,
  agency: AgencyRow,
  recipient: { email: string; language: UserRow["language"] },
  render: (t: Translate) => RenderedMail,
): Promise<void> {
  const mail = render(deps.translator.translator(recipient.language));
  await sendMail(deps.db, { agencyId: agency.id, to: recipient.email, ...mail });
}
