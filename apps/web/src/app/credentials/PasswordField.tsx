import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, type TextFieldProps } from '@ipe/ui';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'label'> {
  label: string;
}

/**
 * A password box with a show/hide button, so a new password can be checked by eye. The button
 * names its field ("Mostrar nova senha"): a form with three of them keeps each one distinct.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const field = props.label.toLocaleLowerCase();
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={
        <Button
          variant="ghost"
          size="sm"
          aria-label={shown ? t('forms.hideField', { field }) : t('forms.showField', { field })}
          disabled={props.disabled}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('forms.hide') : t('forms.show')}
        </Button>
      }
    />
  );
}
