import { Alert, Button, Col, Form, Input, Row, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardInput, PaymentConfig } from '../api/payment-types';
import { cardDigits, cvcValid, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card-rules';
import { useStripeCard } from './use-stripe-card';

interface TestCardValues {
  card_number: string;
  expiry: string;
  cvc: string;
}

interface CardFormProps {
  config: PaymentConfig;
  submitLabel: string;
  submitting: boolean;
  /** Called with what the gateway needs; a rejection's message is the caller's to show. */
  onCard: (card: CardInput) => Promise<void> | void;
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
  const {
    mountRef,
    state: stripeState,
    cardError,
    createToken,
  } = useStripeCard(config.publishable_key, stripeMode);
  const [providerError, setProviderError] = useState<string | null>(null);

  const submit = async (values: TestCardValues) => {
    setProviderError(null);
    if (!stripeMode) {
      const expiry = parseExpiry(values.expiry);
      if (!expiry) return;
      await onCard({
        gateway: 'test',
        card_number: cardDigits(values.card_number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc.trim(),
      });
      return;
    }
    try {
      const token = await createToken();
      await onCard({ gateway: 'stripe', token });
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      setProviderError(text || t('payments.card.providerFailed'));
    }
  };

  return (
    <Form<TestCardValues>
      form={form}
      layout="vertical"
      onValuesChange={() => onEdit?.()}
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
          <div ref={mountRef} className="stripe-card" onInput={() => onEdit?.()} />
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
        loading={submitting}
        disabled={disabled || (stripeMode && stripeState !== 'ready')}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
