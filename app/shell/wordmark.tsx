import { siteParams } from "~/lib/i18n/site-params";

/** The instance's name as the header and footer show it: its trailing capitals (the "AV" of RedAV) in the accent colour. */
export function Wordmark({ accentClassName }: { accentClassName: string }) {
  const name = siteParams().siteName;
  const [, head, accent] = /^(.*?[^\p{Lu}\s])(\p{Lu}+)$/u.exec(name) ?? [name, name, ""];
  return (
    <>
      {head}
      {accent ? <span className={accentClassName}>{accent}</span> : null}
    </>
  );
}
