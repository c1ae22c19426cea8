import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { IdCheckboxesField } from './IdCheckboxesField';

const items = [
  { id: '3', label: 'Datenschutz', required: true },
  { id: '4', label: 'Newsletter', required: false },
  { id: '5', label: 'AGB', required: true },
];
const requiredRule = { validate: (ticked: boolean) => ticked || 'Dies ist erforderlich' };

function Form({ onSend }: { onSend: (ids: string[]) => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { consents: [] as string[] } });
  return (
    <form onSubmit={handleSubmit(({ consents }) => onSend(consents))} noValidate>
      <IdCheckboxesField control={control} name="consents" items={items} requiredRule={requiredRule} />
      <button type="submit">Senden</button>
    </form>
  );
}

const send = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
  });
const tick = (label: string) =>
  act(async () => {
    fireEvent.click(screen.getByLabelText(label));
  });

describe('IdCheckboxesField', () => {
  it('shows the message under each required box that is not ticked', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await send();
    expect(screen.getAllByText('Dies ist erforderlich')).toHaveLength(2);
    await tick('Datenschutz');
    expect(screen.getAllByText('Dies ist erforderlich')).toHaveLength(1);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the ticked ids in the order of the boxes', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await tick('AGB');
    await tick('Newsletter');
    await tick('Datenschutz');
    await tick('Newsletter');
    await send();
    expect(onSend).toHaveBeenCalledExactlyOnceWith(['3', '5']);
  });
});
