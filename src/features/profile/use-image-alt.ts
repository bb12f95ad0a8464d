import { useEffect, type RefObject } from 'react';

/**
 * antd's ImageUploader draws its previews without alt text (the shared ImageUpload cannot reach
 * them), so pictures inside `box` are named here, including ones that appear after an upload.
 */
export function useImageAlt(box: RefObject<HTMLElement | null>, alt: string): void {
  useEffect(() => {
    const root = box.current;
    if (!root) return;
    const apply = () => {
      for (const img of root.querySelectorAll('img:not([alt])')) img.setAttribute('alt', alt);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [alt, box]);
}
