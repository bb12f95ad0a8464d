/**
 * Set in localStorage while the device may hold picture drafts (picture-drafts.ts): a start reads
 * it before loading the code that sweeps them, so a device that never kept a picture loads nothing.
 */
export const PICTURE_DRAFTS_FLAG = 'picture-drafts';
