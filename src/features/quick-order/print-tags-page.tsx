import { Button } from '@/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useCommodityDetailsQuery } from '@/api/commodity/endpoints';
import { ActionLink } from '@/components/action-link';
import { commonMessages } from '@/components/common-messages';
import { LabelledStepper } from '@/components/labelled-stepper';
import { AppNavBar } from '@/components/nav-bar';
import { pageTitles } from '@/components/page-titles';
import { EmptyState, LoadFailed } from '@/components/page-state';
import { PageShell } from '@/components/page-shell';
import { ROUTES } from '@/lib/routes';
import { positiveInteger } from '@/lib/positive-integer';
import styles from './print-tags.module.css';

const m = defineMessages<{
  readonly hint: NoMessageValues;
  readonly copies: { readonly spec: MessageValue };
  readonly print: { readonly count: number | bigint };
  readonly sheet: NoMessageValues;
  readonly loadFailed: NoMessageValues;
  readonly noGoodsTitle: NoMessageValues;
  readonly noGoodsBody: NoMessageValues;
  readonly barcode: { readonly code: MessageValue };
}>({
  hint: {
    id: 'print_tags.hint',
    defaultMessage: 'Tags for your display cards: name, option, code and barcode. Choose how many of each, then print (3 × 7 labels of 63.5 × 38.1 mm on A4). Scan them in Quick order to reorder.',
  },
  copies: { id: 'print_tags.copies', defaultMessage: 'Tags of {spec}' },
  print: { id: 'print_tags.print', defaultMessage: 'Print {count, plural, one {# tag} other {# tags}}' },
  sheet: { id: 'print_tags.sheet', defaultMessage: 'Tags to print' },
  loadFailed: { id: 'print_tags.load_failed', defaultMessage: 'This product could not be loaded.' },
  noGoodsTitle: { id: 'print_tags.no_goods_title', defaultMessage: 'Choose a product first' },
  noGoodsBody: {
    id: 'print_tags.no_goods_body',
    defaultMessage: 'Open a product and choose “Print tags with barcodes”: its options are listed here, ready to print.',
  },
  barcode: { id: 'print_tags.barcode', defaultMessage: 'Barcode {code}' },
});

/** A Code 128 barcode of a code, drawn by jsbarcode (loaded with this page only). */
function Barcode({ value, label }: { value: string; label: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: JsBarcode }) => {
      if (live && svg.current) JsBarcode(svg.current, value, { format: 'CODE128', displayValue: false, height: 44, width: 1.6, margin: 8 });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return <svg ref={svg} className={styles.barcode} role="img" aria-label={label} />;
}

/** Printable tags (code, name, barcode) for the specs of one goods. */
export default function PrintTagsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = positiveInteger(params.get('id')) ?? 0;
  const valid = id > 0;
  const details = useCommodityDetailsQuery({ id }, { skip: !valid });
  const goods = details.data;
  const [copies, setCopies] = useState<Record<number, number>>({});
  const countOf = (specId: number) => copies[specId] ?? 1;
  const tags = (goods?.specs ?? []).flatMap((spec) => Array.from({ length: countOf(spec.id) }, (_, n) => ({ spec, n })));

  let body;
  // Opened without a product (a bookmark, a typed address): say where tags come from, not "failed".
  if (!valid) {
    body = (
      <EmptyState title={m.noGoodsTitle} description={m.noGoodsBody}>
        <ActionLink to={ROUTES.class}>{intl.formatMessage(commonMessages.browseCategories)}</ActionLink>
      </EmptyState>
    );
  } else if (!goods && details.isError) body = <LoadFailed title={m.loadFailed} onRetry={() => void details.refetch()} homeLink />;
  else if (!goods) body = <Skeleton.Paragraph lineCount={6} animated />;
  else {
    body = (
      <>
        <section className={styles.controls}>
          <h2 className={styles.title}>{goods.title}</h2>
          <p className={styles.hint}>{intl.formatMessage(m.hint)}</p>
          <ul className={styles.specs}>
            {goods.specs.map((spec) => (
              <li key={spec.id} className={styles.spec}>
                <span>
                  {spec.title}
                  <span className={styles.code}>{spec.sku}</span>
                </span>
                <LabelledStepper
                  label={intl.formatMessage(m.copies, { spec: spec.title })}
                  value={countOf(spec.id)}
                  min={0}
                  max={21}
                  onChange={(value) => setCopies((c) => ({ ...c, [spec.id]: value }))}
                />
              </li>
            ))}
          </ul>
          <Button color="primary" shape="rounded" block disabled={tags.length === 0} onClick={() => window.print()}>
            {intl.formatMessage(m.print, { count: tags.length })}
          </Button>
        </section>
        <section className={styles.sheet} aria-label={intl.formatMessage(m.sheet)}>
          {tags.map(({ spec, n }) => (
            <div key={`${String(spec.id)}-${String(n)}`} className={styles.tag}>
              <p className={styles.tagName}>{goods.title}</p>
              <p className={styles.tagSpec}>{spec.title}</p>
              <Barcode value={spec.sku} label={intl.formatMessage(m.barcode, { code: spec.sku })} />
              <p className={styles.tagCode}>{spec.sku}</p>
            </div>
          ))}
        </section>
      </>
    );
  }
  return (
    <>
      <AppNavBar title={pageTitles.printTags} />
      <PageShell stack>{body}</PageShell>
    </>
  );
}
