import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import { useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Banner } from '@/api/common/responses';
import { arrowKeySlide } from '@/components/carousel-keys';
import { SWIPER } from '@/lib/constants';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { BannerSlide } from './banner-slide';
import styles from './banner-carousel.module.css';

const messages = defineMessages({
  stop: { id: 'home.banners_stop', defaultMessage: 'Stop the slideshow' },
  start: { id: 'home.banners_start', defaultMessage: 'Play the slideshow' },
});

/**
 * The shopper's stop or play, kept while the app stays open: a shopper who stopped the slideshow
 * and comes back to home from a goods page finds it still stopped. A reload or a new visit starts
 * as the system setting says (the spec is silent; this is our choice).
 */
let chosenThisVisit: boolean | null = null;

/**
 * The banners turning: autoplay every 5000 ms (spec section 9). antd-mobile's Swiper animates with
 * a spring rather than a set duration; its default spring settles in about the spec's 500 ms
 * (SWIPER.durationMs), so no duration is passed. Its own chunk (home-banners.tsx says when).
 *
 * Content that moves on its own for more than five seconds needs a way to stop it (WCAG 2.2.2),
 * so the carousel works as WAI-ARIA's carousel pattern does: a button stops and restarts it, and
 * it holds still while a mouse is over it or a banner has focus (a link being read is not
 * swapped away). A shopper who asks for less motion finds it stopped and may start it. Only the
 * banner shown is in the Tab order and the accessibility tree (the others are inert: Tab onto one
 * focused a link off the screen); the arrow keys show the previous or the next, focus following.
 */
export function BannerCarousel({ list }: { list: readonly Banner[] }) {
  const intl = useIntl();
  const reduced = usePrefersReducedMotion();
  // The shopper's own choice, once made, outranks the setting.
  const [chosen, setChosen] = useState<boolean | null>(() => chosenThisVisit);
  const [held, setHeld] = useState(false);
  const rotation = useRef<HTMLButtonElement>(null);
  const swiper = useRef<SwiperRef>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const step = (event: KeyboardEvent) => {
    const next = arrowKeySlide(event, shown, list.length, true);
    if (next === null) return;
    // Its onIndexChange sets `shown`.
    swiper.current?.swipeTo(next);
    // Focus goes to the banner now shown once it is no longer inert (after this render).
    requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>(`[data-banner="${String(next)}"] a`)?.focus({ preventScroll: true }));
  };
  const turning = chosen ?? !reduced;
  const hover = (on: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHeld(on);
  };
  // Focus on a banner holds it; focus on the button does not (a tap on "play" leaves it focused).
  const focusEntered = (event: FocusEvent<HTMLDivElement>) => {
    const target: EventTarget = event.target;
    if (target !== rotation.current) setHeld(true);
  };
  const focusLeft = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
  };
  // Pressing the button is the shopper's word: "play" plays now, under the mouse that pressed it.
  const press = () => {
    chosenThisVisit = !turning;
    setChosen(!turning);
    setHeld(false);
  };
  return (
    <div ref={frame} className={styles.carousel} onPointerEnter={hover(true)} onPointerLeave={hover(false)} onFocus={focusEntered} onBlur={focusLeft}>
      <Swiper ref={swiper} autoplay={turning && !held} autoplayInterval={SWIPER.autoplayIntervalMs} loop onIndexChange={setShown}>
        {list.map((banner, i) => (
          <Swiper.Item key={banner.id}>
            <div data-banner={i} inert={i !== shown}>
              <BannerSlide banner={banner} first={i === 0} onKeyDown={step} />
            </div>
          </Swiper.Item>
        ))}
      </Swiper>
      <button
        ref={rotation}
        type="button"
        className={styles.rotation}
        aria-label={intl.formatMessage(turning ? messages.stop : messages.start)}
        onClick={press}
      >
        {/* Pause and play as media players draw them (antd-mobile-icons has no pause). */}
        <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden fill="currentColor">
          {turning ? (
            <>
              <rect x="3.5" y="2.5" width="3" height="11" rx="1" />
              <rect x="9.5" y="2.5" width="3" height="11" rx="1" />
            </>
          ) : (
            <path d="M5 2.8v10.4a.8.8 0 0 0 1.2.7l8-5.2a.8.8 0 0 0 0-1.4l-8-5.2A.8.8 0 0 0 5 2.8Z" />
          )}
        </svg>
      </button>
    </div>
  );
}
