import Form from 'antd-mobile/es/components/form';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedbackMutation } from '@/api/account/endpoints';
import type { FeedbackType } from '@/api/types';
import type { UploadSummary } from '@/components/image-upload';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useSingleFlight } from '@/components/use-single-flight';
import { imageFileToDataUrl } from '@/lib/image-data-url';
import { codePoints, formRule, validateMaxLength, validateRequired, type ValidationIssue } from '@/lib/validation';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { helpMessages } from './help-messages';

export interface FeedbackValues {
  type: FeedbackType;
  content: string;
  contact: string;
}

export const FEEDBACK_TYPES: readonly FeedbackType[] = ['suggestion', 'problem', 'complaint', 'other'];
/** A message shorter than this says nothing the shop can act on (the server asks for 5 too). */
export const FEEDBACK_MIN_LENGTH = 5;
export const FEEDBACK_MAX_IMAGES = 3;
/** What the server keeps of the contact; the box holds no more, so its counter and the rule agree. */
export const CONTACT_MAX = 100;

const atLeast =
  (min: number) =>
  (value: string): ValidationIssue | null =>
    codePoints(value.trim()) < min ? { message: helpMessages.contentTooShort, values: { min } } : null;

/** The feedback form: kind, message (140 characters), optional pictures and contact. */
export function useFeedbackForm(onSent: () => void) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<FeedbackValues>();
  const [images, setImages] = useState<UploadSummary>({ urls: [], uploading: 0, failed: 0 });
  // A new ImageUpload after a successful send, so the sent pictures leave the form too.
  const [uploadKey, setUploadKey] = useState(0);
  const [sendFeedback] = useFeedbackMutation();
  // What a reload or an expired session gives back (use-form-draft.ts; the pictures: use-picture-draft.ts).
  const draft = useFormDraft<FeedbackValues>('feedback', ['type', 'content', 'contact']);

  const send = useCallback(
    async (values: FeedbackValues) => {
      if (images.uploading > 0) {
        dispatch(toastRequested({ text: { message: helpMessages.uploading } }));
        return;
      }
      const result = await sendFeedback({
        type: values.type,
        content: values.content.trim(),
        images: images.urls,
        contact: values.contact.trim(),
      });
      if ('error' in result) return;
      dispatch(toastRequested({ text: { message: helpMessages.sent }, icon: 'success' }));
      draft.clear();
      form.resetFields();
      setImages({ urls: [], uploading: 0, failed: 0 });
      setUploadKey((k) => k + 1);
      onSent();
    },
    [dispatch, draft, form, images, onSent, sendFeedback],
  );
  const [submit, pending] = useSingleFlight(send);

  return {
    form,
    submit,
    pending,
    uploadKey,
    setImages,
    upload: (file: File) => imageFileToDataUrl(file),
    initialValues: draft.initial({ type: 'suggestion', content: '', contact: '' }),
    onValuesChange: draft.keep,
    rules: {
      content: [formRule(intl, validateRequired), formRule(intl, atLeast(FEEDBACK_MIN_LENGTH)), formRule(intl, validateMaxLength())],
      contact: [formRule(intl, validateMaxLength(CONTACT_MAX))],
    },
  };
}
