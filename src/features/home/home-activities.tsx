import { useIntl } from 'react-intl';
import { useActivityListQuery } from '@/api/commodity/endpoints';
import { LazyImage } from '@/components/lazy-image';
import { useSettledInSlices } from '@/components/reveal-in-order';
import { homeMessages as m } from './home-messages';
import { PromoLink } from './promo-link';
import { TimedStatus } from './timed-status';
import styles from './home-activities.module.css';

const WIDTH = 750;
const HEIGHT = 320;

/** Promotions on now or coming up, each with its countdown; ended ones are left out. */
export function HomeActivities() {
  const intl = useIntl();
  const activities = useActivityListQuery();
  const loading = useSettledInSlices(activities.isLoading);
  const list = loading ? [] : (activities.data?.list ?? []).filter((a) => a.status !== 'ended');
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-activities">
      <h2 id="home-activities" className={styles.heading}>
        {intl.formatMessage(m.activities)}
      </h2>
      <ul className={styles.list}>
        {list.map((a) => (
          <li key={a.id} className={styles.card}>
            <PromoLink source="promotion" link={a} label={a.title} className={styles.link}>
              <LazyImage src={a.image} alt="" width={WIDTH} height={HEIGHT} />
            </PromoLink>
            <div className={styles.body}>
              <h3 className={styles.title}>{a.title}</h3>
              <p className={styles.text}>{a.description}</p>
              <TimedStatus
                status={a.status}
                start={a.start_time}
                end={a.end_time}
                reminderKey={`activity:${String(a.id)}`}
                title={a.title}
                onChange={() => void activities.refetch()}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
