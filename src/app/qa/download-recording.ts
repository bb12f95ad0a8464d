import type { Recording } from '@/features/qa/recording-format';

/** A readable file name that sorts by time: acc-qa-2026-11-25T21-41-06.json (local time). */
export function recordingFileName(date: Date = new Date()): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return `acc-qa-${local.toISOString().slice(0, 19).replace(/:/g, '-')}.json`;
}

/**
 * Saves the recording as a file the browser downloads. Indented, so a person can read and diff
 * it; the checksum covers the data, not the layout.
 */
export function downloadRecording(recording: Recording, doc: Document = document): { steps: number; bytes: number } {
  const text = `${JSON.stringify(recording, null, 1)}\n`;
  const blob = new Blob([text], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = recordingFileName();
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { steps: recording.steps.length, bytes: blob.size };
}
