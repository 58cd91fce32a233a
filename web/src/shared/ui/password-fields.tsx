import { Col, Form, Input, Row } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/libs';
import { useTranslation } from 'react-i18next';

/** New password + confirmation, with the spec's hint; the server has the final word on both. */
interface PasswordFieldsProps {
  labelKey?: 'fields.password' | 'fields.newPassword';
  showRequiredMark?: boolean;
}

export function PasswordFields({
  labelKey = 'fields.password',
  showRequiredMark = true,
}: PasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="password"
          label={t(labelKey)}
          required={showRequiredMark}
          extra={t('hints.passwordLength')}
          rules={[
            { required: true, message: t('validation.passwordRequired') },
            { min: PASSWORD_MIN_LENGTH, message: t('hints.passwordLength') },
            {
              max: PASSWORD_MAX_LENGTH,
              message: t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password_confirmation"
          label={t('fields.passwordConfirmation')}
          required={showRequiredMark}
          dependencies={['password']}
          rules={[
            { required: true, message: t('validation.confirmationRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                !value || getFieldValue('password') === value
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.passwordsMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Col>
    </Row>
  );
}
