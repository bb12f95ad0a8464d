/**
 * What production builds give libraries that import resize-observer-polyfill (ahooks' useSize and
 * useInfiniteScroll, under antd-mobile): the browser's own ResizeObserver. Every browser the shop
 * supports (es2022) has one, and the polyfill's 7.6 KB came with a goods page's first screen
 * (issue 12). The polyfill's default export is the class, so this is too.
 */
const NativeResizeObserver: typeof ResizeObserver = globalThis.ResizeObserver;
export default NativeResizeObserver;
