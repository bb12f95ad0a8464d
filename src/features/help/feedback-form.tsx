import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { useIntl } from 'react-intl';
import { LimitedInput } from '@/components/input-limit';
import { ImageUpload } from '@/components/image-upload';
import { LimitedTextArea } from '@/components/limited-text-area';
import { CONTACT_MAX, FEEDBACK_MAX_IMAGES, FEEDBACK_TYPES, useFeedbackForm, type FeedbackValues } from './use-feedback-form';
import { helpMessages as m } from './help-messages';
import styles from './help.module.css';
import { RadioGroup } from '@/components/radio-group';

const TYPE_LABELS = {
  suggestion: m.typeSuggestion,
  problem: m.typeProblem,
  complaint: m.typeComplaint,
  other: m.typeOther,
} as const;

/** Tell the shop something: a suggestion, a problem, a complaint. */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const fb = useFeedbackForm(onSent);
  return (
    <Form
      form={fb.form}
      layout="vertical"
      mode="card"
      className={styles.form}
      initialValues={fb.initialValues}
      onValuesChange={fb.onValuesChange}
      onFinish={(values: FeedbackValues) => void fb.submit(values)}
      footer={
        <Button block type="submit" color="primary" size="large" shape="rounded" loading={fb.pending} disabled={fb.pending}>
          {intl.formatMessage(m.submit)}
        </Button>
      }
    >
      <Form.Item name="type" label={intl.formatMessage(m.type)}>
        <RadioGroup>
          <div role="radiogroup" aria-label={intl.formatMessage(m.type)}>
            <Space wrap>
              {FEEDBACK_TYPES.map((type) => (
                <Radio key={type} value={type}>
                  {intl.formatMessage(TYPE_LABELS[type])}
                </Radio>
              ))}
            </Space>
          </div>
        </RadioGroup>
      </Form.Item>
      <Form.Item name="content" label={intl.formatMessage(m.content)} rules={fb.rules.content} validateTrigger="onBlur">
        <LimitedTextArea
          placeholder={intl.formatMessage(m.contentPlaceholder)}
          autoSize={{ minRows: 4, maxRows: 8 }}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage(m.images)}>
        <ImageUpload key={fb.uploadKey} label={intl.formatMessage(m.images)} maxCount={FEEDBACK_MAX_IMAGES} upload={fb.upload} onChange={fb.setImages} disabled={fb.pending} draft="feedback" />
      </Form.Item>
      <Form.Item name="contact" label={intl.formatMessage(m.contact)} rules={fb.rules.contact} validateTrigger="onBlur">
        <LimitedInput maxLength={CONTACT_MAX} placeholder={intl.formatMessage(m.contactPlaceholder)} autoComplete="email" clearable />
      </Form.Item>
    </Form>
  );
}
