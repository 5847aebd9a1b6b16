import type { PostomatTools } from '../../../domains/prokat/catalogue-schema';
import { SmartLink } from '../../shell/smart-link';
import { BookLink, choiceQuery } from '../prokat-booking';
import { modelPath, postomatPath } from './paths';
import { MODEL_PICTURE_HEIGHT, MODEL_PICTURE_WIDTH, modelPictureSrcSet } from './photos';
import { cellText, priceFromText } from './view';
import styles from './postomat.module.css';

/** A tool's picture: half the page's width on phones (two in a row), a card of about 260 px on wider screens. */
const PICTURE_SIZES = '(min-width: 720px) 260px, calc(50vw - 24px)';

type ToolGroup = PostomatTools['categories'][number];

/** A tool lying in a cell of the locker: its picture, name (the model's page), price, cell and «Забронировать». */
export function ToolCard({ group, tool, postomatId }: { group: ToolGroup; tool: ToolGroup['tools'][number]; postomatId: number }) {
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
        <BookLink
          href={`${postomatPath(postomatId)}${choiceQuery({ slug: tool.model_slug, at: null, period: null, qty: 1 })}`}
          className={`btn btn-primary ${styles.book}`}
          label={`Забронировать: ${tool.name}`}
        >
          Забронировать
        </BookLink>
      </div>
    </li>
  );
}

/** Units of each model lying free in the locker (one card per unit). */
export function freeByModel(categories: ToolGroup[]): Record<string, number> {
  const free: Record<string, number> = {};
  for (const tool of categories.flatMap((group) => group.tools)) free[tool.model_slug] = (free[tool.model_slug] ?? 0) + 1;
  return free;
}
