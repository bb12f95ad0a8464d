import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useIntl } from 'react-intl';
import { commonMessages } from '@/components/common-messages';
import { goodsMessages as m } from './goods-messages';
import type { LongPressHandlers } from './use-long-press';
import styles from './goods-gallery.module.css';
import { PictureViewer } from '@/components/picture-viewer';

export interface GalleryOverlaysProps {
  images: string[];
  viewerOpen: boolean;
  /** The picture the viewer shows (or opens on). */
  viewerIndex: number;
  onViewerIndexChange: (index: number) => void;
  onViewerClose: () => void;
  /** The picture the save-or-share sheet is open for, or null. */
  actionsFor: number | null;
  onActionsClose: () => void;
  /** The long press's handlers, for the picture the viewer shows. */
  pressProps: LongPressHandlers;
  onSave: (index: number) => void;
  onShare: () => void;
}

/**
 * The gallery's viewer (zoom 1–4, turned by swipes, the arrow keys or its buttons) and its save-or-share sheet: a chunk of their own, mounted at the
 * first tap or long press (goods-gallery.tsx), not part of what a goods page's first screen
 * downloads before its largest picture.
 */
export function GalleryOverlays(props: GalleryOverlaysProps) {
  const { images, viewerOpen, viewerIndex, onViewerIndexChange, onViewerClose, actionsFor, onActionsClose, pressProps, onSave, onShare } = props;
  const intl = useIntl();
  return (
    <>
      {/* React events bubble out of the viewer's portal, so a long press inside it lands here too. */}
      <div {...pressProps}>
        <PictureViewer
          images={images}
          visible={viewerOpen}
          defaultIndex={viewerIndex}
          onIndexChange={onViewerIndexChange}
          onClose={onViewerClose}
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
          onActionsClose();
        }}
        onClose={onActionsClose}
      />
    </>
  );
}
