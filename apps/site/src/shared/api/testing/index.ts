export { fakeFetch, jsonResponse } from './fake-fetch';
export { fakeSession, sessionUser } from './session-fetch';
