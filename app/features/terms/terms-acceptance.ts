import { useEffect, useState } from "react";

const TERMS_ACCEPTED_KEY = "redav_terms_accepted";

/** Whether this browser accepted the terms (kept in localStorage), and a function to accept them. */
export function useTermsAcceptance(): { accepted: boolean; accept: () => void } {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    setAccepted(window.localStorage.getItem(TERMS_ACCEPTED_KEY) !== null);
  }, []);
  const accept = () => {
    window.localStorage.setItem(TERMS_ACCEPTED_KEY, new Date().toISOString());
    setAccepted(true);
  };
  return { accepted, accept };
}
