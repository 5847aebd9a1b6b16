import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  EARLY_END_COMMENT_MAX,
  rentalQualityProblem,
  rentalQualityStatuses,
  toggleRentalQuality,
} from '../../../../domains/prokat/order-kind/early-end-marks';
import { NextButton, QualityComment, QualityMarks, StepNav, cancelStyles as styles } from '../../subscriptions';
import { earlyEndPath, type EarlyEndUrlState } from './state';

/**
 * Step 1, optional: how the rental went. «Всё понравилось» and a complaint untick each other;
 * «Другое» asks a few words in the comment.
 */
export function EarlyEndQualityStep({ orderId, state }: { orderId: number; state: EarlyEndUrlState }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(state.quality);
  const [comment, setComment] = useState(state.comment);
  const [error, setError] = useState<string | null>(null);
  const empty = chosen.length === 0 && !comment.trim();

  const next = () => {
    const problem = rentalQualityProblem(chosen, comment);
    setError(problem);
    if (!problem) navigate(earlyEndPath(orderId, 'recalc', { quality: chosen, comment: comment.trim() }));
  };

  return (
    <>
      <p className={styles.text}>Почему завершаете раньше и как прошла аренда? Это поможет нам. Шаг необязательный: можно пропустить.</p>
      <QualityMarks
        marks={rentalQualityStatuses}
        chosen={chosen}
        onToggle={(code) => {
          setChosen((current) => toggleRentalQuality(current, code));
          setError(null);
        }}
      />
      <QualityComment
        id="early-end-comment"
        max={EARLY_END_COMMENT_MAX}
        value={comment}
        onChange={(value) => {
          setComment(value);
          setError(null);
        }}
        error={{ id: 'early-end-error', text: error ?? undefined }}
        testId="quality-comment"
      />
      <StepNav back={`/cabinet/subscriptions/rental/${orderId}/`}>
        <NextButton onClick={next}>{empty ? 'Пропустить' : 'Далее'}</NextButton>
      </StepNav>
    </>
  );
}
