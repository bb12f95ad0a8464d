import type { Plugin } from 'vite';

/** `virtual:boot-messages` (see boot-messages-plugin.mjs). */
export function bootMessagesPlugin(): Plugin;
