import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import { Switch } from '@/components/switch';
import { FormattedMessage, useIntl } from 'react-intl';
import { LimitedInput } from '@/components/input-limit';
import { pageTitles } from '@/components/page-titles';
import { RecordEditorPage } from '@/components/forms/record-editor-page';
import { LIMITS } from '@/lib/constants';
import {
  formRule,
  mobileValidator,
  optional,
  validateMaxLength,
  validateRequired,
  type Validator,
} from '@/lib/validation';
import { addressMessages } from './address-messages';
import styles from './addresses.module.css';
import { OptionField } from './option-field';
import { useAddressForm } from './use-address-form';
import { commonMessages } from '@/components/common-messages';
import { LimitedTextArea } from '@/components/limited-text-area';

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;

export default function AddressInfoPage() {
  const intl = useIntl();
  const page = useAddressForm();
  const { form } = page;

  const text = (max: number = LIMITS.inputMaxLength): Validator => (value) =>
    validateRequired(value) ?? validateMaxLength(max)(value);
  const rules = (validator: Validator) => [formRule(intl, validator)];
  const postcode: Validator = optional((value) =>
    POSTCODE.test(value.trim()) ? null : { message: addressMessages.postcodeInvalid },
  );
  const countryRule: Validator = (value) => (value ? null : { message: addressMessages.countryRequired });
  const areaCodeRule: Validator = (value) => (value ? null : { message: addressMessages.chooseAreaCode });

  const editor = (
    <Form
      form={form}
      key={page.id ?? 'new'}
      initialValues={page.initialValues}
      onFinish={page.save}
      onValuesChange={page.onValuesChange}
      layout="horizontal"
      mode="card"
      style={{ '--prefix-width': '7.5em' }}
      className={styles.form}
      footer={
        <Button block type="submit" color="primary" shape="rounded" size="large" loading={page.saving} disabled={page.saving}>
          <FormattedMessage {...addressMessages.save} />
        </Button>
      }
    >
      <Form.Item name="name" label={intl.formatMessage(addressMessages.name)} required rules={rules(text(60))}>
        <LimitedInput placeholder={intl.formatMessage(addressMessages.namePlaceholder)} maxLength={60} autoComplete="name" />
      </Form.Item>
      <Form.Item name="area_code" label={intl.formatMessage(addressMessages.areaCode)} required rules={rules(areaCodeRule)}>
        <OptionField
          options={page.areaCodeOptions}
          title={intl.formatMessage(addressMessages.chooseAreaCode)}
          placeholder={intl.formatMessage(addressMessages.chooseAreaCode)}
          display={(o) => `+${o.value} ${o.label.split(',')[0] ?? ''}`}
        />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={intl.formatMessage(addressMessages.mobile)}
        required
        dependencies={['area_code']}
        rules={rules(mobileValidator(() => form.getFieldValue('area_code') as string))}
      >
        <LimitedInput
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={LIMITS.mobileMaxLength}
          placeholder={intl.formatMessage(addressMessages.mobilePlaceholder)}
        />
      </Form.Item>
      <Form.Item name="country_id" label={intl.formatMessage(addressMessages.country)} required rules={rules(countryRule)}>
        <OptionField
          options={page.countryOptions}
          title={intl.formatMessage(addressMessages.countryPlaceholder)}
          placeholder={intl.formatMessage(addressMessages.countryPlaceholder)}
        />
      </Form.Item>
      <Form.Item
        name="province"
        label={intl.formatMessage(addressMessages.province)}
        rules={rules(optional(validateMaxLength(60)))}
      >
        <LimitedInput maxLength={60} placeholder={intl.formatMessage(commonMessages.optional)} autoComplete="address-level1" />
      </Form.Item>
      <Form.Item name="city" label={intl.formatMessage(addressMessages.city)} required rules={rules(text(60))}>
        <LimitedInput maxLength={60} placeholder={intl.formatMessage(addressMessages.cityPlaceholder)} autoComplete="address-level2" />
      </Form.Item>
      <Form.Item
        name="district"
        label={intl.formatMessage(addressMessages.district)}
        rules={rules(optional(validateMaxLength(60)))}
      >
        <LimitedInput maxLength={60} placeholder={intl.formatMessage(commonMessages.optional)} autoComplete="address-level3" />
      </Form.Item>
      <Form.Item
        name="address"
        label={intl.formatMessage(addressMessages.detail)}
        layout="vertical"
        required
        rules={rules(text())}
      >
        <LimitedTextArea
          placeholder={intl.formatMessage(addressMessages.detailPlaceholder)}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item name="postcode" label={intl.formatMessage(addressMessages.postcode)} rules={rules(postcode)}>
        <LimitedInput maxLength={10} placeholder={intl.formatMessage(commonMessages.optional)} autoComplete="postal-code" />
      </Form.Item>
      <Form.Item
        name="is_default"
        label={intl.formatMessage(addressMessages.isDefault)}
        valuePropName="checked"
        childElementPosition="right"
        // The switch needs little room: its label takes the rest of the row rather than the
        // fields' label column ("Usar como dirección predeterminada" ran out of 6.8em at 375 px).
        style={{ '--prefix-width': 'calc(100% - 64px)' }}
      >
        <Switch aria-label={intl.formatMessage(addressMessages.isDefault)} />
      </Form.Item>
    </Form>
  );

  return (
    <RecordEditorPage
      title={pageTitles.addressInfo}
      editor={page}
      failedTitle={addressMessages.loadFailed}
      missingTitle={addressMessages.notFound}
      backLabel={<FormattedMessage {...addressMessages.backToList} />}
    >
      {editor}
    </RecordEditorPage>
  );
}
