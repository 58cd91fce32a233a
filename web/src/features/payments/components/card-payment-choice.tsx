import { Alert, Button, Checkbox, Radio, Space, Tag, Typography } from 'antd';
import type { GatewayInfo, PaymentMethodView } from '@app/libs';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardForm } from './card-form';

export const NEW_CARD = 'new';

/** The member's preferred card is offered first; with none, a new card. */
export const initialCardChoice = (methods: PaymentMethodView[]): string =>
  methods.find((m) => m.preferred === 1)?.id ?? NEW_CARD;

interface CardPaymentChoiceProps {
  gateway: GatewayInfo;
  methods: PaymentMethodView[];
  submitLabel: string;
  submitting: boolean;
  disabled: boolean;
  /** The refusal of the last attempt (the gateway's words), shown above the pay button. */
  error: string | null;
  onNewCard: (token: string, save: boolean) => Promise<void>;
  onSavedCard: (paymentMethodId: string) => Promise<void>;
  /** Another card, or keeping it or not: the next press is a new submission. */
  onEdit: () => void;
}

/**
 * How a card payment is made: one of the member's saved cards (the preferred one preselected) or a
 * new card, which may be kept for next time.
 */
export function CardPaymentChoice({
  gateway,
  methods,
  submitLabel,
  submitting,
  disabled,
  error,
  onNewCard,
  onSavedCard,
  onEdit,
}: CardPaymentChoiceProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [choice, setChoice] = useState(() => initialCardChoice(methods));
  const [save, setSave] = useState(false);
  const saved = methods.find((m) => m.id === choice);
  // A double click on a saved card sends one payment (a new card's form guards itself the same way).
  const inFlight = useRef(false);
  const payWithSaved = async (id: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await onSavedCard(id);
    } finally {
      inFlight.current = false;
    }
  };
  const errorAlert = error ? (
    <Alert type="error" showIcon role="alert" title={error} className="card-form__error" />
  ) : null;

  return (
    <div className="card-choice">
      {methods.length > 0 ? (
        <div className="card-choice__options">
          <Typography.Text strong id={legendId} className="card-choice__legend">
            {t('payments.payNow.cardChoice')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={legendId}
            value={saved ? saved.id : NEW_CARD}
            onChange={(event) => {
              setChoice(event.target.value as string);
              onEdit();
            }}
          >
            <Space orientation="vertical">
              {methods.map((method) => (
                <Radio key={method.id} value={method.id}>
                  <Space wrap size={8}>
                    <span>
                      {t('payments.methods.cardLabel', {
                        brand: method.card_type,
                        last4: method.last4,
                      })}
                    </span>
                    <Typography.Text type="secondary">
                      {t('payments.methods.expires', { expiry: method.expiry })}
                    </Typography.Text>
                    {method.preferred === 1 ? (
                      <Tag color="blue">{t('payments.methods.preferred')}</Tag>
                    ) : null}
                  </Space>
                </Radio>
              ))}
              <Radio value={NEW_CARD}>{t('payments.payNow.newCard')}</Radio>
            </Space>
          </Radio.Group>
        </div>
      ) : null}
      {saved ? (
        <>
          {errorAlert}
          <Button
            type="primary"
            block
            size="large"
            loading={submitting}
            disabled={disabled}
            onClick={() => void payWithSaved(saved.id)}
          >
            {submitLabel}
          </Button>
        </>
      ) : (
        <CardForm
          config={gateway}
          submitLabel={submitLabel}
          submitting={submitting}
          disabled={disabled}
          onCard={(token) => onNewCard(token, save)}
          onEdit={onEdit}
        >
          {errorAlert}
          <Checkbox
            className="card-choice__save"
            checked={save}
            onChange={(event) => {
              setSave(event.target.checked);
              onEdit();
            }}
          >
            {t('payments.payNow.saveCard')}
          </Checkbox>
        </CardForm>
      )}
    </div>
  );
}
