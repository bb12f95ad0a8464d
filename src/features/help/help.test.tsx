// @vitest-environment jsdom
// jsdom: these tests check what DOMPurify leaves of server rich text, and it does not sanitize in happy-dom (vitest.config.ts).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { LIMITS } from '@/lib/constants';
import { demoSession } from '@tests/demo-session';
import { expectedConsole, PAGE_TIMEOUT } from '@tests/page-kit';
import { pageGone, pageGoneKeepingPictures } from '@tests/page-gone';
import { renderWithProviders } from '@tests/render';
import { holdCalls } from '@tests/request-recorder';

const QUESTIONS = '/pages/business/user/questions/questions';

const makeUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: '', time: 0, data });

afterEach(() => {
  server.events.removeAllListeners();
});

describe('help centre', () => {
  it('lists the questions and opens an answer', async () => {
    server.use(
      http.post('*/api/common/helpCenter', () =>
        ok({ list: [{ id: 1, question: 'How do tier prices work?', answer: '<p>The more you buy, <b>the less</b> each piece costs.</p><script>window.x=1</script>' }] }),
      ),
    );
    const user = makeUser();
    renderWithProviders(null, { route: QUESTIONS });
    // A question is a button a keyboard reaches, saying whether its answer is open (issue 13).
    const question = await screen.findByRole('button', { name: 'How do tier prices work?' }, { timeout: 10_000 });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('the less')).toBeVisible();
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('.adm-collapse script')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    server.use(http.post('*/api/common/helpCenter', () => (fail ? new HttpResponse(null, { status: 503 }) : ok({ list: [] }))));
    const user = makeUser();
    renderWithProviders(null, { route: QUESTIONS });
    expect(await screen.findByText('This could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No questions have been published yet.')).toBeInTheDocument();
  });

  it('asks a guest to log in before sending feedback', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: QUESTIONS });
    await user.click(await screen.findByRole('tab', { name: 'Feedback' }, { timeout: 10_000 }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/pages/login/login?redirect=${encodeURIComponent(`${QUESTIONS}?tab=feedback`)}`,
    );
  });
});

describe('feedback', () => {
  it('limits the message to 140 characters, wants at least 5, and sends type, text and contact', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/account/feedback')) void request.clone().json().then((b: unknown) => sent.push(b));
    });
    const user = makeUser();
    const { router } = renderWithProviders(null, { route: `${QUESTIONS}?tab=feedback`, preloadedState: await demoSession() });
    const text = await screen.findByLabelText('Your message', {}, { timeout: 10_000 });

    await user.type(text, 'Bad');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please write at least 5 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Up to three short of the limit in one paste, then keys past it: the last ones are refused.
    // (Typing all 150 keys made this test the slowest of the suite on a busy machine.)
    await user.clear(text);
    await user.paste('x'.repeat(LIMITS.inputMaxLength - 3));
    await user.type(text, 'xxxxxxxx');
    expect(text).toHaveValue('x'.repeat(LIMITS.inputMaxLength));
    expect(screen.getByText(`${String(LIMITS.inputMaxLength)}/${String(LIMITS.inputMaxLength)}`)).toBeInTheDocument();

    await user.clear(text);
    await user.type(text, 'The clasp on order 1234 arrived bent.');
    await user.click(screen.getByRole('radio', { name: 'Problem' }));
    await user.type(screen.getByLabelText('How can we reach you? (optional)'), 'me@pearl.example');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByText('Thank you! Your feedback has been sent.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'problem', content: 'The clasp on order 1234 arrived bent.', images: [], contact: 'me@pearl.example' }]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=mine'));
    expect(await screen.findByText('The clasp on order 1234 arrived bent.')).toBeInTheDocument();
  });

  it('gives back a message typed before a reload, and forgets it once it is sent', async () => {
    const route = `${QUESTIONS}?tab=feedback`;
    const first = renderWithProviders(null, { route, preloadedState: await demoSession() });
    await first.user.type(await screen.findByLabelText('Your message', {}, { timeout: 10_000 }), 'The clasp arrived bent.');
    await first.user.click(screen.getByRole('radio', { name: 'Problem' }));

    // A reload, and the shop starts again.
    pageGone(first);
    const second = renderWithProviders(null, { route, preloadedState: await demoSession() });
    expect(await screen.findByLabelText('Your message', {}, { timeout: 10_000 })).toHaveValue('The clasp arrived bent.');
    expect(screen.getByRole('radio', { name: 'Problem' })).toBeChecked();

    await second.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.', {}, { timeout: 5000 })).toBeInTheDocument();
    pageGone(second);
    renderWithProviders(null, { route, preloadedState: await demoSession() });
    expect(await screen.findByLabelText('Your message', {}, { timeout: 10_000 })).toHaveValue('');
  });

  it('gives back a picture added before a reload, sends it, and forgets it once sent', async () => {
    const route = `${QUESTIONS}?tab=feedback`;
    const label = 'Screenshots or photos (optional)';
    const pictures = () => screen.findByRole('group', { name: label }, { timeout: 10_000 });
    const sent: { images?: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/account/feedback')) void request.clone().json().then((b: { images?: unknown }) => sent.push(b));
    });
    const first = renderWithProviders(null, { route, preloadedState: await demoSession() });
    await first.user.type(await screen.findByLabelText('Your message', {}, { timeout: 10_000 }), 'The clasp arrived bent.');
    await first.user.upload(within(await pictures()).getByLabelText('Add a photo', { selector: 'input' }), new File(['bent'], 'bent.png', { type: 'image/png' }));
    await waitFor(async () => expect(within(await pictures()).queryByText('Uploading…')).not.toBeInTheDocument());

    await pageGoneKeepingPictures(first);
    const second = renderWithProviders(null, { route, preloadedState: await demoSession() });
    // By its text alternative: jsdom loads no picture, so antd keeps the img hidden behind its placeholder.
    const picture = await within(await pictures()).findByAltText(`${label}, image 1`);
    expect(picture).toHaveAttribute('src', 'data:image/png;base64,YmVudA==');
    await second.user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has been sent.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(sent).toMatchObject([{ images: ['data:image/png;base64,YmVudA=='] }]));

    await pageGoneKeepingPictures(second);
    renderWithProviders(null, { route, preloadedState: await demoSession() });
    const empty = await pictures();
    // Given a moment to come back, had it been kept.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(empty).queryByAltText(`${label}, image 1`)).not.toBeInTheDocument();
  });

  it('holds the contact line to the 100 characters its rule and the server take, its count shown near the end', async () => {
    const user = makeUser();
    renderWithProviders(null, { route: `${QUESTIONS}?tab=feedback`, preloadedState: await demoSession() });
    const contact = await screen.findByLabelText('How can we reach you? (optional)', {}, { timeout: 10_000 });
    await user.click(contact);
    await user.paste('c'.repeat(LIMITS.inputMaxLength));
    expect(contact).toHaveValue('c'.repeat(100));
    expect(screen.getByText('100 of 100 characters')).toBeInTheDocument();
  });

  it('keeps the send button named and disabled while the feedback is on its way', async () => {
    const feedback = holdCalls('/api/account/feedback');
    const user = makeUser();
    renderWithProviders(null, { route: `${QUESTIONS}?tab=feedback`, preloadedState: await demoSession() });
    await user.type(await screen.findByLabelText('Your message', {}, { timeout: 10_000 }), 'Please add more hoop sizes.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    // In flight: antd shows its dots, and the label stays beside them for screen readers and eyes alike.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send feedback' })).toBeDisabled());
    feedback.release();
    expect(await screen.findByText('Thank you! Your feedback has been sent.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses it', async () => {
    server.use(http.post('*/api/account/feedback', () => HttpResponse.json({ code: 0, msg: 'Too many messages today', time: 0, data: null })));
    const user = makeUser();
    renderWithProviders(null, { route: `${QUESTIONS}?tab=feedback`, preloadedState: await demoSession() });
    const text = await screen.findByLabelText('Your message', {}, { timeout: 10_000 });
    await user.type(text, 'Please add more hoop sizes.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Too many messages today', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(text).toHaveValue('Please add more hoop sizes.');
  });

  it('shows the shop’s reply, and an empty list with a way to write', async () => {
    let list: unknown[] = [];
    server.use(http.post('*/api/account/feedbackList', () => ok({ list, total: list.length })));
    const first = renderWithProviders(null, { route: `${QUESTIONS}?tab=mine`, preloadedState: await demoSession() });
    expect(await screen.findByText('You have not sent any feedback yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send us feedback' })).toBeInTheDocument();
    first.unmount();

    list = [{ id: 9, type: 'suggestion', content: 'More gift boxes please', images: [], create_time: 1_700_000_000, reply: 'Coming next month!', reply_time: 1_700_100_000 }];
    renderWithProviders(null, { route: `${QUESTIONS}?tab=mine`, preloadedState: await demoSession() });
    expect(await screen.findByText('More gift boxes please', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Reply from the shop')).toBeInTheDocument();
    expect(screen.getByText('Coming next month!')).toBeInTheDocument();
  });
});

describe('agreement', () => {
  it('shows the document by ?type=, sanitized, titled by the server', async () => {
    const warn = expectedConsole('warn');
    const asked: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/common/getAgreement')) void request.clone().json().then((b: unknown) => asked.push(b));
    });
    server.use(
      http.post('*/api/common/getAgreement', () =>
        ok({ title: 'Privacy Policy', content: '<h2>Data we keep</h2><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)">', update_time: 1_700_000_000 }),
      ),
    );
    renderWithProviders(null, { route: '/pages/business/agreement/agreement?type=privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Data we keep' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(asked).toEqual([{ type: 'privacy' }]);
    expect(warn).toHaveBeenCalledWith('[link guard] refused a rich text link:', '"javascript:alert(1)"');
    expect(warn).toHaveBeenCalledWith('[link guard] refused a rich text image link:', '"x"');
  });
});
