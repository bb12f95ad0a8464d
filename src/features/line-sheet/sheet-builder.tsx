import { Button } from '@/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { Selector } from '@/components/selector';
import { useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useCategoryListQuery } from '@/api/common/endpoints';
import { commodityApi } from '@/api/commodity/endpoints';
import { LIMITS, LOCALES, type Locale } from '@/lib/constants';
import { readCustomerMode, retailPrice } from '@/lib/customer-mode';
import { toMoneyString } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectIsLoggedIn } from '@/state/session-slice';
import { toastRequested } from '@/state/ui-slice';
import { lsMessages as m } from './line-sheet-messages';
import { MAX_SHEET_TITLE, sheetLink, type SheetPrices } from './sheet-link';
import { useSheetCandidates, type SheetSource } from './use-sheet-candidates';
import card from '@/styles/card-page.module.css';
import styles from './line-sheet.module.css';
import { commonMessages } from '@/components/common-messages';

/** Each language named in itself, as a language menu does. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English', fr: 'Français', es: 'Español' };

/** Choosing what goes on a sheet: where the goods come from, which of them, prices, language, title. */
export function SheetBuilder() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const appLocale = LOCALES.find((l) => l === intl.locale) ?? 'en';
  const [source, setSource] = useState<SheetSource>(loggedIn ? 'favourites' : 'category');
  const [categoryId, setCategoryId] = useState(0);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [listId, setListId] = useState('');
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [prices, setPrices] = useState<SheetPrices>('retail');
  const [lang, setLang] = useState<Locale>(appLocale);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const categories = useCategoryListQuery();
  const found = useSheetCandidates({ source, categoryId, keyword, listId });
  const chosen = found.goods.filter((g) => !left.has(g.id));
  const markup = readCustomerMode();

  const toggle = (id: number, on: boolean) => {
    const next = new Set(left);
    if (on) next.delete(id);
    else next.add(id);
    setLeft(next);
  };

  const make = async () => {
    if (chosen.length === 0) {
      dispatch(toastRequested({ text: { message: m.chooseSome } }));
      return;
    }
    setBusy(true);
    try {
      // A retail price from the first-tier price; goods of a reorder list are read for it.
      const items = await Promise.all(
        chosen.map(async (g) => {
          if (prices === 'wholesale') return { goodsId: g.id };
          const firstTier =
            g.firstTier ??
            (await dispatch(commodityApi.endpoints.commodityDetails.initiate({ id: g.id }, { subscribe: false })).unwrap()).original_price;
          return { goodsId: g.id, retail: toMoneyString(retailPrice(firstTier, markup)) };
        }),
      );
      void navigate(sheetLink({ prices, lang, title, items }));
    } catch {
      // The API's own toast has said why; nothing chosen is lost.
    } finally {
      setBusy(false);
    }
  };

  const submitSearch = (event: SyntheticEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setLeft(new Set());
  };

  const sourceOptions: { label: string; value: SheetSource }[] = [
    ...(loggedIn ? [{ label: intl.formatMessage(m.sourceFavourites), value: 'favourites' as const }] : []),
    { label: intl.formatMessage(m.sourceCategory), value: 'category' },
    { label: intl.formatMessage(m.sourceSearch), value: 'search' },
    ...(loggedIn ? [{ label: intl.formatMessage(m.sourceList), value: 'list' as const }] : []),
  ];

  return (
    <>
      <section className={card.card} aria-labelledby="ls-source">
        <p className={card.hint}>{intl.formatMessage(m.intro)}</p>
        <h2 id="ls-source" className={card.heading}>
          {intl.formatMessage(m.source)}
        </h2>
        <Selector
          aria-labelledby="ls-source"
          options={sourceOptions}
          value={[source]}
          onChange={(v) => {
            if (v[0]) {
              setSource(v[0]);
              setLeft(new Set());
            }
          }}
        />
        {!loggedIn && <p className={card.hint}>{intl.formatMessage(m.loginForSource)}</p>}
        {source === 'category' && (
          <label className={card.field}>
            <span className={card.fieldLabel}>{intl.formatMessage(m.category)}</span>
            <select className={card.input} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
              <option value={0}>{intl.formatMessage(m.choose)}</option>
              {(categories.data?.list ?? []).map((top) => (
                <optgroup key={top.id} label={top.name}>
                  <option value={top.id}>{top.name}</option>
                  {top.children.map((sub) => (
                    <option key={sub.id} value={sub.id}>
                      {sub.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        )}
        {source === 'search' && (
          <form className={styles.searchRow} onSubmit={submitSearch} role="search">
            <input
              className={card.input}
              aria-label={intl.formatMessage(m.keyword)}
              placeholder={intl.formatMessage(m.keyword)}
              maxLength={LIMITS.inputMaxLength}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" shape="rounded" color="primary" fill="outline">
              {intl.formatMessage(commonMessages.search)}
            </Button>
          </form>
        )}
        {source === 'list' && (
          <label className={card.field}>
            <span className={card.fieldLabel}>{intl.formatMessage(m.list)}</span>
            {found.lists.length === 0 ? (
              <span className={card.hint}>{intl.formatMessage(m.noLists)}</span>
            ) : (
              <select className={card.input} value={listId} onChange={(e) => setListId(e.target.value)}>
                <option value="">{intl.formatMessage(m.choose)}</option>
                {found.lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            )}
          </label>
        )}
      </section>

      <section className={card.card} aria-labelledby="ls-goods">
        <h2 id="ls-goods" className={card.heading}>
          {intl.formatMessage(m.goods, { chosen: chosen.length, count: found.goods.length })}
        </h2>
        {found.failed && <p className={card.hint}>{intl.formatMessage(m.loadFailed)}</p>}
        {found.ready && found.goods.length === 0 && !found.failed && <p className={card.hint}>{intl.formatMessage(m.noGoods)}</p>}
        {found.goods.length > 0 && (
          <ul className={styles.choices} aria-labelledby="ls-goods">
            {found.goods.map((g) => (
              <li key={g.id}>
                <Checkbox checked={!left.has(g.id)} onChange={(on) => toggle(g.id, on)}>
                  {g.title}
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={card.card} aria-labelledby="ls-prices">
        <h2 id="ls-prices" className={card.heading}>
          {intl.formatMessage(m.prices)}
        </h2>
        <Selector
          aria-labelledby="ls-prices"
          options={[
            { label: intl.formatMessage(m.pricesRetail), value: 'retail' },
            { label: intl.formatMessage(m.pricesWholesale), value: 'wholesale' },
          ]}
          value={[prices]}
          onChange={(v) => v[0] && setPrices(v[0])}
        />
        {prices === 'retail' && <p className={card.hint}>{intl.formatMessage(m.retailHint, { factor: intl.formatNumber(markup.factor) })}</p>}
        <label className={card.field}>
          <span className={card.fieldLabel}>{intl.formatMessage(m.language)}</span>
          <select className={card.input} value={lang} onChange={(e) => setLang(LOCALES.find((l) => l === e.target.value) ?? lang)}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label className={card.field}>
          <span className={card.fieldLabel}>{intl.formatMessage(m.title)}</span>
          <input className={card.input} maxLength={MAX_SHEET_TITLE} value={title} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <Button color="primary" shape="rounded" block loading={busy} onClick={() => void make()}>
          {intl.formatMessage(m.make)}
        </Button>
      </section>
    </>
  );
}
