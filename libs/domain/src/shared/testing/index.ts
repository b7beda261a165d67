/** Test helpers for the features' deciders. Imported from tests only. */
export { deciderSpecification } from './decider-specification';
