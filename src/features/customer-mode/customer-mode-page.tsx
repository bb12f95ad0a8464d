import { Button } from '@/components/button';
import { Selector } from '@/components/selector';
import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { AppNavBar } from '@/components/nav-bar';
import { commonMessages } from '@/components/common-messages';
import { pageTitles } from '@/components/page-titles';
import { PageShell } from '@/components/page-shell';
import { PRICE_ENDINGS, retailPrice, useCustomerMode, type PriceEnding } from '@/lib/customer-mode';
import { editableNumber, formatMoney } from '@/lib/money';
import { ROUTES } from '@/lib/routes';
import { useAppDispatch } from '@/state/hooks';
import { toastRequested } from '@/state/ui-slice';
import { enterCustomerMode, isPin, leaveCustomerMode } from './customer-mode-lock';
import { cmMessages as m } from './customer-mode-messages';
import { markupFactor, type MarkupKind } from './markup';
import card from '@/styles/card-page.module.css';
import styles from './customer-mode-page.module.css';

const EXAMPLE_WHOLESALE = 10;

/** Entering: the markup, the price ending, a PIN twice. */
function EnterForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const saved = useCustomerMode();
  const [kind, setKind] = useState<MarkupKind>('factor');
  const [value, setValue] = useState(() => editableNumber(intl.locale, saved.factor));
  const [ending, setEnding] = useState<PriceEnding>(saved.ending);
  const [pin, setPin] = useState('');
  const [pinAgain, setPinAgain] = useState('');
  const [tried, setTried] = useState(false);

  const factor = markupFactor(kind, value);
  const pinError = !isPin(pin) ? m.pinInvalid : pin !== pinAgain ? m.pinMismatch : null;
  const endingLabel = (e: PriceEnding) => (e === 'cents' ? intl.formatMessage(m.endingExact) : intl.formatNumber(Number(`0.${e}`), { minimumFractionDigits: 2 }).replace(/^0/u, ''));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (factor === null || pinError) return;
    if (!enterCustomerMode({ factor, ending, pin })) return;
    dispatch(toastRequested({ text: { message: m.started }, icon: 'success' }));
    void navigate(ROUTES.home, { replace: true });
  };

  return (
    <form className={card.card} onSubmit={submit} noValidate>
      <p className={card.hint}>{intl.formatMessage(m.intro)}</p>
      <fieldset className={card.field}>
        <legend className={card.fieldLabel}>{intl.formatMessage(m.markup)}</legend>
        <Selector
          aria-label={intl.formatMessage(m.markup)}
          options={[
            { label: intl.formatMessage(m.markupFactor), value: 'factor' },
            { label: intl.formatMessage(m.markupPercent), value: 'percent' },
          ]}
          value={[kind]}
          onChange={(v) => {
            const next = v[0] as MarkupKind | undefined;
            if (!next || next === kind) return;
            setKind(next);
            setValue(next === 'percent' ? '150' : editableNumber(intl.locale, '2.5'));
          }}
        />
        <input
          className={card.input}
          aria-label={intl.formatMessage(m.markupValue)}
          inputMode="decimal"
          maxLength={10}
          value={value}
          aria-invalid={tried && factor === null}
          onChange={(e) => setValue(e.target.value)}
        />
        {factor === null && tried && <p className={styles.error}>{intl.formatMessage(m.markupInvalid)}</p>}
      </fieldset>
      <fieldset className={card.field}>
        <legend className={card.fieldLabel}>{intl.formatMessage(m.ending)}</legend>
        <Selector aria-label={intl.formatMessage(m.ending)} options={PRICE_ENDINGS.map((e) => ({ label: endingLabel(e), value: e }))} value={[ending]} onChange={(v) => v[0] && setEnding(v[0])} />
      </fieldset>
      {factor !== null && (
        <p className={card.hint} aria-live="polite">
          {intl.formatMessage(m.example, {
            wholesale: formatMoney(intl, EXAMPLE_WHOLESALE),
            retail: formatMoney(intl, retailPrice(EXAMPLE_WHOLESALE, { factor, ending })),
          })}
        </p>
      )}
      <label className={card.field}>
        <span className={card.fieldLabel}>{intl.formatMessage(m.pin)}</span>
        <input className={card.input} type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pin} onChange={(e) => setPin(e.target.value)} />
      </label>
      <label className={card.field}>
        <span className={card.fieldLabel}>{intl.formatMessage(m.pinAgain)}</span>
        <input className={card.input} type="password" inputMode="numeric" autoComplete="off" maxLength={8} value={pinAgain} onChange={(e) => setPinAgain(e.target.value)} />
      </label>
      {tried && pinError && <p className={styles.error}>{intl.formatMessage(pinError)}</p>}
      <Button type="submit" color="primary" shape="rounded" block>
        {intl.formatMessage(m.start)}
      </Button>
    </form>
  );
}

/** On: the way back to the catalogue, and out with the PIN. */
function LeaveForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!leaveCustomerMode(pin)) {
      setWrong(true);
      setPin('');
      return;
    }
    dispatch(toastRequested({ text: { message: m.left }, icon: 'success' }));
    void navigate(ROUTES.user, { replace: true });
  };
  return (
    <>
      <section className={card.card} aria-labelledby="cm-on">
        <h2 id="cm-on" className={card.heading}>
          {intl.formatMessage(m.onTitle)}
        </h2>
        <p className={card.hint}>{intl.formatMessage(m.onHint)}</p>
        <Link to={ROUTES.home} className={styles.browse}>
          {intl.formatMessage(commonMessages.browseCatalogue)}
        </Link>
      </section>
      <form className={card.card} onSubmit={submit} noValidate>
        <label className={card.field}>
          <span className={card.fieldLabel}>{intl.formatMessage(m.leavePin)}</span>
          <input
            className={card.input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            aria-invalid={wrong}
            onChange={(e) => setPin(e.target.value)}
          />
        </label>
        {wrong && (
          <p className={styles.error} role="alert">
            {intl.formatMessage(m.wrongPin)}
          </p>
        )}
        <Button type="submit" shape="rounded" fill="outline" block>
          {intl.formatMessage(m.leave)}
        </Button>
      </form>
    </>
  );
}

/** Customer mode: set a markup and a PIN and hand the phone over; or, when on, leave it with the PIN. */
export default function CustomerModePage() {
  const on = useCustomerMode().on;
  return (
    <>
      <AppNavBar title={pageTitles.customerMode} />
      <PageShell stack>{on ? <LeaveForm /> : <EnterForm />}</PageShell>
    </>
  );
}
