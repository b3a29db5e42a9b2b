import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type DisplaySegment, findUtcTimes, resolveUtcTime, type UtcTime } from '#markup/index.ts';

/** A stretch of the preview: its pieces of segments, and the UTC time they spell, if any. */
export interface TimedStretch {
  time?: UtcTime;
  pieces: { segment: DisplaySegment; text: string }[];
}

/**
 * Cuts the preview's segments where the UTC times of their text start and end, so that each time
 * (which may span several styles, `<b>14:00</b> UTC`) can be wrapped whole.
 */
export function splitAtTimes(segments: readonly DisplaySegment[]): TimedStretch[] {
  const text = segments.map((segment) => segment.text).join('');
  const times = findUtcTimes(text);
  if (times.length === 0)
    return [{ pieces: segments.map((segment) => ({ segment, text: segment.text })) }];
  const stretches: TimedStretch[] = [];
  const stretchAt = (time: UtcTime | undefined) => {
    const last = stretches[stretches.length - 1];
    if (last && last.time === time) return last;
    const stretch: TimedStretch = time ? { time, pieces: [] } : { pieces: [] };
    stretches.push(stretch);
    return stretch;
  };
  let offset = 0;
  for (const segment of segments) {
    const end = offset + segment.text.length;
    let at = offset;
    while (at < end) {
      const time = times.find((candidate) => candidate.start <= at && at < candidate.end);
      const next = time
        ? Math.min(end, time.end)
        : Math.min(end, times.find((candidate) => candidate.start > at)?.start ?? end);
      stretchAt(time).pieces.push({ segment, text: text.slice(at, next) });
      at = next;
    }
    offset = end;
  }
  return stretches;
}

const TOOLTIP_WIDTH = 240;
const GAP = 6;
const OPENED_EVENT = 'mailforge:local-time-opened';

function formatLocal(time: UtcTime, language: string, now: Date) {
  const { instant, isDated } = resolveUtcTime(time, now);
  const hasDay = isDated || time.weekday !== undefined;
  const options: Intl.DateTimeFormatOptions = {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(hasDay && { weekday: 'short', day: 'numeric', month: 'short' }),
  };
  let formatted: string;
  try {
    formatted = new Intl.DateTimeFormat(language, options).format(instant);
  } catch {
    formatted = new Intl.DateTimeFormat('en', options).format(instant);
  }
  if (hasDay) return { formatted, dayShift: 0 };
  // A time alone: say when the reader's day is not the day the time was written for.
  const written = new Date(instant.getTime() + time.offsetMinutes * 60_000);
  const writtenDay = Date.UTC(
    written.getUTCFullYear(),
    written.getUTCMonth(),
    written.getUTCDate(),
  );
  const localDay = Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate());
  return { formatted, dayShift: Math.sign(localDay - writtenDay) };
}

type MailTimeProps = {
  time: UtcTime;
  /** The time as the mail shows it (styled spans); never changed. */
  children: ReactNode;
};

/**
 * When a local-time tooltip shows and where: it opens on hover (a mouse), focus or a tap and
 * closes on Escape, a tap elsewhere, leaving it, or another one opening. Returns the trigger's
 * handlers to spread on it.
 */
function useLocalTimeTooltip(tooltipId: string) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const open = () => {
    const trigger = triggerRef.current;
    if (!trigger) return;
    // One local time at a time: the one open (by hover, say) closes when another opens.
    document.dispatchEvent(new CustomEvent(OPENED_EVENT, { detail: tooltipId }));
    const rect = trigger.getBoundingClientRect();
    const left = Math.max(
      GAP,
      Math.min(rect.left, document.documentElement.clientWidth - TOOLTIP_WIDTH - GAP),
    );
    setPosition({ top: rect.bottom + window.scrollY + GAP, left: left + window.scrollX });
  };
  const close = () => setPosition(null);
  const isOpen = position !== null;

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: Event) => {
      if (!triggerRef.current?.contains(event.target as Node)) setPosition(null);
    };
    const closeForOther = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== tooltipId) setPosition(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener(OPENED_EVENT, closeForOther);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener(OPENED_EVENT, closeForOther);
    };
  }, [isOpen, tooltipId]);

  const handlers = {
    onClick: open,
    onFocus: open,
    onBlur: close,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        event.stopPropagation();
        close();
      }
    },
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') open();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && document.activeElement !== triggerRef.current) close();
    },
  };
  return { triggerRef, position, handlers };
}

/**
 * A UTC time in the preview: the mail's own text, focusable, that shows the reader's local time
 * beside it on hover, focus or tap (a tooltip laid over the page, so the preview's clipping never
 * hides it).
 */
export function MailTime({ time, children }: MailTimeProps) {
  const { t, i18n } = useTranslation();
  const tooltipId = useId();
  const { triggerRef, position, handlers } = useLocalTimeTooltip(tooltipId);

  let tooltip: ReactNode = null;
  if (position) {
    const { formatted, dayShift } = formatLocal(time, i18n.language, new Date());
    const text =
      dayShift > 0
        ? t('preview.localTime.nextDay', { time: formatted })
        : dayShift < 0
          ? t('preview.localTime.previousDay', { time: formatted })
          : t('preview.localTime.yourTime', { time: formatted });
    tooltip = createPortal(
      <span
        id={tooltipId}
        role="tooltip"
        data-testid="mail-time-tooltip"
        className="absolute z-50 rounded-md border border-night-900 bg-night-800 px-2 py-1 font-semibold text-parchment-50 text-sm shadow-black/40 shadow-lg"
        style={{ top: position.top, left: position.left, maxWidth: TOOLTIP_WIDTH }}
      >
        {text}
      </span>,
      document.body,
    );
  }

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        data-testid="mail-time"
        aria-describedby={position ? tooltipId : undefined}
        {...handlers}
        className="inline cursor-help whitespace-pre-wrap rounded-sm text-start underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-night-800"
      >
        {children}
      </button>
      {tooltip}
    </>
  );
}
