import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { formatMoney, toAmount } from '@/lib/money';
import { amountValidator, formRule, optional, validateRequired, type Validator } from '@/lib/validation';
import { CardChooser } from './card-chooser';
import { LoadFailed } from './list-states';
import { useWithdrawal, type Destination } from './use-withdrawal';
import { walletMessages as m } from './wallet-messages';
import { commaToPoint } from './wallet-limits';
import styles from './wallet.module.css';

const ACCOUNT_NO = /^[A-Za-z0-9]{8,34}$/;
const SWIFT = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

export default function WithdrawalPage() {
  const intl = useIntl();
  const page = useWithdrawal();
  const { form, balance, limits } = page;
  const available = balance.balance;
  const nothing = available !== undefined && toAmount(available) <= 0;

  const rule = (validator: Validator) => [formRule(intl, validator)];
  const accountNo: Validator = (value) =>
    validateRequired(value) ??
    (ACCOUNT_NO.test(value.replace(/\s+/g, '')) ? null : { message: m.accountNoInvalid });
  const swift: Validator = optional((value) => (SWIFT.test(value.trim()) ? null : { message: m.swiftInvalid }));
  const card: Validator = (value) =>
    !value ? { message: m.cardRequired } : page.findCard(value) || page.cardsLoading ? null : { message: m.cardMissing };

  if (balance.isError) {
    return (
      <div>
        <AppNavBar title={pageTitles.withdrawal} />
        <main className={styles.page}>
          <LoadFailed onRetry={balance.retry} />
        </main>
      </div>
    );
  }

  return (
    <div>
      <AppNavBar title={pageTitles.withdrawal} />
      <main className={styles.pageWithBar}>
        <Form form={form} initialValues={page.initialValues} onFinish={page.submit} layout="vertical" className={styles.form}>
          <div className={styles.formCard}>
            <Form.Item
              name="amount"
              normalize={commaToPoint}
              label={intl.formatMessage(m.withdrawAmount)}
              required
              rules={rule(amountValidator(() => ({ min: limits.minWithdrawal, max: available ?? '0' })))}
              description={
                available === undefined
                  ? undefined
                  : nothing
                    ? intl.formatMessage(m.noBalance)
                    : intl.formatMessage(m.canWithdraw, { amount: formatMoney(intl, available) })
              }
              extra={
                <Button
                  size="small"
                  fill="none"
                  color="primary"
                  disabled={available === undefined || nothing}
                  onClick={() => {
                    if (available === undefined) return;
                    form.setFieldsValue({ amount: available });
                    void form.validateFields(['amount']).catch(() => undefined);
                  }}
                >
                  <FormattedMessage {...m.withdrawAll} />
                </Button>
              }
            >
              <Input className={styles.amountInput} inputMode="decimal" placeholder={intl.formatMessage(m.amountPlaceholder)} />
            </Form.Item>
          </div>

          <div className={styles.formCard}>
            <Form.Item name="destination" label={intl.formatMessage(m.destination)}>
              <Radio.Group>
                <div className={styles.destinations}>
                  <Radio value="own">
                    <FormattedMessage {...m.ownCard} />
                  </Radio>
                  <Radio value="card">
                    <FormattedMessage {...m.savedCard} />
                  </Radio>
                </div>
              </Radio.Group>
            </Form.Item>
            <Form.Subscribe to={['destination']}>
              {({ destination }: { destination?: Destination }) =>
                destination === 'card' ? (
                  <Form.Item name="card_id" label={intl.formatMessage(m.payoutAccount)} required rules={rule(card)}>
                    <CardChooser findCard={page.findCard} onChoose={page.chooseCard} />
                  </Form.Item>
                ) : (
                  <>
                    <Form.Item name="bank_name" label={intl.formatMessage(m.bankName)} required rules={rule(validateRequired)}>
                      <Input maxLength={100} autoComplete="off" />
                    </Form.Item>
                    <Form.Item name="account_name" label={intl.formatMessage(m.accountName)} required rules={rule(validateRequired)}>
                      <Input maxLength={100} autoComplete="name" />
                    </Form.Item>
                    <Form.Item name="account_no" label={intl.formatMessage(m.accountNo)} required rules={rule(accountNo)}>
                      <Input maxLength={40} inputMode="text" autoComplete="off" />
                    </Form.Item>
                    <Form.Item name="branch" label={intl.formatMessage(m.branch)}>
                      <Input maxLength={100} placeholder={intl.formatMessage(m.optional)} />
                    </Form.Item>
                    <Form.Item name="swift" label={intl.formatMessage(m.swift)} rules={rule(swift)}>
                      <Input maxLength={11} placeholder={intl.formatMessage(m.optional)} autoComplete="off" />
                    </Form.Item>
                  </>
                )
              }
            </Form.Subscribe>
          </div>
          <p className={styles.note}>
            <FormattedMessage {...m.withdrawNote} />
          </p>
        </Form>
      </main>
      <footer className={styles.bottomBar}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={page.pending}
          disabled={page.pending || nothing}
          onClick={() => form.submit()}
        >
          <FormattedMessage {...m.withdrawSubmit} />
        </Button>
      </footer>
    </div>
  );
}
