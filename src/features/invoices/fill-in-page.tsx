import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Radio from 'antd-mobile/es/components/radio';
import { Switch } from '@/components/switch';
import { FormattedMessage, useIntl } from 'react-intl';
import { LimitedInput } from '@/components/input-limit';
import { pageTitles } from '@/components/page-titles';
import { RecordEditorPage } from '@/components/forms/record-editor-page';
import { LIMITS } from '@/lib/constants';
import { formRule, optional, validateEmail, validateMaxLength, validateRequired, type Validator } from '@/lib/validation';
import { invoiceMessages as m } from './invoice-messages';
import styles from './invoices.module.css';
import { useFillIn } from './use-fill-in';
import { commonMessages } from '@/components/common-messages';
import { RadioGroup } from '@/components/radio-group';

const TAX_NO = /^[A-Za-z0-9-]{6,30}$/;
const PHONE = /^\+?[\d\s-]{6,20}$/;

export default function FillInPage() {
  const intl = useIntl();
  const page = useFillIn();
  const company = page.titleType === 'company';

  const rule = (validator: Validator) => [formRule(intl, validator)];
  const title: Validator = (value) => validateRequired(value) ?? validateMaxLength(100)(value);
  const taxNo: Validator = (value) =>
    value.trim() === '' ? { message: m.taxNoRequired } : TAX_NO.test(value.trim()) ? null : { message: m.taxNoInvalid };
  const phone: Validator = optional((value) => (PHONE.test(value.trim()) ? null : { message: m.mobileInvalid }));

  const editor = (
    <Form
      form={page.form}
      key={page.id ?? 'new'}
      initialValues={page.initialValues}
      onValuesChange={page.onValuesChange}
      onFinish={page.submit}
      layout="horizontal"
      mode="card"
      style={{ '--prefix-width': '7.5em' }}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={page.saving} disabled={page.saving}>
          <FormattedMessage {...commonMessages.save} />
        </Button>
      }
    >
      <Form.Item name="title_type" label={intl.formatMessage(m.titleType)} layout="vertical">
        <RadioGroup>
          <div className={styles.choices}>
            <Radio value="personal">
              <FormattedMessage {...m.personal} />
            </Radio>
            <Radio value="company">
              <FormattedMessage {...m.company} />
            </Radio>
          </div>
        </RadioGroup>
      </Form.Item>
      <Form.Item
        name="title"
        label={intl.formatMessage(company ? m.companyName : m.personalName)}
        required
        rules={rule(title)}
      >
        <LimitedInput
          maxLength={100}
          autoComplete={company ? 'organization' : 'name'}
          placeholder={intl.formatMessage(company ? m.companyNamePlaceholder : m.personalNamePlaceholder)}
        />
      </Form.Item>
      {company && (
        <Form.Item name="tax_no" label={intl.formatMessage(m.taxNo)} required rules={rule(taxNo)}>
          <LimitedInput maxLength={30} autoComplete="off" placeholder={intl.formatMessage(m.taxNoPlaceholder)} />
        </Form.Item>
      )}
      <Form.Item name="email" label={intl.formatMessage(m.email)} required rules={rule(validateEmail)}>
        <LimitedInput type="email" inputMode="email" autoComplete="email" maxLength={LIMITS.emailMaxLength} placeholder={intl.formatMessage(m.emailPlaceholder)} />
      </Form.Item>
      <Form.Item name="mobile" label={intl.formatMessage(m.mobile)} rules={rule(phone)}>
        <LimitedInput type="tel" inputMode="tel" autoComplete="tel" maxLength={LIMITS.mobileMaxLength} placeholder={intl.formatMessage(commonMessages.optional)} />
      </Form.Item>
      {company && (
        <>
          <Form.Item name="company_address" label={intl.formatMessage(m.companyAddress)} rules={rule(optional(validateMaxLength(200)))}>
            <LimitedInput maxLength={200} autoComplete="street-address" placeholder={intl.formatMessage(commonMessages.optional)} />
          </Form.Item>
          <Form.Item name="bank_name" label={intl.formatMessage(m.bankName)}>
            <LimitedInput maxLength={100} placeholder={intl.formatMessage(commonMessages.optional)} />
          </Form.Item>
          <Form.Item name="bank_account" label={intl.formatMessage(m.bankAccount)}>
            <LimitedInput maxLength={40} placeholder={intl.formatMessage(commonMessages.optional)} autoComplete="off" />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="is_default"
        label={intl.formatMessage(m.isDefault)}
        valuePropName="checked"
        childElementPosition="right"
      >
        <Switch aria-label={intl.formatMessage(m.isDefault)} />
      </Form.Item>
    </Form>
  );

  return (
    <RecordEditorPage
      title={pageTitles.fillIn}
      editor={page}
      failedTitle={m.profilesFailed}
      missingTitle={m.profileNotFound}
      backLabel={<FormattedMessage {...pageTitles.invoicingList} />}
    >
      {editor}
    </RecordEditorPage>
  );
}
