import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import { FormattedMessage, useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { LimitedInput } from '@/components/input-limit';
import { AppNavBar } from '@/components/nav-bar';
import { LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { pageTitles } from '@/components/page-titles';
import { editableNumber, formatMoney, toAmount } from '@/lib/money';
import { amountValidator, formRule, optional, validateRequired, type Validator } from '@/lib/validation';
import { FeeQuote } from './fee-quote';
import { useWithdrawal } from './use-withdrawal';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';
import { FixedBar } from '@/components/fixed-bar';

const ACCOUNT_NO = /^[A-Za-z0-9]{8,34}$/;
const SWIFT = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

export default function WithdrawalPage() {
  const intl = useIntl();
  const page = useWithdrawal();
  const { form, balance, limits } = page;
  const available = balance.balance;
  const nothing = available !== undefined && toAmount(available) <= 0;

  const rule = (validator: Validator) => [formRule(intl, validator)];
  // Until the balance is known there is no maximum to check against (not 0.00): submitting waits.
  const amountLimits = () => ({ min: limits.minWithdrawal, max: available });
  const accountNo: Validator = (value) =>
    validateRequired(value) ??
    (!ACCOUNT_NO.test(value.replace(/\s+/g, ''))
      ? { message: m.accountNoInvalid }
      : page.isShopAccount(value)
        ? { message: m.shopAccountRefused }
        : null);
  const swift: Validator = optional((value) => (SWIFT.test(value.trim()) ? null : { message: m.swiftInvalid }));

  if (balance.isError) {
    return (
      <div>
        <AppNavBar title={pageTitles.withdrawal} />
        <PageShell>
          <LoadFailed title={commonMessages.loadFailed} onRetry={balance.retry} />
        </PageShell>
      </div>
    );
  }

  return (
    <div>
      <AppNavBar title={pageTitles.withdrawal} />
      <PageShell bar>
        <Form form={form} initialValues={page.initialValues} onValuesChange={page.onValuesChange} onFinish={page.submit} layout="vertical" className={styles.form}>
          <div className={styles.formCard}>
            <Form.Item
              name="amount"
              label={intl.formatMessage(m.withdrawAmount)}
              required
              rules={rule(amountValidator(amountLimits))}
              description={
                available === undefined
                  ? intl.formatMessage(m.balanceLoading)
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
                    form.setFieldsValue({ amount: editableNumber(intl.locale, available) });
                    void form.validateFields(['amount']).catch(() => undefined);
                  }}
                >
                  <FormattedMessage {...m.withdrawAll} />
                </Button>
              }
            >
              <Input className={styles.amountInput} inputMode="decimal" placeholder={intl.formatMessage(m.amountPlaceholder)} />
            </Form.Item>
            <Form.Subscribe to={['amount']}>
              {({ amount }: { amount?: string }) => <FeeQuote amount={amount ?? ''} rule={limits.withdrawalFee} limits={amountLimits()} />}
            </Form.Subscribe>
          </div>

          <section className={styles.formCard} aria-labelledby="payout-heading">
            <h2 id="payout-heading" className={styles.cardHead}>
              <FormattedMessage {...m.payoutHeading} />
            </h2>
            <p className={styles.cardHeadHint}>
              <FormattedMessage {...m.payoutIntro} />
            </p>
            <Form.Item name="bank_name" label={intl.formatMessage(m.bankName)} required rules={rule(validateRequired)}>
              <LimitedInput maxLength={100} autoComplete="off" placeholder={intl.formatMessage(m.bankNamePlaceholder)} />
            </Form.Item>
            <Form.Item name="account_name" label={intl.formatMessage(m.accountName)} required rules={rule(validateRequired)}>
              <LimitedInput maxLength={100} autoComplete="name" placeholder={intl.formatMessage(m.accountNamePlaceholder)} />
            </Form.Item>
            <Form.Item
              name="account_no"
              label={intl.formatMessage(m.payoutAccountNo)}
              required
              rules={rule(accountNo)}
              description={
                page.lastAccountTail ? intl.formatMessage(m.lastAccountHint, { last4: page.lastAccountTail }) : undefined
              }
            >
              <LimitedInput maxLength={40} inputMode="text" autoComplete="off" placeholder={intl.formatMessage(m.accountNoPlaceholder)} />
            </Form.Item>
            <Form.Item name="branch" label={intl.formatMessage(m.branch)}>
              <LimitedInput maxLength={100} placeholder={intl.formatMessage(commonMessages.optional)} />
            </Form.Item>
            <Form.Item name="swift" label={intl.formatMessage(m.swift)} rules={rule(swift)}>
              <LimitedInput maxLength={11} placeholder={intl.formatMessage(commonMessages.optional)} autoComplete="off" />
            </Form.Item>
          </section>
          <p className={styles.note}>
            <FormattedMessage {...m.withdrawNote} />
          </p>
        </Form>
      </PageShell>
      <FixedBar as="footer" className={styles.bottomBar}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={page.pending}
          disabled={page.pending || available === undefined || nothing}
          onClick={() => form.submit()}
        >
          <FormattedMessage {...m.withdrawSubmit} />
        </Button>
      </FixedBar>
    </div>
  );
}
