import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { FIRST_PICTURE_TIMING } from '@/lib/when-picture-painted';
import { requestReveal, watchVisibility } from './image-reveal';
import styles from './lazy-image.module.css';

interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the frame keeps this ratio before the picture arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The first banner or goods picture: loaded at once with high priority, never lazily. */
  eager?: boolean;
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * A picture in a frame of fixed ratio with a warm placeholder. Lazy pictures get their src when
 * they come near the screen, through the throttled reveal queue (spec section 9: 300 ms).
 */
export function LazyImage({ src, alt, width, height, eager = false, fit = 'cover', className }: LazyImageProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const [revealedSrc, setRevealedSrc] = useState('');
  const [loadedSrc, setLoadedSrc] = useState('');
  const [failedSrc, setFailedSrc] = useState('');
  const shown = eager || revealedSrc === src;

  useEffect(() => {
    const element = frame.current;
    if (shown || !element || !src) return;
    let cancel: (() => void) | null = null;
    const unwatch = watchVisibility(element, (visible) => {
      cancel?.();
      cancel = visible ? requestReveal(element, () => setRevealedSrc(src)) : null;
    });
    return () => {
      cancel?.();
      unwatch();
    };
  }, [shown, src]);

  const style: CSSProperties = { aspectRatio: `${String(width)} / ${String(height)}` };
  const state = failedSrc === src ? 'failed' : loadedSrc === src ? 'loaded' : 'loading';
  return (
    <span ref={frame} className={[styles.frame, className].filter(Boolean).join(' ')} style={style} data-state={state} data-eager={eager || undefined}>
      <img
        className={styles.img}
        src={shown && src ? src : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        // The first picture's paint is what the page's lower part waits for (whenPicturePainted).
        elementtiming={eager ? FIRST_PICTURE_TIMING : undefined}
        decoding="async"
        draggable={false}
        style={fit === 'contain' ? { objectFit: 'contain' } : undefined}
        onLoad={() => setLoadedSrc(src)}
        onError={() => setFailedSrc(src)}
      />
    </span>
  );
}
