import { useCallback, useEffect, useRef, useState } from 'react';

/** A practice exam's lengths to choose from (minutes); the ENEM's whole day is 5 h 30 for 90 questions and the essay. */
export const PRACTICE_MINUTES = [30, 60, 90] as const;

type Stored = { endsAt: number; autoSubmit: boolean };
const storageKey = (key: string) => `argumenta:prova:${key}`;
function read(key: string | null): Stored | null {
  if (!key) return null;
  try {
    const v = JSON.parse(localStorage.getItem(storageKey(key)) ?? 'null') as Stored | null;
    return v && typeof v.endsAt === 'number' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Exam conditions' clock (issue 50): the student's own practice exam, or the teacher's for an exam activity (it starts
 * when the student first opens the activity's editor). The end time is kept on the device, so a reload does not give
 * the time back. At the end, `onTimeUp` runs once when auto-submit is on.
 */
export function useExam(opts: {
  /** The draft's device key: one clock per draft. */
  draftKey: string | null;
  /** The activity's exam setting, if it is an exam activity. */
  activity: { minutes: number; autoSubmit: boolean } | null;
  onTimeUp: () => void;
}) {
  const { draftKey, activity } = opts;
  const [exam, setExam] = useState<Stored | null>(() => read(draftKey));
  const [now, setNow] = useState(() => Date.now());
  const fired = useRef(false);
  const onTimeUp = useRef(opts.onTimeUp);
  onTimeUp.current = opts.onTimeUp;

  const start = useCallback(
    (minutes: number, autoSubmit: boolean) => {
      const next = { endsAt: Date.now() + minutes * 60_000, autoSubmit };
      if (draftKey) localStorage.setItem(storageKey(draftKey), JSON.stringify(next));
      fired.current = false;
      setNow(Date.now());
      setExam(next);
    },
    [draftKey],
  );
  const stop = useCallback(() => {
    if (draftKey) localStorage.removeItem(storageKey(draftKey));
    setExam(null);
  }, [draftKey]);

  // An exam activity's clock starts at the first opening of its editor.
  useEffect(() => {
    if (activity && draftKey && !read(draftKey)) start(activity.minutes, activity.autoSubmit);
  }, [activity, draftKey, start]);

  useEffect(() => {
    if (!exam) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [exam]);

  const remainingMs = exam ? Math.max(0, exam.endsAt - now) : null;
  const timeUp = remainingMs === 0;
  useEffect(() => {
    if (timeUp && exam?.autoSubmit && !fired.current) {
      fired.current = true;
      onTimeUp.current();
    }
  }, [timeUp, exam]);

  return { active: exam !== null, autoSubmit: exam?.autoSubmit ?? false, remainingMs, timeUp, start, stop };
}

/** 1:05:09, 59:59, 0:07. */
export function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
