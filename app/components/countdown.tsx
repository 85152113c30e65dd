// A sale's end: the server (and JS-off browsers) show the fixed end time; with JS it ticks every second as
// days/hours/minutes/seconds left, announced politely only once a minute to screen readers. The first client
// render repeats the server's markup (no hydration mismatch); the live clock starts in an effect. The end
// time's text comes formatted from the loader (`saleTimeTexts`), so hydrating needs no Intl date formatter.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseWireDate } from '#app/lib/format.ts';

function remaining(end: Date, now: number) {
  const total = Math.max(0, Math.floor((end.getTime() - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function Countdown({
  end,
  endText,
  className,
}: {
  end: string | null | undefined;
  /** `end` formatted for the page's language (saleTimeTexts). */
  endText: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const date = parseWireDate(end);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!date) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `date` is derived from `end`
  }, [end]);
  if (!date) return null;
  const fixed = t('home.endsAt', { date: endText });
  if (now === null) {
    return (
      <p className={className}>
        <time dateTime={date.toISOString()}>{fixed}</time>
      </p>
    );
  }
  const left = remaining(date, now);
  if (left.total === 0) {
    return (
      <p className={className} role="status">
        {t('countdown.ended')}
      </p>
    );
  }
  return (
    <p className={className}>
      <time dateTime={date.toISOString()} title={fixed}>
        <span aria-hidden="true">{t('countdown.endsIn')} </span>
        <span className="font-mono tabular-nums" dir="ltr" aria-hidden="true">
          {left.days > 0 ? `${t('countdown.days', { count: left.days })} ` : ''}
          {pad(left.hours)}:{pad(left.minutes)}:{pad(left.seconds)}
        </span>
        <span className="sr-only">
          {t('countdown.spoken', {
            days: left.days,
            hours: left.hours,
            minutes: left.minutes,
          })}
        </span>
      </time>
    </p>
  );
}
