import { Alert, Button, Col, Form, Input, Row, Skeleton } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayInfo } from '@app/libs';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { useTestCardTokenMutation } from '../api/payments.api';
import { cardDigits, cvcValid, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card-rules';
import { useStripeCard } from './use-stripe-card';

interface TestCardValues {
  card_number: string;
  expiry: string;
  cvc: string;
}

interface CardFormProps {
  config: GatewayInfo;
  submitLabel: string;
  submitting: boolean;
  /** Called with the gateway's token of the card; a refusal's message is the caller's to show. */
  onCard: (token: string) => Promise<void> | void;
  /** Any edit of the card makes the next press a new submission. */
  onEdit?: () => void;
  disabled?: boolean;
  children?: ReactNode;
}

/**
 * The card entry: Stripe Elements when the server names Stripe (the card never reaches our server),
 * else the built-in test gateway's number, expiry and CVC fields.
 */
export function CardForm({
  config,
  submitLabel,
  submitting,
  onCard,
  onEdit,
  disabled,
  children,
}: CardFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TestCardValues>();
  const stripeMode = config.gateway === 'stripe';
  // The token of the card as typed: a retry of the same submission sends the same body, so the
  // server's idempotency replays it instead of refusing a reused key (ADR 0015).
  const token = useRef<string | null>(null);
  const inFlight = useRef(false);
  const cardEdited = useCallback(() => {
    token.current = null;
    onEdit?.();
  }, [onEdit]);
  const {
    mountRef,
    state: stripeState,
    cardError,
    createToken,
  } = useStripeCard(config.publishable_key, stripeMode, cardEdited);
  const [providerError, setProviderError] = useState<string | null>(null);
  const [tokenize, tokenizing] = useTestCardTokenMutation();
  const errorText = useErrorText();

  /** The test gateway plays Stripe.js on our server: the number becomes a token, nothing is kept. */
  const testToken = async (values: TestCardValues): Promise<string | null> => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return null;
    try {
      const card = await tokenize({
        number: cardDigits(values.card_number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc.trim(),
      }).unwrap();
      return card.token;
    } catch (error) {
      setProviderError(errorText(error));
      return null;
    }
  };

  const stripeToken = async (): Promise<string | null> => {
    try {
      return await createToken();
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setProviderError(text || t('payments.card.providerFailed'));
      return null;
    }
  };

  const submit = async (values: TestCardValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProviderError(null);
    try {
      token.current ??= stripeMode ? await stripeToken() : await testToken(values);
      if (token.current) await onCard(token.current);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form<TestCardValues>
      form={form}
      layout="vertical"
      onValuesChange={cardEdited}
      onFinish={(values) => void submit(values)}
      className="card-form"
    >
      {children}
      {stripeMode ? (
        <Form.Item label={t('payments.card.details')} required>
          {stripeState === 'loading' ? <Skeleton.Input active block /> : null}
          {stripeState === 'failed' ? (
            <Alert type="error" showIcon title={t('payments.card.providerUnavailable')} />
          ) : null}
          <div ref={mountRef} className="stripe-card" />
        </Form.Item>
      ) : (
        <>
          <Form.Item
            name="card_number"
            label={t('payments.card.number')}
            normalize={formatCardNumber}
            validateTrigger="onBlur"
            rules={[
              { required: true, message: t('payments.card.numberRequired') },
              {
                validator: (_rule, value: string) =>
                  !value || luhnValid(cardDigits(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('payments.card.numberInvalid'))),
              },
            ]}
          >
            <Input inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={12}>
              <Form.Item
                name="expiry"
                label={t('payments.card.expiry')}
                normalize={formatExpiry}
                validateTrigger="onBlur"
                rules={[
                  { required: true, message: t('payments.card.expiryRequired') },
                  {
                    validator: (_rule, value: string) =>
                      !value || parseExpiry(value)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('payments.card.expiryInvalid'))),
                  },
                ]}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder={t('payments.card.expiryFormat')}
                />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item
                name="cvc"
                label={t('payments.card.cvc')}
                validateTrigger="onBlur"
                rules={[
                  { required: true, message: t('payments.card.cvcRequired') },
                  {
                    validator: (_rule, value: string) =>
                      !value || cvcValid(value)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('payments.card.cvcInvalid'))),
                  },
                ]}
              >
                <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      {cardError || providerError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={providerError ?? cardError}
          className="card-form__error"
        />
      ) : null}
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={submitting || tokenizing.isLoading}
        disabled={disabled || (stripeMode && stripeState !== 'ready')}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
