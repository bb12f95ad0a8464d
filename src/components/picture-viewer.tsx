import ImageViewer, { type MultiImageViewerRef } from 'antd-mobile/es/components/image-viewer';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageValue, type NoMessageValues } from 'react-intl';
import { GESTURE } from '@/lib/constants';
import { arrowKeySlide } from './carousel-keys';
import { toBody } from './modal-focus';
import styles from './picture-viewer.module.css';

const messages = defineMessages<{
  readonly previous: NoMessageValues;
  readonly next: NoMessageValues;
  readonly pictureOf: { readonly index: MessageValue; readonly total: MessageValue };
}>({
  previous: { id: 'common.previous_picture', defaultMessage: 'Previous picture' },
  next: { id: 'common.next_picture', defaultMessage: 'Next picture' },
  pictureOf: { id: 'common.picture_of', defaultMessage: 'Picture {index} of {total}' },
});

export interface PictureViewerProps {
  images: string[];
  visible: boolean;
  /** The picture it opens on, at every opening. */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  onClose: () => void;
  /** What goes under the pictures (the goods gallery's Save and Share), for the picture shown. */
  renderFooter?: (src: string, index: number) => ReactNode;
}

/**
 * antd's full-screen picture viewer (swipe, pinch to zoom 1–4), turned by a keyboard too: it was
 * made for fingers, so a shopper at a desktop or with a screen reader saw only the first picture.
 * The arrow keys and the Previous and Next buttons under the pictures turn it, and a screen reader
 * hears which picture of how many is shown. A tap outside the picture, Escape (the overlay watcher
 * presses the mask) or a tap on it closes it. It opens on `defaultIndex` every time (antd's own
 * keeps the picture it last showed between openings).
 */
export function PictureViewer({ images, visible, defaultIndex = 0, onIndexChange, onClose, renderFooter }: PictureViewerProps) {
  const intl = useIntl();
  const viewer = useRef<MultiImageViewerRef>(null);
  const footer = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(defaultIndex);
  // A new viewer at each opening, so it starts at defaultIndex; kept while it closes, so it fades out.
  const [opening, setOpening] = useState({ count: 0, visible: false });
  if (opening.visible !== visible) {
    setOpening({ count: visible ? opening.count + 1 : opening.count, visible });
    if (visible) setShown(defaultIndex);
  }
  const total = images.length;

  const show = (index: number) => {
    setShown(index);
    onIndexChange?.(index);
  };
  const turnTo = (index: number) => viewer.current?.swipeTo(index);

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      const layer = footer.current?.closest('.adm-mask');
      const target = event.target instanceof Element ? event.target : null;
      if (event.defaultPrevented || !layer || (target && target !== document.body && !layer.contains(target))) return;
      const to = arrowKeySlide(event, shown, total, false);
      if (to !== null) turnTo(to);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, shown, total]);

  return (
    <ImageViewer.Multi
      key={opening.count}
      ref={viewer}
      images={images}
      visible={visible}
      defaultIndex={shown}
      maxZoom={GESTURE.previewZoomMax}
      onIndexChange={show}
      onClose={onClose}
      mask={{ onClick: onClose }}
      getContainer={toBody}
      renderFooter={(src, index) => (
        <div ref={footer}>
          {total > 1 && (
            <div className={styles.turn}>
              <button type="button" className={styles.arrow} disabled={index === 0} onClick={() => turnTo(index - 1)} aria-label={intl.formatMessage(messages.previous)}>
                <LeftOutline aria-hidden />
              </button>
              <p className={styles.srOnly} aria-live="polite">
                {intl.formatMessage(messages.pictureOf, { index: index + 1, total })}
              </p>
              <button type="button" className={styles.arrow} disabled={index === total - 1} onClick={() => turnTo(index + 1)} aria-label={intl.formatMessage(messages.next)}>
                <RightOutline aria-hidden />
              </button>
            </div>
          )}
          {renderFooter?.(src, index)}
        </div>
      )}
    />
  );
}
