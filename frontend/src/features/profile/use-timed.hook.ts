import { useCallback, useEffect, useRef, useState } from 'react';

/** A value that clears itself after `ms`; setting a new value restarts the timer. */
export function useTimedValue<T>(ms: number): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const set = useCallback(
    (next: T | null) => {
      window.clearTimeout(timer.current);
      setValue(next);
      if (next !== null) timer.current = window.setTimeout(() => setValue(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [value, set];
}

/** A set of keys, each removed `ms` after it was (last) added. */
export function useTimedSet(ms: number): [ReadonlySet<string>, (key: string) => void] {
  const [keys, setKeys] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, number>());
  const add = useCallback(
    (key: string) => {
      window.clearTimeout(timers.current.get(key));
      setKeys((current) => new Set(current).add(key));
      timers.current.set(
        key,
        window.setTimeout(() => {
          timers.current.delete(key);
          setKeys((current) => {
            const next = new Set(current);
            next.delete(key);
            return next;
          });
        }, ms),
      );
    },
    [ms],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((id) => window.clearTimeout(id));
  }, []);
  return [keys, add];
}
