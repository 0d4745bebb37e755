import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}

/** One of a few named choices (a league's game, where its points start), as radio buttons under a label. */
export function ChoiceGroup<V extends string>({ label, value, choices, onChange, disabled }: ChoiceGroupProps<V>) {
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(details) => onChange(details.value as V)}
        disabled={disabled}
        colorPalette="brand"
        size="sm"
      >
        <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '4' }}>
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Stack>
  );
}
