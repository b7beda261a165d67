export { fakeFetch, jsonResponse, type FetchCall } from './fake-fetch';
