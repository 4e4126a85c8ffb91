/**
 * The settings form's validator: rjsf's `ValidatorType` on TypeBox's schema checker, shared with
 * the newsroom's item form (src/widgets/_kit/forms/rjsf-validator.ts; decision 020).
 */
export { createValidator, type Localize, toRjsfErrors } from '@widgets/_kit/forms/rjsf-validator';
