/** The subject of a reply: 'Re: ' once before the subject it answers (never 'Re: Re: '). */
export function replySubject(subject: string): string {
  const bare = subject.replace(/^(\s*re:\s*)+/i, "").trim();
  return `Re: ${bare}`.slice(0, 200);
}
