import { useEffect } from "react";
import { useAgency } from "../../../state/site";

/** "<screen> · <agency>" as the tab title, so each access screen is identifiable. */
export function useDocumentTitle(title: string) {
  const { agencyName } = useAgency();
  useEffect(() => {
    document.title = `${title} · ${agencyName}`;
  }, [title, agencyName]);
}
