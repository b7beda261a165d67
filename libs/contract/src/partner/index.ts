export { partnerRoutes } from './routes';
export {
  CHECK_LIST_LIMIT,
  connectGaiminBody,
  connectGaiminReply,
  gaiminCheckBody,
  gaiminCheckReply,
  gaiminCheckStatus,
  mmrCheckBody,
  mmrCheckReply,
} from './views';
export type {
  ConnectGaiminBody,
  ConnectGaiminReply,
  GaiminCheckBody,
  GaiminCheckReply,
  GaiminCheckStatus,
  MmrCheckBody,
  MmrCheckReply,
} from './views';
