/**
 * Every business constant of the storefront spec (sections 5 and 9) in one typed module,
 * under the spec's own names, so no component carries a magic number.
 */

export const APP_TITLE = 'ACC+ Jewelry Wholesale';
export const APP_VERSION = '1.0.0';

/** The five interface languages, in the spec's order. Default and fallback is English (section 9). */
export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** A failed launch falls back to zh (section 1, step 5). */
export const LAUNCH_FALLBACK_LOCALE: Locale = 'zh-CN';

export const TIMEOUTS = {
  /** Request, connect, upload and download (section 9). */
  requestMs: 60_000,
  /** Not-logged-in redirect to login (sections 8 and 9). */
  loginRedirectMs: 500,
  /** Toast default (section 9); other widgets use widgetMs. */
  toastMs: 1500,
  widgetMs: 2000,
  /** Resend-code countdown (section 5). */
  resendCountdownS: 60,
  /** Delay before an async page's loading view appears (section 9). */
  asyncPageDelayMs: 200,
  lazyLoadThrottleMs: 300,
  waterfallAddMs: 200,
  longPressMs: 350,
  /** Ours (issue 12): how long what lies below home's first screen waits for the banners' picture at most. */
  firstPictureWaitMs: 2000,
} as const;

export const SWIPER = { autoplayIntervalMs: 5000, durationMs: 500 } as const;

export const GESTURE = {
  longPressMaxMovePx: 10,
  tapMaxMovePx: 20,
  previewZoomMin: 1,
  previewZoomMax: 4,
} as const;

export const LIMITS = {
  codeLength: 6,
  inputMaxLength: 140,
  uploadPickMax: 9,
  /** Ours, not the spec's: E.164's 15 digits and the spaces or dashes a shopper types between them. */
  mobileMaxLength: 20,
  /** Ours, not the spec's: every e-mail box (registration, changing it, an invoice's) and the demo hold 100. */
  emailMaxLength: 100,
} as const;

export const LAYOUT = {
  baseWidthPx: 375,
  maxWidthPx: 960,
  tabBarHeightPx: 50,
  tabBarLabelPx: 10,
  tabBarIconPx: 24,
  navBarHeightPx: 44,
} as const;

/** Layers, from top (section 9). */
export const Z_INDEX = {
  toast: 10090,
  noNetwork: 10080,
  popup: 10075,
  mask: 10070,
  navbar: 980,
  topTips: 975,
  sticky: 970,
  indexListSticky: 965,
} as const;

export const CLIENT_TYPE = { h5: 'H5', wechat: 'H5-WX' } as const;
export type ClientType = (typeof CLIENT_TYPE)[keyof typeof CLIENT_TYPE];

export const SERVER_HEADER_VALUE = '1';
export const TENANT_ID = '1';
export const SHOW_PRIVACY_POLICY = true;

/** Envelope codes of section 8. */
export const RESPONSE_CODE = {
  success: 1,
  failure: 0,
  notLoggedIn: 303,
  outOfStock: 304,
  tokenExpired: 60001,
  tokenExpiredAlt: 60002,
} as const;

/** Client-side error codes of section 8. */
export const CLIENT_ERROR_CODE = {
  timeout: 5,
  network: 5,
  transfer: 602001,
  abort: 600003,
} as const;

export type LoadMoreStatus = 'loadmore' | 'loading' | 'nomore';
export type UploadStatus = 'uploading' | 'failed' | 'success';

/**
 * How long code the first screen does not need waits before its chunk is asked for (issue 12):
 * background pieces (components/background-piece.tsx) and sheets mounted on demand.
 * Everything a page downloads before its largest picture paints stands in that picture's way on a
 * phone's line: on a category's list and a goods page, the reminders' chunk (and the home chunks it
 * shares code with) came last before the largest paint, and Lighthouse's simulated LCP ended with it.
 */
export const AFTER_FIRST_SCREEN_MS = 2000;
