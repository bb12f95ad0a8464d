import { setCatalogueSize } from './data/catalogue';
import { clearDemoFaults, currentFaults, setDemoFaults } from './faults';
import { configureDemo, resetDemoSettings } from './lib/settings';
import type { TabSettings } from './tab-settings';

/**
 * Puts a tab's settings (tab-settings.ts) in force before one of its calls is answered: one
 * service worker serves every tab, and each tab keeps its own faults, catalogue size and token
 * lifetime. Answers the catalogue size now in force.
 */
export function applyTabSettings(settings: Omit<TabSettings, 'reset'>): number {
  const { spec, setAt } = settings.faults;
  const current = currentFaults();
  // Parsed again only when it changes (an unknown fault is warned about once, not on every call).
  if (!spec) clearDemoFaults();
  else if (current.spec !== spec || current.setAt !== setAt) setDemoFaults(spec, setAt);
  resetDemoSettings();
  if (settings.tokenTtl > 0) configureDemo({ tokenTtl: settings.tokenTtl });
  return setCatalogueSize(settings.goods);
}
