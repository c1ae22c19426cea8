import { act, fireEvent, screen } from '@testing-library/react';
import { Environment, Network, RecordSource, Store, type UploadableMap } from 'relay-runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { BloodUploadDialog } from './BloodUploadDialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../../shared/toast/toast', () => ({ toast }));

interface Sent {
  name: string;
  variables: unknown;
  uploadables: UploadableMap | null | undefined;
}

/** A real Relay environment whose network records what it was asked (uploadables included). */
function environmentAnswering(consents: 'ok' | 'fail') {
  const sent: Sent[] = [];
  const network = Network.create((request, variables, _config, uploadables) => {
    sent.push({ name: request.name, variables, uploadables });
    if (request.name === 'UploadConsentsQuery')
      return consents === 'fail'
        ? Promise.reject(new Error('down'))
        : Promise.resolve({
            data: {
              consents: {
                data: [
                  {
                    id: '3',
                    de: 'Ich willige in die Verarbeitung des Befunds ein.',
                    en: 'I consent.',
                    required: true,
                  },
                ],
              },
            },
          });
    return Promise.resolve({
      data: {
        uploadBloodAnalysisResults: {
          id: '8',
          file_name: 'befund.pdf',
          state: 'Received',
          created_at: '2026-11-24T10:00:00.000Z',
        },
      },
    });
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), sent };
}

function renderDialog(consents: 'ok' | 'fail' = 'ok') {
  const { environment, sent } = environmentAnswering(consents);
  const onClose = vi.fn();
  const onUploaded = vi.fn();
  renderScreen(<BloodUploadDialog patientId="7" onClose={onClose} onUploaded={onUploaded} />, {
    environment: environment as never,
  });
  return { sent, onClose, onUploaded };
}

const choose = (...files: File[]) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('Befund (PDF, JPEG oder PNG)'), { target: { files } });
  });
const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'An Service-Team senden' })));

describe('BloodUploadDialog', () => {
  beforeEach(() => toast.success.mockClear());

  it('says the values are available within 48 hours and wants one file and the consents', async () => {
    const { sent } = renderDialog();
    expect(screen.getByText(/innerhalb von 48 Stunden verfügbar/)).toBeTruthy();
    await screen.findByText('Ich willige in die Verarbeitung des Befunds ein.');
    await send();
    expect(screen.getByText('Bitte wählen Sie genau eine Datei aus.')).toBeTruthy();
    expect(screen.getByText('Dies ist erforderlich')).toBeTruthy();
    await choose(new File(['x'], 'befund.docx', { type: 'application/msword' }));
    await send();
    expect(screen.getByText('Erlaubt sind PDF-, JPEG- und PNG-Dateien.')).toBeTruthy();
    expect(sent.map((call) => call.name)).toEqual(['UploadConsentsQuery']);
  });

  it('sends the file as an uploadable with the accepted consents', async () => {
    const { sent, onClose, onUploaded } = renderDialog();
    fireEvent.click(await screen.findByText('Ich willige in die Verarbeitung des Befunds ein.'));
    const file = new File(['%PDF'], 'befund.pdf', { type: 'application/pdf' });
    await choose(file);
    expect(screen.getByText('befund.pdf')).toBeTruthy();
    await send();
    const upload = sent.find((call) => call.name === 'useUploadBloodAnalysisResultsMutation');
    expect(upload?.variables).toEqual({ patientId: '7', file: null, acceptedConsents: { connect: ['3'] } });
    expect(upload?.uploadables).toEqual({ file });
    expect(toast.success).toHaveBeenCalledWith('Blutwerte erfolgreich an Service Team gesendet!');
    expect(onClose).toHaveBeenCalled();
    // The page's list of uploads asks the server again.
    expect(onUploaded).toHaveBeenCalled();
  });

  it('tells when the consents cannot be loaded and keeps the upload disabled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDialog('fail');
    expect(
      await screen.findByText(
        'Something went wrong when trying to receive the terms and conditions. Please refresh the page or try again later.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'An Service-Team senden' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
