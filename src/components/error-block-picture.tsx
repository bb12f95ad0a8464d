import { disconnectedImage, emptyImage } from 'antd-mobile/es/components/error-block/images';

/**
 * antd's pictures for a page's failed and empty states, in a chunk of their own (page-state.tsx):
 * drawn as React elements they were about 7 KB brotli of the chunk every first screen (home, a
 * category, a goods) loads before its largest paint, for states a first screen rarely shows.
 */
export default function ErrorBlockPicture({ status }: { status: 'disconnected' | 'empty' }) {
  return status === 'empty' ? emptyImage : disconnectedImage;
}
