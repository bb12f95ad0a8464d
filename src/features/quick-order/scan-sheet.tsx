import { Button } from '@/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { codeKey } from '@/lib/order-lines';
import { canvasReader, codeFromScan, drawScaled } from './barcode-reader';
import { qoMessages as m } from './quick-order-messages';
import styles from './quick-order.module.css';
import { commonMessages } from '@/components/common-messages';

/** A code still in view is not a new scan: the same code counts again only after this pause. */
const SAME_CODE_PAUSE_MS = 1500;
const FRAME_EVERY_MS = 250;

interface ScanSheetProps {
  visible: boolean;
  onClose: () => void;
  /** One scan: one piece of this code. */
  onCode: (code: string) => void;
}

/** The camera reading tags: each barcode or QR code seen adds one line; scans of a code add up. */
export function ScanSheet({ visible, onClose, onCode }: ScanSheetProps) {
  const intl = useIntl();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'on' | 'denied'>('starting');
  const [last, setLast] = useState<{ code: string; count: number } | null>(null);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    if (!visible) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    const run = { stopped: false };
    const seen = new Map<string, number>();
    const counts = new Map<string, number>();
    const canvas = document.createElement('canvas');
    const tick = async () => {
      const element = video.current;
      if (run.stopped || !element || element.readyState < 2) return;
      const reader = await canvasReader();
      const texts = await reader.read(drawScaled(element, element.videoWidth, element.videoHeight, canvas));
      const now = Date.now();
      for (const text of texts) {
        const code = codeFromScan(text);
        if (!code) continue;
        const key = codeKey(code);
        const before = seen.get(key) ?? 0;
        seen.set(key, now);
        if (now - before < SAME_CODE_PAUSE_MS) continue;
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        if ('vibrate' in navigator) navigator.vibrate(40);
        setLast({ code, count });
        setTotal((n) => n + 1);
        onCode(code);
      }
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (run.stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        setState('on');
        const loop = () => {
          if (run.stopped) return;
          void tick().finally(() => {
            timer = window.setTimeout(loop, FRAME_EVERY_MS);
          });
        };
        loop();
      } catch {
        setState('denied');
      }
    })();
    return () => {
      run.stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [visible, onCode]);

  return (
    <Popup visible={visible} onMaskClick={onClose} afterClose={() => setState('starting')} position="bottom" bodyClassName={styles.scanSheet} destroyOnClose>
      <h2 className={styles.heading}>{intl.formatMessage(m.scanTitle)}</h2>
      <p className={styles.hint}>{intl.formatMessage(m.scanHint)}</p>
      <div className={styles.viewfinder}>
        <video ref={video} className={styles.video} muted playsInline aria-hidden />
        {state !== 'on' && <p className={styles.cameraNote}>{intl.formatMessage(state === 'denied' ? m.cameraDenied : m.cameraStarting)}</p>}
      </div>
      <p className={styles.scanStatus} role="status" aria-live="polite">
        {last ? intl.formatMessage(m.scanAdded, { code: last.code, count: last.count }) : intl.formatMessage(m.scanCount, { count: total })}
      </p>
      <Button block color="primary" shape="rounded" onClick={onClose}>
        {intl.formatMessage(commonMessages.done)}
      </Button>
    </Popup>
  );
}
