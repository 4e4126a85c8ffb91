import type {
  CustomValidator,
  ErrorTransformer,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import { toErrorSchema } from '@rjsf/utils';
import { Check, Errors } from 'typebox/schema';

/**
 * The settings form's validator (rjsf's `ValidatorType`) on TypeBox's schema checker.
 *
 * Why not @rjsf/validator-ajv8: ajv compiles every schema to a function with `new Function`, and
 * the app's Content-Security-Policy has no `unsafe-eval` (design §7), so the editor would have to
 * weaken the policy for admins or precompile a validator module for each of the ~50 widget
 * schemas at build time. TypeBox (already our schema library) checks a JSON Schema by
 * interpreting it, with ajv-shaped errors, when evaluation is not allowed; the server keeps
 * checking every save with ajv (`checkLayout`), so both sides hold the same schema.
 * docs/decisions/020-layout-editor.md.
 */

interface CheckError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

/** Words a check error in the interface language (the editor's `check.*` texts). */
export type Localize = (error: { keyword: string; params: Record<string, unknown> }) => string;

/** Errors as rjsf lists them: one per field (a `required` error per missing property). */
export function toRjsfErrors(errors: readonly CheckError[], localize: Localize): RJSFValidationError[] {
  const out: RJSFValidationError[] = [];
  for (const e of errors) {
    const base = e.instancePath.replace(/\//g, '.');
    if (e.keyword === 'required') {
      for (const name of (e.params.requiredProperties as string[] | undefined) ?? []) {
        const message = localize({ keyword: 'required', params: { property: name } });
        out.push({
          name: 'required',
          property: `${base}.${name}`,
          message,
          params: { missingProperty: name },
          stack: `${base}.${name} ${message}`,
          schemaPath: e.schemaPath,
        });
      }
      continue;
    }
    const message = localize({ keyword: e.keyword, params: e.params });
    out.push({
      name: e.keyword,
      property: base,
      message,
      params: e.params,
      stack: `${base} ${message}`.trim(),
      schemaPath: e.schemaPath,
    });
  }
  // A union of literals fails every branch and then `anyOf`: one message per field is enough.
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.property}\u0000${e.schemaPath?.replace(/\/anyOf\/.*$/, '')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function errorsOf(schema: RJSFSchema, data: unknown): CheckError[] {
  const [, errors] = Errors(schema as never, data) as [boolean, CheckError[]];
  return errors;
}

export function createValidator(localize: Localize): ValidatorType {
  return {
    validateFormData(
      formData: unknown,
      schema: RJSFSchema,
      customValidate?: CustomValidator,
      transformErrors?: ErrorTransformer,
      uiSchema?: UiSchema,
    ): ValidationData<unknown> {
      let errors = toRjsfErrors(errorsOf(schema, formData), localize);
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      let errorSchema = toErrorSchema(errors);
      if (customValidate) {
        // Not used by the editor; kept to the contract: custom checks add to the schema's.
        const handler = customValidate(formData, {} as never, uiSchema);
        errorSchema = { ...errorSchema, ...(handler as object) } as typeof errorSchema;
      }
      return { errors, errorSchema };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      return Check(schema as never, formData);
    },
    rawValidation<Result = unknown>(schema: RJSFSchema, formData?: unknown) {
      return { errors: errorsOf(schema, formData) as Result[] };
    },
  };
}
