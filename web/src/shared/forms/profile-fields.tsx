import { Col, Form, Input, Row, Space } from 'antd';
import { GENDERS } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { DialingCodeSelect } from '../geo/dialing-code-select';
import { LocationFields } from '../geo/location-fields';
import { ChoiceRadios } from '../ui/native-fields';
import { digitsOnly } from './digits-only';

export interface ProfileFieldsProps {
  /** The email field, for an admin's forms (a member changes their email elsewhere). */
  withEmail?: boolean;
  /** The "Can't find the city?" toggle. */
  manualCity?: boolean;
}

/**
 * The profile's fields inside an antd Form: name, phone with dialing code, gender, address and
 * location. Shared by the member's Edit Profile and the back-office's user forms.
 */
export function ProfileFields({ withEmail = false, manualCity = false }: ProfileFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="fname"
            label={t('fields.fname')}
            rules={[{ required: true, whitespace: true, message: t('validation.fnameRequired') }]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="lname"
            label={t('fields.lname')}
            rules={[{ required: true, whitespace: true, message: t('validation.lnameRequired') }]}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      {withEmail ? (
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, message: t('validation.emailRequired') },
            { type: 'email', message: t('validation.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      ) : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('fields.phone')} required>
            <Space.Compact block>
              <Form.Item name="country_code" noStyle>
                <DialingCodeSelect />
              </Form.Item>
              <Form.Item
                name="phone"
                noStyle
                normalize={digitsOnly}
                rules={[{ required: true, message: t('validation.phoneRequired') }]}
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
            rules={[{ required: true, message: t('validation.genderRequired') }]}
          >
            <ChoiceRadios
              label={t('fields.gender')}
              options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="address"
        label={t('fields.address')}
        rules={[{ required: true, whitespace: true, message: t('validation.addressRequired') }]}
      >
        <Input autoComplete="address-line1" />
      </Form.Item>
      <Form.Item name="address_line2" label={t('fields.addressLine2')}>
        <Input autoComplete="address-line2" />
      </Form.Item>
      <LocationFields manualCity={manualCity} />
    </>
  );
}
