import type { Plugin } from 'vite';

/** `virtual:boot-messages` (see boot-messages-plugin.mjs); `precompiled`: texts as ICU ASTs (production builds). */
export function bootMessagesPlugin(options?: { precompiled?: boolean }): Plugin;
