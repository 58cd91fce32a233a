import { Col, Form, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_TYPES, type PayType } from '@app/libs';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { ChoiceRadios, NATIVE_FIELD, NumberField, numberFromEvent } from '../../../shared/ui/native-fields';
import type { PickedFile } from '../../../shared/files/files-input';
import { ReceiptFilesInput } from '../../../shared/files/receipt-files-input';

/** 'How many units do you want to transfer to this user?': the units a new member starts with. */
export function UnitsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="create-user-units">
      <Typography.Title level={2} id="create-user-units" className="back-office-section-title">
        {t('backOffice.create.unitsHeading')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="pay_type"
            label={t('backOffice.create.payType')}
            rules={[{ required: true, message: t('backOffice.create.payTypeRequired') }]}
          >
            <LazySelect<PayType>
              aria-label={t('backOffice.create.payType')}
              placeholder={t('backOffice.create.payTypePlaceholder')}
              options={PAY_TYPES.map((value) => ({ value, label: t(`payTypes.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="unit_purchase_intent"
            label={t('backOffice.create.units')}
            getValueFromEvent={numberFromEvent}
            rules={[
              { required: true, message: t('backOffice.create.unitsMin') },
              { type: 'integer', min: 1, message: t('backOffice.create.unitsMin') },
            ]}
          >
            <NumberField />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="narration"
        label={t('backOffice.create.narration')}
        rules={[{ required: true, whitespace: true, message: t('backOffice.create.narrationRequired') }]}
      >
        <textarea
          rows={3}
          maxLength={500}
          placeholder={t('backOffice.create.narrationPlaceholder')}
          className={NATIVE_FIELD}
        />
      </Form.Item>
      <Form.Item
        name="receipts"
        label={t('backOffice.create.receipts')}
        valuePropName="value"
        rules={[
          {
            validator: (_rule, files: PickedFile[] | undefined) =>
              files && files.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('backOffice.create.receiptRequired'))),
          },
        ]}
      >
        <ReceiptFilesInput
          chooseLabel={t('backOffice.create.chooseReceipts')}
          refusedMessage={t('backOffice.create.receiptType')}
        />
      </Form.Item>
      <Form.Item name="send_email" label={t('backOffice.create.sendEmail')}>
        <ChoiceRadios
          label={t('backOffice.create.sendEmail')}
          options={(['Yes', 'No'] as const).map((value) => ({ value, label: t(`yesNo.${value}`) }))}
        />
      </Form.Item>
    </section>
  );
}
