import type { CSSProperties } from 'react';
import type { PostomatTools } from '../../../domains/prokat/catalogue-schema';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { BookingGate, type PanelPlace } from '../prokat-booking';
import { PlacesMap } from '../storages';
import { HowItWorks } from './how-it-works';
import { JsonLd } from './json-ld';
import { PROKAT_FINES_PATH, PROKAT_PATH, postomatPath, prokatTariffsPath } from './paths';
import { POSTOMAT_PHOTO_HEIGHT, POSTOMAT_PHOTO_WIDTH, postomatPhotoSrcSet } from './photos';
import { postomatJsonLd } from './seo';
import { freeByModel, ToolCard } from './tool-card';
import { hoursText, postomatTitle, toolsCountText } from './view';
import styles from './postomat.module.css';

export interface PostomatPageData {
  tools: PostomatTools;
  /** The locker's city by name, for the address in structured data; null when unknown. */
  cityName: string | null;
}

/** The photo's rendered width: the page's width on phones, from 1024 px about three fifths of it. */
const PHOTO_SIZES = '(min-width: 1024px) 780px, calc(100vw - 32px)';
/** /prokat/{id}/: a locker: where it stands and when it is open, its photo and map, the tools in its cells now by category. */
export function PostomatPage({ data }: { data: PostomatPageData }) {
  const { postomat, categories, free_cells: freeCells } = data.tools;
  const photo = postomat.files[0]?.url;
  const total = categories.reduce((sum, group) => sum + group.tools.length, 0);
  const title = postomatTitle(postomat);
  const place: PanelPlace = { page: 'locker', locker: postomat, free: freeByModel(categories) };
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        crumbs={[
          { name: 'Прокат инструментов', path: PROKAT_PATH },
          { name: title, path: postomatPath(postomat.id) },
        ]}
      />
      <JsonLd data={postomatJsonLd(data.tools, data.cityName ?? undefined)} />
      <header className={styles.head}>
        <h1 className={styles.title}>
          <span className="visually-hidden">Постамат </span>
          <span className={styles.number}>{postomat.number}</span> {postomat.name}
        </h1>
        <p className={styles.address}>{postomat.address}</p>
        <ul className={styles.tags}>
          <li className={postomat.timetable.around24h ? styles.tagOn : styles.tag}>{hoursText(postomat.timetable)}</li>
          <li className={styles.tag}>{total > 0 ? `${toolsCountText(total)} в ячейках` : 'Все инструменты в прокате'}</li>
          <li className={freeCells > 0 ? styles.tagOn : styles.tagOff} data-testid="free-cells">
            Свободных ячеек для возврата: {freeCells}
          </li>
        </ul>
      </header>
      <div className={styles.body}>
        {photo ? (
          <img
            className={styles.photo}
            src={photo}
            srcSet={postomatPhotoSrcSet(photo)}
            sizes={PHOTO_SIZES}
            width={POSTOMAT_PHOTO_WIDTH}
            height={POSTOMAT_PHOTO_HEIGHT}
            alt={`Постамат ${postomat.number}: ${postomat.place}`}
            fetchPriority="high"
          />
        ) : null}
        <aside className={styles.info}>
          <dl className={styles.facts}>
            <div>
              <dt>Где найти</dt>
              <dd data-testid="postomat-place">{postomat.place}</dd>
            </div>
            <div>
              <dt>Часы работы</dt>
              <dd>{hoursText(postomat.timetable)}</dd>
            </div>
            <div>
              <dt>Адрес</dt>
              <dd>{postomat.address}</dd>
            </div>
          </dl>
          <ul className={styles.links}>
            <li>
              <SmartLink to={prokatTariffsPath(postomat.id)} data-testid="postomat-tariffs">
                Цены инструментов этого постамата
              </SmartLink>
            </li>
            <li>
              <SmartLink to={PROKAT_PATH}>Все постаматы на карте</SmartLink>
            </li>
            <li>
              <SmartLink to={PROKAT_FINES_PATH}>Штрафы проката</SmartLink>
            </li>
          </ul>
        </aside>
        <section className={styles.section} aria-labelledby="postomat-tools-title">
          <h2 id="postomat-tools-title" className={styles.sectionTitle}>
            Инструменты в постамате сейчас
          </h2>
          {categories.length === 0 ? (
            <p className={styles.empty}>
              Сейчас все инструменты этого постамата в прокате. Посмотрите <SmartLink to={PROKAT_PATH}>другие постаматы на карте</SmartLink>
              .
            </p>
          ) : (
            categories.map((group) => (
              <section
                key={group.id}
                className={styles.group}
                style={{ '--rows-2': Math.ceil(group.tools.length / 2), '--rows-3': Math.ceil(group.tools.length / 3) } as CSSProperties}
                aria-labelledby={`tools-${group.slug}`}
                data-testid="tool-group"
              >
                <h3 id={`tools-${group.slug}`} className={styles.groupTitle}>
                  {group.name} <span className={styles.groupCount}>{group.count}</span>
                </h3>
                <ul className={styles.tools}>
                  {group.tools.map((tool) => (
                    <ToolCard key={tool.id} group={group} tool={tool} postomatId={postomat.id} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </section>
        <section className={styles.mapSection} aria-labelledby="postomat-map-title">
          <h2 id="postomat-map-title" className={styles.sectionTitle}>
            На карте
          </h2>
          <PlacesMap
            places={[
              {
                id: postomat.id,
                badge: String(total),
                name: title,
                label: `${toolsCountText(total)} — постамат ${postomat.number}, ${postomat.name}`,
                latitude: postomat.latitude,
                longitude: postomat.longitude,
                price: null,
                href: postomatPath(postomat.id),
              },
            ]}
            title={`Постамат ${postomat.number} на карте`}
            pageScroll
            pinHint={`Адрес: ${postomat.address}.`}
          />
        </section>
      </div>
      <HowItWorks />
      <BookingGate place={place} />
    </div>
  );
}
