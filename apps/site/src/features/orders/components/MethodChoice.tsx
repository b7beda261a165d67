import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../types';

/** The payment methods as radio buttons (card, Alipay, WeChat Pay). */
export function MethodChoice({
  name,
  value,
  onChange,
  disabled,
  methods,
}: {
  /** the radio group's name, unique on the page */
  name: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation('orders');
  return (
    <fieldset className="pay-methods" data-testid="pay-methods">
      <legend className="pay-methods__legend">{t('checkout.methodLabel')}</legend>
      {methods.map((method) => (
        <label key={method} className={`pay-methods__option${value === method ? ' is-selected' : ''}`}>
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            disabled={disabled}
            onChange={() => onChange(method)}
            data-testid={`pay-method-${method}`}
          />
          <span>{t(`methods.${method}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
