/** The answer to a privacy request under its heading (who answered when), as the member and the admins read it. */
export function RequestAnswer({ heading, answer }: { heading: string; answer: string }) {
  return (
    <div className="mt-2 rounded-md bg-slate-50 p-3">
      <p className="text-sm font-semibold">{heading}</p>
      <p className="mt-1 whitespace-pre-line text-slate-800">{answer}</p>
    </div>
  );
}
