import { memo } from 'react';
import { Deferred, deferredPart } from '../deferred';
import { useShellData } from '../shell-data';
// The bar's stylesheet goes with the page's, so the server's HTML of it is styled from the first paint.
import './city-question.module.css';

// Asked of first-time visitors only: the server renders the bar with the page; the browser loads its code
// with the city list's (city-panels.tsx) once the page is used.
const CityQuestionBar = deferredPart(() => import('./city-panels').then((module) => ({ default: module.CityQuestionBar })));

/** The city question under the header (CityQuestionBar in city-panels.tsx), while the visitor has not answered it. */
export const CityQuestion = memo(function CityQuestion() {
  const { autolocation } = useShellData();
  if (!autolocation) return null;
  return (
    <Deferred>
      <CityQuestionBar />
    </Deferred>
  );
});
