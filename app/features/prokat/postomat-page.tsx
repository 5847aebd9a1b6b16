import type { PostomatTools } from '../../../domains/prokat/catalogue-schema';
import { SmartLink } from '../../shell/smart-link';
import { Breadcrumbs } from '../company';
import { PlacesMap } from '../storages';
import { HowItWorks } from './how-it-works';
import { JsonLd } from './json-ld';
import { modelPath, PROKAT_FINES_PATH, PROKAT_PATH, postomatPath, prokatTariffsPath } from './paths';
import {
  MODEL_PICTURE_HEIGHT,
  MODEL_PICTURE_WIDTH,
  modelPictureSrcSet,
  POSTOMAT_PHOTO_HEIGHT,
  POSTOMAT_PHOTO_WIDTH,
  postomatPhotoSrcSet,
} from './photos';
import { postomatJsonLd } from './seo';
import { cellText, hoursText, postomatTitle, priceFromText, toolsCountText } from './view';
import styles from './postomat.module.css';

export interface PostomatPageData {
  tools: PostomatTools;
  /** The locker's city by name, for the address in structured data; null when unknown. */
  cityName: string | null;
}

/** The photo's rendered width: the page's width on phones, from 1024 px about three fifths of it. */
const PHOTO_SIZES = '(min-width: 1024px) 780px, calc(100vw - 32px)';
/** A tool's picture: half the page's width on phones (two in a row), a card of about 260 px on wider screens. */
const PICTURE_SIZES = '(min-width: 720px) 260px, calc(50vw - 24px)';

type ToolGroup = PostomatTools['categories'][number];

function ToolCard({ group, tool }: { group: ToolGroup; tool: ToolGroup['tools'][number] }) {
  const picture = tool.files[0]?.url;
  return (
    <li className={styles.tool} data-testid="postomat-tool">
      {picture ? (
        <img
          className={styles.toolPicture}
          src={picture}
          srcSet={modelPictureSrcSet(picture)}
          sizes={PICTURE_SIZES}
          width={MODEL_PICTURE_WIDTH}
          height={MODEL_PICTURE_HEIGHT}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.toolPicture} aria-hidden="true" />
      )}
      <div className={styles.toolBody}>
        <p className={styles.toolName}>
          <SmartLink to={modelPath(group.slug, tool.model_slug)} className={styles.toolLink} data-testid="tool-link">
            {tool.name}
          </SmartLink>
        </p>
        <p className={styles.toolPrice}>{priceFromText(tool.price_min)}</p>
        <p className={styles.toolCell} data-testid="tool-cell">
          {cellText(tool.postomat_slot)}
        </p>
      </div>
    </li>
  );
}

/** /prokat/{id}/: a locker: where it stands and when it is open, its photo and map, the tools in its cells now by category. */
export function PostomatPage({ data }: { data: PostomatPageData }) {
  const { postomat, categories, free_cells: freeCells } = data.tools;
  const photo = postomat.files[0]?.url;
  const total = categories.reduce((sum, group) => sum + group.tools.length, 0);
  const title = postomatTitle(postomat);
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
              <section key={group.id} className={styles.group} aria-labelledby={`tools-${group.slug}`} data-testid="tool-group">
                <h3 id={`tools-${group.slug}`} className={styles.groupTitle}>
                  {group.name} <span className={styles.groupCount}>{group.count}</span>
                </h3>
                <ul className={styles.tools}>
                  {group.tools.map((tool) => (
                    <ToolCard key={tool.id} group={group} tool={tool} />
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
    </div>
  );
}
