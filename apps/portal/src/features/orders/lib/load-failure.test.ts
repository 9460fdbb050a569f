import { describe, expect, test } from 'vitest';
import { ApiRequestError, MalformedResponseError, NetworkError, UnauthorizedError } from '../../../lib/http/errors';
import { failedReadState, loadFailureOf } from './load-failure';

describe('loadFailureOf', () => {
  test('each error of the client has its outcome', () => {
    expect(loadFailureOf(new UnauthorizedError('searchCustomerOrders'))).toBe('signed-out');
    expect(loadFailureOf(new MalformedResponseError('searchCustomerOrders', 200, []))).toBe('malformed');
    const refused = new ApiRequestError({
      endpointId: 'searchCustomerOrders',
      status: 400,
      code: 'invalid_query',
      message: 'The search criteria are not valid.',
    });
    expect(loadFailureOf(refused)).toBe('invalid');
    const down = ApiRequestError.fromAnswer('searchCustomerOrders', 503, '<html>Service unavailable</html>');
    expect(loadFailureOf(down)).toBe('unavailable');
    expect(loadFailureOf(new NetworkError('searchCustomerOrders', true, new Error('time-out')))).toBe('unavailable');
    expect(loadFailureOf(new Error('anything else'))).toBe('unavailable');
  });
});

describe('failedReadState', () => {
  test('a signed-out player stays on loading; a refused input counts as unavailable; a malformed answer is said', () => {
    expect(failedReadState(new UnauthorizedError('searchCustomerOrders'))).toEqual({ status: 'loading' });
    expect(failedReadState(new MalformedResponseError('searchCustomerOrders', 200, []))).toEqual({
      status: 'failed',
      failure: 'malformed',
    });
    const refused = new ApiRequestError({
      endpointId: 'searchCustomerOrders',
      status: 400,
      code: 'invalid_query',
      message: 'The search criteria are not valid.',
    });
    expect(failedReadState(refused)).toEqual({ status: 'failed', failure: 'unavailable' });
    expect(failedReadState(new Error('anything else'))).toEqual({ status: 'failed', failure: 'unavailable' });
  });
});
