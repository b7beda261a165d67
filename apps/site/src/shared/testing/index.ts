export { renderUi } from './render';
