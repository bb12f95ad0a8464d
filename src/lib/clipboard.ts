/** Copies text; the async clipboard first, the old selection copy where it is missing or refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Missing outside secure contexts and in old browsers, whatever the DOM types say.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (clipboard) {
      await clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the selection copy below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // The deprecated command is the only copy left on browsers without the async clipboard.
    // oxlint-disable-next-line typescript/no-deprecated
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
