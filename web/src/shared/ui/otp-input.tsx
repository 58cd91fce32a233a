import { Input, type InputProps } from 'antd';
import { OTP_LENGTH } from '@app/libs';
import { normalizeOtp } from '../forms/otp';

type OtpInputProps = Omit<InputProps, 'value' | 'onChange' | 'maxLength'> & {
  value?: string;
  onChange?: (value: string) => void;
};

export function OtpInput({ value, onChange, ...rest }: OtpInputProps) {
  return (
    <Input
      {...rest}
      value={value ?? ''}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      onChange={(event) => onChange?.(normalizeOtp(event.target.value))}
      // maxLength alone would cut a pasted "123 456 789" to "123 45"; keep the digits instead.
      onPaste={(event) => {
        event.preventDefault();
        onChange?.(normalizeOtp(event.clipboardData.getData('text')));
      }}
    />
  );
}
