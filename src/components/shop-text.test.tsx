import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@tests/render';
import { ShopText, writtenIn } from './shop-text';

// Issue 13: the shop's own Chinese text inside another interface language is marked as such.
describe('text the shop wrote', () => {
  it('is marked lang="zh" with a visible hint inside the English interface', async () => {
    renderWithProviders(<ShopText text="感谢您的支持！" />);
    const reply = await screen.findByText('感谢您的支持！');
    expect(reply).toHaveAttribute('lang', 'zh');
    expect(screen.getByText('Written in Chinese')).toBeVisible();
  });

  it('is left as it is where the interface speaks its language', async () => {
    renderWithProviders(<ShopText text="感谢您的支持！" />, { locale: 'zh-TW' });
    const reply = await screen.findByText('感谢您的支持！');
    expect(reply.closest('[lang]')).toBeNull();
    expect(screen.queryByText('原文為中文')).not.toBeInTheDocument();
  });

  it('tells Chinese by its characters only', () => {
    expect(writtenIn('Merci pour votre confiance !')).toBeNull();
    expect(writtenIn('Thank you 谢谢')).toBe('zh');
  });
});
