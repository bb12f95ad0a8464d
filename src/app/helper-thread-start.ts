import { startHelperThread } from '@/lib/helper-thread';

// Imported second by main.tsx, so the helper thread (src/lib/helper-thread.worker.ts) starts while
// the rest of the entry evaluates, and has the engine's locale lists made before the first render.
startHelperThread();
