import { ValidateBy } from 'class-validator';
import { I18N_CONTEXT, coded, type TextParams } from '../../../../platform';
import type { Problem } from '../../domain/payment-rules';

/** One answer a rule may give a field: its stable code and the spec's text. */
export interface Outcome {
  code: string;
  text: string;
  params?: TextParams;
}

type Rule = (value: unknown, dto: Record<string, unknown>) => Problem | Problem[] | null;

const english = (text: string, params?: TextParams) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params?.[name] ?? ''));

/**
 * A DTO field checked by a domain rule (payment-rules.ts), answered in class-validator's 422 map with
 * the rule's code and text. One constraint per outcome, each failing only when the rule gives this
 * field that outcome, so a field gets exactly the one message the domain chose.
 */
export function CheckedBy(rule: Rule, outcomes: readonly Outcome[]): PropertyDecorator {
  return (target, property) => {
    const field = String(property);
    for (const outcome of outcomes) {
      const fails = (value: unknown, dto: object) => {
        const found = rule(value, dto as Record<string, unknown>);
        const list = Array.isArray(found) ? found : found ? [found] : [];
        return list.some((p) => p.field === field && p.code === outcome.code);
      };
      ValidateBy(
        { name: outcome.code, validator: { validate: (value, args) => !fails(value, args?.object ?? {}) } },
        {
          message: english(outcome.text, outcome.params),
          context: { [I18N_CONTEXT]: coded(outcome.code, outcome.text, outcome.params) },
        },
      )(target, field);
    }
  };
}
