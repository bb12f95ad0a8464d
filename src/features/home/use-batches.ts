import { useState } from 'react';
import { useBatchListQuery, useBatchTimeListQuery } from '@/api/commodity/endpoints';
import type { BatchTimeSlot } from '@/api/types';

/** The slot a shopper most likely wants: the one on now, else the next to open, else the last. */
export function defaultSlot(slots: readonly BatchTimeSlot[]): BatchTimeSlot | undefined {
  return slots.find((s) => s.status === 'ongoing') ?? slots.find((s) => s.status === 'upcoming') ?? slots.at(-1);
}

/** Batch time slots, the chosen one's batches, and a refresh when a countdown runs out. */
export function useBatches() {
  const times = useBatchTimeListQuery();
  const slots = times.data?.list ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const slot = slots.find((s) => s.id === chosen) ?? defaultSlot(slots);
  const batches = useBatchListQuery({ time_id: slot?.id ?? 0 }, { skip: !slot });
  return {
    slots,
    slot,
    choose: setChosen,
    batches: batches.data?.list ?? [],
    loading: times.isLoading || batches.isLoading,
    // The chosen slot's call got no answer (offline with none saved, a server error). `data` is
    // still the slot shown before, which must not pass for this one's.
    failed: batches.isError,
    retry: () => {
      void batches.refetch();
    },
    refresh: () => {
      void times.refetch();
      if (slot) void batches.refetch();
    },
  };
}
