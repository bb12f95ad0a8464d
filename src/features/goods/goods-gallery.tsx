import Swiper, { type SwiperRef } from 'antd-mobile/es/components/swiper';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { arrowKeySlide } from '@/components/carousel-keys';
import { LazyImage } from '@/components/lazy-image';
import { OnDemand } from '@/components/on-demand';
import { goodsMessages as m } from './goods-messages';
import { useLongPress } from './use-long-press';
import styles from './goods-gallery.module.css';

const IMAGE_PX = 750;

// The viewer and the save-or-share sheet (antd's ImageViewer, ActionSheet and their gestures) come
// in a chunk of their own, mounted at the first tap or long press: a goods page's first screen
// downloaded them before its largest picture (issue 12).
const loadOverlays = () => import('./goods-gallery-overlays').then((module) => ({ default: module.GalleryOverlays }));

interface GoodsGalleryProps {
  images: string[];
  title: string;
  onSave: (index: number) => void;
  onShare: () => void;
}

/**
 * The goods pictures: a swiper (the first picture is not lazy), a tap opens the viewer with zoom
 * 1–4, and a long press on either offers to save or share the picture.
 */
export function GoodsGallery({ images, title, onSave, onShare }: GoodsGalleryProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // The picture the viewer shows now (the shopper may have swiped since opening it): a long
  // press in the viewer acts on this one, not on the one that was tapped.
  const [viewerIndex, setViewerIndex] = useState(0);
  const [actionsFor, setActionsFor] = useState<number | null>(null);
  const press = useLongPress<number>((i) => setActionsFor(i));
  const total = images.length;
  const swiper = useRef<SwiperRef>(null);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);
  // The keyboard: only the picture shown is in the Tab order (Tab onto a hidden one showed it while
  // the counter still said 1 / 5); the arrow keys show the previous or the next picture, and focus
  // goes with it.
  const onSlideKey = (event: KeyboardEvent, i: number) => {
    const to = arrowKeySlide(event, i, total, false);
    if (to === null) return;
    swiper.current?.swipeTo(to);
    slides.current[to]?.focus({ preventScroll: true });
  };
  const open = (i: number) => {
    setViewerIndex(i);
    setViewerOpen(true);
  };

  return (
    <section className={styles.gallery} aria-label={intl.formatMessage(m.gallery)}>
      <Swiper
        ref={swiper}
        onIndexChange={setIndex}
        indicator={(count, current) => (
          <span className={styles.counter} aria-hidden>
            {intl.formatMessage(m.imageOf, { index: current + 1, total: count })}
          </span>
        )}
      >
        {images.map((src, i) => (
          <Swiper.Item key={src + String(i)}>
            <button
              ref={(el) => {
                slides.current[i] = el;
              }}
              type="button"
              className={styles.slide}
              tabIndex={i === index ? 0 : -1}
              onKeyDown={(event) => onSlideKey(event, i)}
              aria-label={intl.formatMessage(m.openImage, { index: i + 1, total })}
              onClick={() => {
                if (!press.consumeFired()) open(i);
              }}
              {...press.bind(i)}
            >
              <LazyImage src={src} alt={i === 0 ? title : ''} width={IMAGE_PX} height={IMAGE_PX} eager={i === 0} fit="contain" />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <OnDemand
        open={viewerOpen || actionsFor !== null}
        load={loadOverlays}
        what="the goods gallery's viewer"
        onUnavailable={() => {
          setViewerOpen(false);
          setActionsFor(null);
        }}
      >
        {(GalleryOverlays) => (
          <GalleryOverlays
            images={images}
            viewerOpen={viewerOpen}
            viewerIndex={viewerIndex}
            onViewerIndexChange={setViewerIndex}
            onViewerClose={() => setViewerOpen(false)}
            actionsFor={actionsFor}
            onActionsClose={() => setActionsFor(null)}
            pressProps={press.bind(viewerOpen ? viewerIndex : index)}
            onSave={onSave}
            onShare={onShare}
          />
        )}
      </OnDemand>
    </section>
  );
}
