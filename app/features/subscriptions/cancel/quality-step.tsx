import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QUALITY_COMMENT_MAX, qualityStatuses, toggleQuality } from '../../../../domains/orders/cancel/cancel-rules';
import { QualityComment, QualityMarks } from './quality-marks';
import { NextButton, StepNav } from './step-nav';
import { afterConditions, stepPath, type CancelUrlState } from './state';
import styles from './cancel.module.css';

/**
 * Step 3, optional: how the storage went and a comment. Marks that contradict each other are
 * exclusive: ticking «Всё понравилось» unticks the complaints, a complaint unticks it.
 */
export function QualityStep({ orderId, state }: { orderId: number; state: CancelUrlState }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(state.quality);
  const [all, setAll] = useState(state.quality.some((code) => !qualityStatuses.find((q) => q.code === code)?.short));
  const [comment, setComment] = useState(state.comment);
  const shown = qualityStatuses.filter((q) => all || q.short);
  const toggle = (code: string) => setChosen((current) => toggleQuality(current, code));
  const empty = chosen.length === 0 && !comment.trim();

  return (
    <>
      <p className={styles.text}>
        Отметьте, что понравилось и что нет, — это поможет нам стать лучше. Шаг необязательный: можно пропустить.
      </p>
      <QualityMarks marks={shown} chosen={chosen} onToggle={toggle} thumbs />
      {!all ? (
        <button type="button" className={styles.linkButton} onClick={() => setAll(true)}>
          Показать все оценки
        </button>
      ) : null}
      <QualityComment id="quality-comment" max={QUALITY_COMMENT_MAX} value={comment} onChange={setComment} />
      <StepNav back={stepPath(orderId, afterConditions(state) === 'photo' ? 'photo' : 'conditions', state)}>
        <NextButton onClick={() => navigate(stepPath(orderId, 'recalc', { ...state, quality: chosen, comment: comment.trim() }))}>
          {empty ? 'Пропустить' : 'Далее'}
        </NextButton>
      </StepNav>
    </>
  );
}
