import { defineMessages } from 'react-intl';
import type { UploadSummary } from './use-image-upload';

const messages = defineMessages({
  wait: { id: 'components.upload_wait', defaultMessage: 'Please wait until your photos have uploaded.' },
  failed: { id: 'components.upload_failed_first', defaultMessage: 'Some photos did not upload. Retry or remove them first.' },
});

/**
 * Why a form with pictures cannot be sent yet, or null when every picture is up. Sending only the
 * finished ones would drop a failed picture unnoticed (it may be the receipt that failed), so a
 * failed one must be retried or removed first. One rule for every form with an ImageUpload.
 */
export function uploadProblem(...summaries: Pick<UploadSummary, 'uploading' | 'failed'>[]): (typeof messages)[keyof typeof messages] | null {
  if (summaries.some((s) => s.uploading > 0)) return messages.wait;
  if (summaries.some((s) => s.failed > 0)) return messages.failed;
  return null;
}
