import { redirect, type AppLoadContext } from 'react-router';
import { orderIdParam, viewerId } from '../../subscriptions';
import { orMissing } from '../page-data';
import { earlyEndPath, parseEarlyEndState, type EarlyEndStep } from './state';

/**
 * The loader of every step of the rentals' cancel flow: the user's own rental (another person's or
 * another line's order is the 404 page). A rental ended early shows only its success; one that is not
 * running goes back to its page. Every step before success is open (the marks are optional); the
 * calculation and the return step read the server's figures now.
 */
export async function loadEarlyEndStep(step: EarlyEndStep, args: { request: Request; params: { id?: string }; context: AppLoadContext }) {
  const { request, params, context } = args;
  const userId = viewerId(request, context.viewer);
  const orderId = orderIdParam(params.id);
  const actions = context.services.prokatRentalActions;
  const ended = await orMissing(actions.earlyEndState(userId, orderId));
  const rentalPath = `/cabinet/subscriptions/rental/${orderId}/`;
  if (ended.ended_early) {
    if (step !== 'success') throw redirect(earlyEndPath(orderId, 'success'));
    return { orderId, state: parseEarlyEndState(new URL(request.url).searchParams), ended, calculation: null };
  }
  if (step === 'success' || ended.status !== 'active')
    throw redirect(ended.status === 'active' ? earlyEndPath(orderId, 'quality') : rentalPath);
  const state = parseEarlyEndState(new URL(request.url).searchParams);
  const calculation = step === 'quality' ? null : await actions.earlyEndCalculation(userId, orderId);
  return { orderId, state, ended, calculation };
}

/** The tools of the order and the lockers a tool in use may go back to, for the return step. */
export async function returnStepData(context: AppLoadContext, orderId: number) {
  const { prokat } = context.services;
  const tools = await prokat.orderTools(orderId);
  const lockers = tools.some((tool) => tool.stage === 'in_use')
    ? (await prokat.tariffPostomats()).map(({ id, number, name, address }) => ({ id, number, name, address }))
    : [];
  return { tools, lockers };
}
