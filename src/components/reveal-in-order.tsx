import { createContext, Fragment, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLoadingUntilSliced } from './use-loading-until-sliced';

/**
 * Sections that fill in from the top without moving anything on screen (issue 12: no layout
 * shift). A page's sections load their own data and may turn out empty; if each showed when its
 * data came, a section arriving (or collapsing) above another would push it. Here a section shows
 * only once it and every section above it have settled, so content is only ever added below what
 * is already on screen. Until then the first unsettled section shows its skeleton (the size of
 * what will replace it), with `tail` under it standing for the rest of the page; sections below
 * stay mounted but hidden, so their data loads meanwhile. A section with nothing to show renders
 * nothing and so takes no room, from the start. Once shown, a section stays shown.
 *
 * A section says it has settled with `useSettled(flag)` anywhere inside it (several calls in one
 * section: settled when all are). A RevealInOrder inside a section counts as settled when all of
 * its own sections are.
 */
type Report = (id: object, settled: boolean | null) => void;
const SlotContext = createContext<Report | null>(null);
const noReport: Report = () => undefined;

/** Tells the enclosing RevealInOrder slot whether this part of it has its data (loaded or failed). */
export function useSettled(settled: boolean): void {
  const report = useContext(SlotContext);
  const [id] = useState(() => ({}));
  useLayoutEffect(() => {
    report?.(id, settled);
  }, [report, id, settled]);
  useLayoutEffect(() => () => report?.(id, null), [report, id]);
}

/**
 * useSettled for a section that shows nothing until it settles: it stays loading through its
 * answer's own render (a store update, one long task) and settles in the render after it, which
 * React slices (issue 12), so its content is drawn there. Returns the loading flag to draw by.
 */
export function useSettledInSlices(loading: boolean): boolean {
  const held = useLoadingUntilSliced(loading);
  useSettled(!held);
  return held;
}

/** useSettled for data a page already holds: `<Settles when={!query.isLoading} />` inside a slot. */
export function Settles({ when }: { when: boolean }) {
  useSettled(when);
  return null;
}

export interface RevealSlot {
  key: string;
  content: ReactNode;
  /** Shown while this is the first section still loading; the size of what replaces it. */
  skeleton?: ReactNode;
}

function Slot({ report, shown, children }: { report: Report; shown: boolean; children: ReactNode }) {
  // The slot counts itself in, settled: a slot with no section reporting in it settles at once,
  // while one whose sections report stays pending until they all have their data.
  const [self] = useState(() => ({}));
  useLayoutEffect(() => {
    report(self, true);
    return () => report(self, null);
  }, [report, self]);
  return (
    <SlotContext.Provider value={report}>
      {/* display: contents adds no box, so a shown section lays out as if unwrapped. */}
      <div style={{ display: shown ? 'contents' : 'none' }}>{children}</div>
    </SlotContext.Provider>
  );
}

type Flags = ReadonlyMap<string, ReadonlyMap<object, boolean>>;

/** How many slots from the top have every part settled (a slot nobody has reported in yet has not). */
function leadingSettled(keys: readonly string[], flags: Flags): number {
  let leading = 0;
  for (const key of keys) {
    const parts = flags.get(key);
    if (!parts || parts.size === 0 || [...parts.values()].some((settled) => !settled)) break;
    leading += 1;
  }
  return leading;
}

interface RevealInOrderProps {
  slots: RevealSlot[];
  tail?: ReactNode;
  /**
   * How many slots from the top are in the first render. The rest mount one per task after it
   * (issue 12: home's first render with every section's data was one task of about 2 s at
   * Lighthouse's 4× slowdown, and the first banner painted only at its end). They are below what
   * the first render shows, and cannot show before the slots above them anyway. Default: all.
   */
  mountAtOnce?: number;
}

export function RevealInOrder({ slots, tail, mountAtOnce = slots.length }: RevealInOrderProps) {
  const [flags, setFlags] = useState<Flags>(new Map());
  const [mounted, setMounted] = useState(() => Math.min(mountAtOnce, slots.length));
  useEffect(() => {
    if (mounted >= slots.length) return;
    // A task each, after the commit that mounted the slot above: the page paints in between.
    const next = setTimeout(() => startTransition(() => setMounted((count) => count + 1)), 0);
    return () => clearTimeout(next);
  }, [mounted, slots.length]);
  const keyList = slots.map((s) => s.key).join('\n');

  // One stable reporter per slot, so sections do not report again on every render.
  const reporters = useMemo(
    () =>
      new Map(
        keyList.split('\n').map((key): [string, Report] => [
          key,
          (id, settled) => {
            setFlags((previous) => {
              const parts = new Map(previous.get(key) ?? []);
              if (settled === null ? !parts.has(id) : parts.get(id) === settled) return previous;
              if (settled === null) parts.delete(id);
              else parts.set(id, settled);
              return new Map(previous).set(key, parts);
            });
          },
        ]),
      ),
    [keyList],
  );

  // Monotonic: a section once shown never hides again (that would be a shift too).
  const leading = leadingSettled(keyList.split('\n'), flags);
  const [shownCount, setShownCount] = useState(0);
  if (leading > shownCount) setShownCount(leading);
  const shown = Math.max(shownCount, leading);
  useSettled(shown >= slots.length);

  const pending = slots[shown];
  return (
    <>
      {slots.map((slot, i) => (
        <Fragment key={slot.key}>
          {i < mounted && (
            <Slot report={reporters.get(slot.key) ?? noReport} shown={i < shown}>
              {slot.content}
            </Slot>
          )}
          {/* Keyed by the slot, so each step's skeleton is a new element, not one moved down. */}
          {pending === slot && (
            <Fragment key={`skeleton-${slot.key}`}>
              {slot.skeleton}
              {i < slots.length - 1 && tail}
            </Fragment>
          )}
        </Fragment>
      ))}
    </>
  );
}
