import ActionSheet from 'antd-mobile/es/components/action-sheet';
import ImageViewer, { type MultiImageViewerRef } from 'antd-mobile/es/components/image-viewer';
import Swiper from 'antd-mobile/es/components/swiper';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyImage } from '@/components/lazy-image';
import { GESTURE } from '@/lib/constants';
import { goodsMessages as m } from './goods-messages';
import { useLongPress } from './use-long-press';
import styles from './goods-gallery.module.css';
import { commonMessages } from '@/components/common-messages';

const IMAGE_PX = 750;

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
  const viewer = useRef<MultiImageViewerRef>(null);
  const open = (i: number) => {
    // The viewer keeps its own index between openings: move it to the tapped picture first.
    viewer.current?.swipeTo(i, true);
    setViewerIndex(i);
    setViewerOpen(true);
  };

  return (
    <section className={styles.gallery} aria-label={intl.formatMessage(m.gallery)}>
      <Swiper
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
              type="button"
              className={styles.slide}
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
      {/* React events bubble out of the viewer's portal, so a long press inside it lands here too. */}
      <div {...press.bind(viewerOpen ? viewerIndex : index)}>
        <ImageViewer.Multi
          ref={viewer}
          images={images}
          visible={viewerOpen}
          defaultIndex={viewerIndex}
          maxZoom={GESTURE.previewZoomMax}
          onIndexChange={setViewerIndex}
          onClose={() => setViewerOpen(false)}
          renderFooter={(_src, i) => (
            <div className={styles.viewerActions}>
              <button type="button" onClick={() => onSave(i)}>
                {intl.formatMessage(m.saveImage)}
              </button>
              <button type="button" onClick={onShare}>
                {intl.formatMessage(m.shareImage)}
              </button>
            </div>
          )}
        />
      </div>
      <ActionSheet
        visible={actionsFor !== null}
        extra={intl.formatMessage(m.imageActions)}
        actions={[
          { key: 'save', text: intl.formatMessage(m.saveImage) },
          { key: 'share', text: intl.formatMessage(m.shareImage) },
        ]}
        cancelText={intl.formatMessage(commonMessages.close)}
        onAction={(action) => {
          if (action.key === 'save' && actionsFor !== null) onSave(actionsFor);
          if (action.key === 'share') onShare();
          setActionsFor(null);
        }}
        onClose={() => setActionsFor(null)}
      />
    </section>
  );
}
