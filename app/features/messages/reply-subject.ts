import { cutText } from "~/lib/text";

/** The subject of a reply: 'Re: ' once before the subject it answers (never 'Re: Re: '), at most 200 code points. */
export function replySubject(subject: string): string {
  const bare = subject.replace(/^(\s*re:\s*)+/i, "").trim();
  return cutText(`Re: ${bare}`, 200);
}
