/** Without JavaScript the forms cannot post: say how to reach the university instead. */
export function NoscriptNotice({ text }: { text: string }) {
  return (
    <noscript>
      <p className="mb-5 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950">
        {text}
      </p>
    </noscript>
  );
}
