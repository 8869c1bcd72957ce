import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { PROPOSAL_MESSAGES } from '@argumenta/contracts';
import { renderWithProviders } from '../../../test/render';
import { checkProposalScan, ProposalForm } from './ProposalForm';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('proposal photo mode (POST /propostas/transcricao)', () => {
  it('accepts JPG, PNG, GIF and WEBP up to 10 MB, with the server’s wording otherwise', () => {
    expect(checkProposalScan(file('texto.jpg', 'image/jpeg'))).toBeNull();
    expect(checkProposalScan(file('texto.webp', ''))).toBeNull();
    expect(checkProposalScan(file('texto.pdf', 'application/pdf'))).toBe(PROPOSAL_MESSAGES.imageType);
    expect(checkProposalScan(file('texto.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(
      PROPOSAL_MESSAGES.scanTooLarge,
    );
  });

  it('offers a Foto mode that asks for the image before sending anything', async () => {
    renderWithProviders(<ProposalForm mode="create" onDone={() => undefined} onCancel={() => undefined} />);
    fireEvent.click(screen.getByText('Foto'));
    expect(await screen.findByTestId('proposal-scan-input')).toBeInTheDocument();
    expect(screen.getByText(/custa 1 crédito/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Título/), { target: { value: 'Tema digitalizado' } });
    fireEvent.click(screen.getByTestId('proposal-save'));
    expect(await screen.findByText(PROPOSAL_MESSAGES.scanRequired)).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('proposal-scan-input'), { target: { files: [file('scan.png', 'image/png')] } });
    expect(await screen.findByTestId('proposal-scan-selected')).toHaveTextContent('scan.png');
  });
});
