type Notice = { key: string; text: string };

type NoticeListProps = {
  testId: string;
  title: string;
  /** Nothing is shown when there are none. */
  notices: readonly Notice[];
};

/**
 * The gold box of things the game may show differently, under a title: the engine's warnings in
 * Final Dispatch, the Manual Builder's notes.
 */
export function NoticeList({ testId, title, notices }: NoticeListProps) {
  if (notices.length === 0) return null;
  return (
    <div
      data-testid={testId}
      className="rounded-lg border border-gold-600 bg-gold-100 p-3 text-ink-900 text-sm"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc ps-5">
        {notices.map((notice) => (
          <li key={notice.key}>{notice.text}</li>
        ))}
      </ul>
    </div>
  );
}
