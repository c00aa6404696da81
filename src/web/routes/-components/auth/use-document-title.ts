import { useEffect } from "react";
import { useAgency } from "../../../state/site";
import { setDocumentTitle } from "../../../lib/document-title";

/** "<screen> · <agency>" as the tab title, so each access screen is identifiable. */
export function useDocumentTitle(title: string) {
  const { agencyName } = useAgency();
  useEffect(() => {
    setDocumentTitle(`${title} · ${agencyName}`);
  }, [title, agencyName]);
}
