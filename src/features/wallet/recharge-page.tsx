import { Button } from '@/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import Result from 'antd-mobile/es/components/result';
import { Selector } from '@/components/selector';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { PageShell } from '@/components/page-shell';
import { pageTitles } from '@/components/page-titles';
import { ResultActions } from '@/components/result-actions';
import { formatMoney, toAmount } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { amountValidator, formRule, validateAmount } from '@/lib/validation';
import { TransferDetails } from './transfer-details';
import { useRecharge, type RechargeMethod, type RechargeOutcome } from './use-recharge';
import { QUICK_AMOUNTS } from './wallet-limits';
import { walletMessages as m } from './wallet-messages';
import styles from './wallet.module.css';
import { payMethodLabels } from '@/api/status-labels';
import { RadioGroup } from '@/components/radio-group';
import { FixedBar } from '@/components/fixed-bar';

/** Quick amounts are round: '$500', not '$500.00'. */

const METHOD_HINT = {
  bank_transfer: m.bankTransferHint,
  credit_card: m.creditCardHint,
  wechat: m.wechatHint,
} as const;

function Outcome({ outcome }: { outcome: RechargeOutcome }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const amount = formatMoney(intl, outcome.amount);
  const actions = (
    <ResultActions>
      <Button block color="primary" shape="rounded" onClick={() => void navigate(ROUTES.balance, { replace: true })}>
        <FormattedMessage {...m.backToBalance} />
      </Button>
      <Button block fill="outline" shape="rounded" onClick={() => void navigate(ROUTES.rechargeRecord, { replace: true })}>
        <FormattedMessage {...m.topUpHistory} />
      </Button>
    </ResultActions>
  );
  if (outcome.kind === 'paid') {
    return (
      <div className={styles.result}>
        <Result
          status="success"
          title={intl.formatMessage(m.topUpDone)}
          description={intl.formatMessage(m.topUpDoneBody, { amount })}
        />
        <div className={styles.card}>{actions}</div>
      </div>
    );
  }
  if (outcome.kind === 'transfer') {
    return (
      <div className={styles.result}>
        <TransferDetails amount={outcome.amount} sn={outcome.sn} cards={outcome.cards} />
        <div className={styles.card}>{actions}</div>
      </div>
    );
  }
  return (
    <div className={styles.result}>
      <Result
        status={outcome.kind === 'blocked' ? 'error' : 'waiting'}
        title={intl.formatMessage(outcome.kind === 'blocked' ? m.redirectBlocked : m.redirecting)}
      />
      <div className={styles.card}>{actions}</div>
    </div>
  );
}

export default function RechargePage() {
  const intl = useIntl();
  const page = useRecharge();
  const { form, limits } = page;
  const amount = (Form.useWatch('amount', form) as string | undefined) ?? '';
  const valid = validateAmount(amount, { min: limits.minRecharge, max: limits.maxRecharge }) === null;

  if (page.outcome) {
    return (
      <div>
        <AppNavBar title={pageTitles.recharge} />
        <PageShell>
          <Outcome outcome={page.outcome} />
        </PageShell>
      </div>
    );
  }

  const label = valid ? intl.formatMessage(m.topUpSubmit, { amount: formatMoney(intl, amount) }) : intl.formatMessage(m.topUpSubmitEmpty);
  return (
    <div>
      <AppNavBar title={pageTitles.recharge} />
      <PageShell bar>
        <Form
          form={form}
          initialValues={{ amount: '', pay_method: 'bank_transfer' }}
          onFinish={page.submit}
          layout="vertical"
          className={styles.form}
        >
          <div className={styles.formCard}>
            <Form.Item
              name="amount"
              label={intl.formatMessage(m.amount)}
              required
              rules={[formRule(intl, amountValidator(() => ({ min: limits.minRecharge, max: limits.maxRecharge })))]}
              description={intl.formatMessage(m.topUpLimit, { max: formatMoney(intl, limits.maxRecharge) })}
            >
              <Input
                className={styles.amountInput}
                inputMode="decimal"
                placeholder={intl.formatMessage(m.amountPlaceholder)}
              />
            </Form.Item>
            <div className={styles.quick}>
              <Selector
                aria-label={intl.formatMessage(m.quickAmounts)}
                columns={3}
                options={QUICK_AMOUNTS.map((value) => ({ value, label: formatMoney(intl, value, { whole: true }) }))}
                value={QUICK_AMOUNTS.filter((q) => toAmount(q) === toAmount(amount))}
                onChange={(value) => {
                  // Tapping the chosen amount again clears the selector: keep the amount as it is.
                  const picked = value.at(0);
                  if (picked === undefined) return;
                  form.setFieldsValue({ amount: picked });
                  void form.validateFields(['amount']).catch(() => undefined);
                }}
              />
            </div>
          </div>
          <div className={styles.formCard}>
            <Form.Item name="pay_method" label={intl.formatMessage(m.payMethod)} required>
              <RadioGroup>
                <div className={styles.methods}>
                  {page.methods.map((method: RechargeMethod) => (
                    <Radio key={method} value={method} className={styles.method}>
                      <span className={styles.methodRow}>
                        <FormattedMessage {...payMethodLabels[method]} />
                        <span className={styles.hint}>
                          <FormattedMessage {...METHOD_HINT[method]} />
                        </span>
                      </span>
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
            </Form.Item>
          </div>
        </Form>
      </PageShell>
      <FixedBar as="footer" className={styles.bottomBar}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={page.pending}
          disabled={page.pending}
          onClick={() => form.submit()}
        >
          {label}
        </Button>
      </FixedBar>
    </div>
  );
}
