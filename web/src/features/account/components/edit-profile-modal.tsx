import { Col, Form, Input, Modal, Radio, Row, Space } from 'antd';
import { GENDERS, type ProfilePayload, type UserView } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from '../../../shared/forms/digits-only';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { DialingCodeSelect } from '../../../shared/geo/dialing-code-select';
import { LocationFields } from '../../../shared/geo/location-fields';
import { useToast } from '../../../shared/hooks/use-toast';
import { ErrorList } from '../../../shared/ui/error-list';
import { useUpdateUserMutation } from '../api/account.api';

const toFormValues = (user: UserView): ProfilePayload => ({
  fname: user.fname,
  lname: user.lname,
  country_code: user.country_code,
  phone: user.phone,
  gender: user.gender,
  address: user.address,
  address_line2: user.address_line2 ?? '',
  country: user.country,
  state: user.state,
  city: user.city,
});

export function EditProfileModal({ user, onClose }: { user: UserView; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<ProfilePayload>();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  // Errors stay listed until the next attempt, as the spec asks.
  const { errors, report, clear } = useServerFormErrors(form);

  const onFinish = async (values: ProfilePayload) => {
    clear();
    try {
      await updateUser({
        ...values,
        address_line2: values.address_line2?.trim() || null,
      }).unwrap();
      toast.success(t('serverMessages.profileUpdated'));
      onClose();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Modal
      open
      title={t('home.editProfile')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.update')}
      cancelText={t('actions.cancel')}
      confirmLoading={isLoading}
      width={720}
      destroyOnHidden
    >
      <ErrorList messages={errors} />
      <Form
        form={form}
        layout="vertical"
        initialValues={toFormValues(user)}
        onFinish={onFinish}
        className="form-after-errors"
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="fname"
              label={t('fields.fname')}
              rules={[{ required: true, message: t('validation.fnameRequired') }]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="lname"
              label={t('fields.lname')}
              rules={[{ required: true, message: t('validation.lnameRequired') }]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
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
            <Form.Item name="gender" label={t('fields.gender')}>
              <Radio.Group
                options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="address"
          label={t('fields.address')}
          rules={[{ required: true, message: t('validation.addressRequired') }]}
        >
          <Input autoComplete="address-line1" />
        </Form.Item>
        <Form.Item name="address_line2" label={t('fields.addressLine2')}>
          <Input autoComplete="address-line2" />
        </Form.Item>
        <LocationFields />
      </Form>
    </Modal>
  );
}
