import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, type God, type Spell } from '../api';

type Status = 'idle' | 'loading' | 'ok' | 'error';

interface Slot<T> {
  status: Status;
  list: T[];
  byId: Map<string, T>;
}

interface CatalogState {
  spells: Slot<Spell>;
  gods: Slot<God>;
  load: (what: 'spells' | 'gods', force?: boolean) => void;
}

const CatalogContext = createContext<CatalogState | null>(null);

function emptySlot<T>(): Slot<T> {
  return { status: 'idle', list: [], byId: new Map() };
}

function toSlot<T extends { id: string }>(list: T[]): Slot<T> {
  return { status: 'ok', list, byId: new Map(list.map((x) => [x.id, x])) };
}

/** Spells and gods: fetched once on first use, then shared by every page. */
export function CatalogProvider({ children }: { children: ReactNode }) {
  const [spells, setSpells] = useState<Slot<Spell>>(emptySlot);
  const [gods, setGods] = useState<Slot<God>>(emptySlot);
  const started = useRef<{ spells: boolean; gods: boolean }>({ spells: false, gods: false });

  const load = useCallback((what: 'spells' | 'gods', force = false) => {
    if (started.current[what] && !force) return;
    started.current[what] = true;
    if (what === 'spells') {
      setSpells((s) => ({ ...s, status: 'loading' }));
      api.spells().then(
        (list) => setSpells(toSlot(Array.isArray(list) ? list : [])),
        () => {
          started.current.spells = false;
          setSpells((s) => ({ ...s, status: 'error' }));
        },
      );
    } else {
      setGods((s) => ({ ...s, status: 'loading' }));
      api.gods().then(
        (list) => setGods(toSlot(Array.isArray(list) ? list : [])),
        () => {
          started.current.gods = false;
          setGods((s) => ({ ...s, status: 'error' }));
        },
      );
    }
  }, []);

  const value = useMemo(() => ({ spells, gods, load }), [spells, gods, load]);
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

function useCatalog(): CatalogState {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalog outside CatalogProvider');
  return value;
}

export function useSpells(): Slot<Spell> & { retry: () => void } {
  const { spells, load } = useCatalog();
  useEffect(() => load('spells'), [load]);
  return { ...spells, retry: () => load('spells', true) };
}

export function useGods(): Slot<God> & { retry: () => void } {
  const { gods, load } = useCatalog();
  useEffect(() => load('gods'), [load]);
  return { ...gods, retry: () => load('gods', true) };
}
