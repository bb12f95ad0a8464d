import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { Selector } from '@/components/selector';
import Stepper from 'antd-mobile/es/components/stepper';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/constants';
import { renderWithProviders } from '@tests/render';

/** antd-mobile's controls with nothing of ours naming them: what a screen reader hears is antd's locale. */
function Controls() {
  return (
    <>
      <Stepper defaultValue={2} />
      <Input defaultValue="Lina" clearable onlyShowClearWhenFocus={false} />
      <Selector options={[{ label: 'A', value: 'a' }]} />
      <SearchBar />
      <Popup visible showCloseButton>
        <p>sheet</p>
      </Popup>
    </>
  );
}

describe('antd-mobile’s own control names', () => {
  it.each<[Locale, string[]]>([
    // antd's French, Spanish and Taiwanese locales say these in English ('decrease', 'clear', 'Close').
    ['fr', ['Diminuer la quantité', 'Augmenter la quantité', 'Effacer', 'Fermer']],
    ['es', ['Reducir la cantidad', 'Aumentar la cantidad', 'Borrar', 'Cerrar']],
    ['zh-TW', ['減少數量', '增加數量', '清除', '關閉']],
    ['en', ['Decrease quantity', 'Increase quantity', 'Clear', 'Close']],
  ])('are said in %s', async (locale, [decrease, increase, clear, close]) => {
    renderWithProviders(<Controls />, { locale });
    expect(await screen.findByRole('button', { name: decrease })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: increase })).toBeInTheDocument();
    // antd's clear control is a div with a label (no button role).
    expect(screen.getByLabelText(clear)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Selector' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Search Bar')).not.toBeInTheDocument();
  });
});

describe('antd-mobile’s required mark, as heard', () => {
  it.each<[Locale, string]>([
    ['fr', '" (obligatoire)"'],
    ['zh-CN', '" （必填）"'],
    ['en', '" (required)"'],
  ])('is "(required)" in %s, handed to global.css as a quoted string', async (locale, spoken) => {
    renderWithProviders(<Stepper defaultValue={1} />, { locale });
    await screen.findAllByRole('button');
    expect(document.documentElement.style.getPropertyValue('--required-mark-spoken')).toBe(spoken);
  });
});
