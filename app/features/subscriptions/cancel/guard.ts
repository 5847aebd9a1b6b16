import { redirect, type AppLoadContext } from 'react-router';
import { isAppError } from '../../../../lib/errors';
import { orderIdParam, orNotFound, viewerId } from '../load';
import { cancelSteps, parseCancelState, stepPath, type CancelStep } from './state';

/**
 * The loader of every cancel step: the order must be the user's running order of a kind with a cancellation flow, and each
 * step needs the earlier ones (a date that passes the rules, a photo when the cell was used); a
 * jump ahead goes back to the first step that is missing. Quality marks are optional. A submitted cancellation shows success.
 */
export async function loadCancelStep(step: CancelStep, args: { request: Request; params: { id?: string }; context: AppLoadContext }) {
  const { request, params, context } = args;
  const userId = viewerId(request, context.viewer);
  const id = orderIdParam(params.id);
  const cabinet = context.services.orderCabinet;
  const row = await orNotFound(cabinet.owned(userId, id));
  const order = { id: row.id, kind: row.kind, status: row.status, reason: row.cancelReason, comment: row.cancelComment };
  // Only a kind that registered a cancellation flow has these steps.
  const kind = context.services.productKinds.find(order.kind);
  if (!kind?.cancellation) throw redirect(`/cabinet/subscriptions/`);
  if (order.status === 'cancel_requested') {
    if (step === 'success')
      return { order, state: parseCancelState(new URL(request.url).searchParams), cancelState: await cabinet.cancel.state(userId, id) };
    throw redirect(stepPath(id, 'success'));
  }
  if (step === 'success' || order.status !== 'active')
    throw redirect(order.status === 'active' ? stepPath(id, 'conditions') : kind.cabinet.path(id));
  const state = parseCancelState(new URL(request.url).searchParams);
  const at = cancelSteps.indexOf(step);
  const conditions = await cabinet.cancel.conditions(userId, id);
  let calculation = null;
  if (at >= 1) {
    if (!state.date) throw redirect(stepPath(id, 'conditions'));
    try {
      calculation = await cabinet.cancel.calculation(userId, id, state.date);
    } catch (error) {
      if (isAppError(error) && error.status === 422) throw redirect(stepPath(id, 'conditions'));
      throw error;
    }
  }
  // A cell that was not used needs no photo: its step is passed by; the survey is optional.
  if (step === 'photo' && !state.used) throw redirect(stepPath(id, 'quality', state));
  const files = at >= 1 ? await cabinet.files.list(userId, id) : [];
  if (at >= 2 && state.used && files.length < conditions.min_photos) throw redirect(stepPath(id, 'photo', { date: state.date }));
  return { order, state, conditions, calculation, files, cancelState: null };
}
