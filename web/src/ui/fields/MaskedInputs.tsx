import { maskPhone, maskSsn } from '../../lib/format';
import { TextInput, type TextInputProps } from './TextInput';

/** spec 1 §5: phone mask (###) ###-####. */
export function PhoneInput(props: Omit<TextInputProps, 'mask' | 'type'>) {
  return <TextInput {...props} type="tel" inputMode="tel" mask={maskPhone} placeholder={props.placeholder ?? '(###) ###-####'} />;
}

/** spec 1 §5: SSN mask ###-##-####. */
export function SsnInput(props: Omit<TextInputProps, 'mask' | 'type'>) {
  return <TextInput {...props} inputMode="numeric" mask={maskSsn} placeholder={props.placeholder ?? '###-##-####'} autoComplete="off" />;
}
