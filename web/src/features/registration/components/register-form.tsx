import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Tooltip } from 'antd';
import { GENDERS, PAY_TYPES, YES_NO } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { DialingCodeSelect } from '../../../shared/geo/dialing-code-select';
import { LocationFields } from '../../../shared/geo/location-fields';
import { PasswordFields } from '../../../shared/ui/password-fields';
import { EmailVerificationField } from './email-verification-field';
import { REGISTER_DEFAULTS, type RegisterFormValues } from './register-form-values';
import type { useEmailVerification } from './use-email-verification';
import type { FormInstance } from 'antd';

interface RegisterFormProps {
  form: FormInstance<RegisterFormValues>;
  viaReferralLink: boolean;
  verification: ReturnType<typeof useEmailVerification>;
  submitting: boolean;
  onSubmit: (values: RegisterFormValues) => void;
}

export function RegisterForm({
  form,
  viaReferralLink,
  verification,
  submitting,
  onSubmit,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const verified = verification.stage === 'verified';
  // Only Email, Country, State and City carry a required mark (spec); the rest still must be filled.
  const needed = (message: string) => [{ required: true, message }];

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={REGISTER_DEFAULTS}
      onFinish={onSubmit}
      scrollToFirstError
      className="register-form"
    >
      {viaReferralLink ? null : (
        <Form.Item name="referral_user" label={t('fields.referralUser')}>
          <Input placeholder={t('placeholders.referralUser')} maxLength={190} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="fname"
            label={t('fields.fname')}
            required={false}
            rules={needed(t('validation.fnameRequired'))}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="lname"
            label={t('fields.lname')}
            required={false}
            rules={needed(t('validation.lnameRequired'))}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <EmailVerificationField verification={verification} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.phone')}>
            <Space.Compact block>
              <Form.Item name="country_code" noStyle>
                <DialingCodeSelect />
              </Form.Item>
              <Form.Item
                name="phone"
                noStyle
                normalize={digitsOnly}
                rules={needed(t('validation.phoneRequired'))}
              >
                <Input
                  className="phone-input"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  aria-label={t('fields.phone')}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="gender"
            label={t('fields.gender')}
            required={false}
            rules={needed(t('validation.genderRequired'))}
          >
            <Radio.Group
              options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <PasswordFields showRequiredMark={false} />
      <Form.Item
        name="address"
        label={t('fields.address')}
        required={false}
        rules={needed(t('validation.addressRequired'))}
      >
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name="address_line2" label={t('fields.addressLine2')}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <LocationFields />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="units_purchase_intent"
            label={t('fields.unitsPurchaseIntent')}
            required={false}
            rules={needed(t('validation.unitsRequired'))}
          >
            <InputNumber min={1} precision={0} step={1} className="full-width" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="pay_now"
            label={t('fields.payNow')}
            required={false}
            rules={needed(t('validation.payNowRequired'))}
          >
            <Radio.Group options={YES_NO.map((value) => ({ value, label: t(`yesNo.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="pay_type"
            label={t('fields.payType')}
            required={false}
            rules={needed(t('validation.payTypeRequired'))}
          >
            <Select options={PAY_TYPES.map((value) => ({ value, label: t(`payTypes.${value}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Tooltip title={verified ? undefined : t('serverMessages.verifyEmailFirst')}>
        <span className="block-tooltip-target">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            disabled={!verified}
            loading={submitting}
          >
            {t('registration.submit')}
          </Button>
        </span>
      </Tooltip>
    </Form>
  );
}
