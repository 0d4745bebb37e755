import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

interface OptionSelectProps {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  size?: 'sm' | 'md';
  disabled?: boolean;
  flex?: string;
  width?: string;
}

/**
 * The browser's own select (a phone shows its native picker) over a list of options, such as a filter's "all"
 * and its choices. Its label comes from the Field it sits in.
 */
export function OptionSelect({ value, options, onChange, size, disabled, flex, width }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} flex={flex} width={width}>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
