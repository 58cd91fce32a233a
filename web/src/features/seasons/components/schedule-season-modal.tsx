import { Form, Input, Modal, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../../shared/api/app-error';
import { useToast } from '../../../shared/hooks/use-toast';
import { useScheduleSeasonMutation } from '../api/seasons.api';
import { todayIso } from './season-days';
import { useCodedErrorText } from './use-coded-error';

/** The seasons page words it as a lock ('lock'); the pools page as the spec's create-season ('create'). */
export type ScheduleWording = 'lock' | 'create';

interface Props {
  open: boolean;
  wording: ScheduleWording;
  onClose: () => void;
}

interface Values {
  date: string;
}

// Refusals of admin/season/store that are about the chosen date: shown under the date input.
const DATE_CODES = new Set(['SEASON.DATE_IN_PAST', 'SEASON.ALREADY_SCHEDULED']);

/** Schedules the lock of the current season at the start of a chosen day (today locks at once). */
export function ScheduleSeasonModal({ open, wording, onClose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const codedText = useCodedErrorText();
  const [form] = Form.useForm<Values>();
  const [schedule, { isLoading }] = useScheduleSeasonMutation();
  const id = useId();
  const hintId = `${id}-hint`;
  const today = todayIso();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async ({ date }: Values) => {
    try {
      const result = await schedule({ date }).unwrap();
      toast.success(result.message);
      close();
    } catch (caught) {
      // The spec toasts a refusal; one about the date also stays under the date input.
      const error = asAppError(caught);
      const text = codedText(error);
      toast.error(text);
      if (error.fields.date || (error.code && DATE_CODES.has(error.code))) {
        form.setFields([{ name: 'date', errors: [text] }]);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={t(wording === 'lock' ? 'seasons.modal.lockTitle' : 'seasons.modal.createTitle')}
      okText={t('seasons.modal.confirm')}
      cancelText={t('seasons.modal.cancel')}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)}>
        <Form.Item
          name="date"
          htmlFor={id}
          label={t(wording === 'lock' ? 'seasons.modal.lockLabel' : 'seasons.modal.createLabel')}
          validateTrigger="onSubmit"
          rules={[
            { required: true, message: t('seasons.modal.dateRequired') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && value < today) throw new Error(t('seasons.modal.dateInPast'));
              },
            },
          ]}
        >
          <Input id={id} type="date" min={today} aria-describedby={hintId} aria-required="true" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" id={hintId} className="seasons-modal__hint">
        {t('seasons.modal.hint')}
      </Typography.Paragraph>
    </Modal>
  );
}
