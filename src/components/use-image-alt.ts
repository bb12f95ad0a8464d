import { useEffect, type RefObject } from 'react';

/**
 * antd's ImageUploader draws its previews without alt text and offers no prop to pass one, so the
 * pictures inside `box` are named here, in order ("Payment voucher, image 2"), including ones that
 * appear after an upload. `nameOf` gets the 1-based position among the box's pictures.
 */
export function useImageAlt(box: RefObject<HTMLElement | null>, nameOf: (index: number) => string): void {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const apply = () => {
      root.querySelectorAll('img').forEach((img, i) => {
        const alt = nameOf(i + 1);
        // Only write when it differs: writing an attribute is itself a mutation we observe.
        if (img.getAttribute('alt') !== alt) img.setAttribute('alt', alt);
      });
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [box, nameOf]);
}
