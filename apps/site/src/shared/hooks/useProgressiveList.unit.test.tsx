/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useProgressiveList } from './useProgressiveList';

const ITEMS = Array.from({ length: 150 }, (_, i) => `spell ${i}`);

/** The list's items, and each length the page committed (a layout effect runs once per commit). */
function Cards({ list, commits }: { list: readonly string[]; commits: number[] }) {
  const shown = useProgressiveList(list, 12);
  useLayoutEffect(() => void commits.push(shown.length));
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

test('a long list that arrives paints its first 12 items first, then all of them', async () => {
  const commits: number[] = [];
  const { rerender } = render(<Cards list={[]} commits={commits} />);
  act(() => rerender(<Cards list={ITEMS} commits={commits} />));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(150));
  expect(commits).toEqual([0, 12, 150]);
});

test('a list shown from the start (already loaded) starts with its first items too, and a short list is shown whole at once', async () => {
  const commits: number[] = [];
  act(() => void render(<Cards list={ITEMS} commits={commits} />));
  await waitFor(() => expect(commits).toEqual([12, 150]));
  const short: number[] = [];
  act(() => void render(<Cards list={ITEMS.slice(0, 5)} commits={short} />));
  expect(short).toEqual([5]);
});
