/**
 * @jest-environment jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../testing';
import { ReadBehindNotice } from './ReadBehindNotice';

/** What the API client tells the note: a read after the player's change came back behind it (see client.unit.test.ts). */
function readsBehind() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report: () => act(() => listeners.forEach((listener) => listener())),
    listening: () => listeners.size,
  };
}

describe('the "still updating" note', () => {
  test('a read after the player\'s change that came back behind it says "still updating", once for the group of reads', async () => {
    const reads = readsBehind();
    renderUi(<ReadBehindNotice subscribe={reads.subscribe} />);
    expect(screen.queryByTestId('toast')).toBeNull();
    // the note listens once it has mounted (its texts may still be loading on a busy machine)
    await waitFor(() => expect(reads.listening()).toBe(1));
    reads.report();
    reads.report();
    const notes = await screen.findAllByTestId('toast');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('Still updating: your change is saved and will show in a moment.');
  });
});
