export { fakeFetch, jsonResponse } from './fake-fetch';
