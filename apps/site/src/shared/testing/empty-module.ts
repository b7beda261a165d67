/**
 * What a component test gets for the site's stylesheets and build-time icon subsets
 * (`*.css`, `*.icons.json?subset`: apps/site/vite.config.ts), which jsdom has no use for: an
 * empty icon subset (jest.config.js maps both here). Test code only.
 */
const emptyIconSubset = {};
export default emptyIconSubset;
