import { Stack, Switch, Text } from '@chakra-ui/react';
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  /** What the setting does, read with the switch by screen readers. */
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A setting that is on or off: the switch with its label, and the line under it saying what it does. */
export function SettingSwitch({ label, help, checked, onChange, disabled }: SettingSwitchProps) {
  const helpId = useId();
  return (
    <Stack gap="2">
      <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)} disabled={disabled} colorPalette="brand" aria-describedby={helpId}>
        <Switch.HiddenInput aria-describedby={helpId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Text id={helpId} textStyle="sm" color="fg.muted" ps="11">
        {help}
      </Text>
    </Stack>
  );
}
