import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { api, type God, type Spell } from '../api';

export type CatalogStatus = 'idle' | 'loading' | 'ok' | 'error';
type Catalog = 'spells' | 'gods';

interface Slot<T> {
  status: CatalogStatus;
  list: T[];
  byId: Map<string, T>;
}

interface CatalogState {
  spells: Slot<Spell>;
  gods: Slot<God>;
  load: (what: Catalog, force?: boolean) => void;
}

const CatalogContext = createContext<CatalogState | null>(null);

function emptySlot<T>(): Slot<T> {
  return { status: 'idle', list: [], byId: new Map() };
}

function toSlot<T extends { id: string }>(list: T[]): Slot<T> {
  return { status: 'ok', list, byId: new Map(list.map((x) => [x.id, x])) };
}

function fill<T extends { id: string }>(setSlot: Dispatch<SetStateAction<Slot<T>>>, fetchList: () => Promise<T[]>, onError: () => void) {
  setSlot((s) => ({ ...s, status: 'loading' }));
  fetchList().then(
    (list) => setSlot(toSlot(Array.isArray(list) ? list : [])),
    () => {
      onError();
      setSlot((s) => ({ ...s, status: 'error' }));
    },
  );
}

/** Spells and gods: fetched once on first use, then shared by every page. */
export function CatalogProvider({ children }: { children: ReactNode }) {
  const [spells, setSpells] = useState<Slot<Spell>>(emptySlot);
  const [gods, setGods] = useState<Slot<God>>(emptySlot);
  const started = useRef<Record<Catalog, boolean>>({ spells: false, gods: false });

  const load = useCallback((what: Catalog, force = false) => {
    if (started.current[what] && !force) return;
    started.current[what] = true;
    // A failed load may start again on the next use.
    const allowRetry = () => {
      started.current[what] = false;
    };
    if (what === 'spells') fill(setSpells, api.spells, allowRetry);
    else fill(setGods, api.gods, allowRetry);
  }, []);

  const value = useMemo(() => ({ spells, gods, load }), [spells, gods, load]);
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

function useCatalog(): CatalogState {
  const value = useContext(CatalogContext);
  if (!value) throw new Error('useCatalog outside CatalogProvider');
  return value;
}

function useLoadedCatalog<K extends Catalog>(what: K): CatalogState[K] & { retry: () => void } {
  const catalog = useCatalog();
  const { load } = catalog;
  useEffect(() => load(what), [load, what]);
  return { ...catalog[what], retry: () => load(what, true) };
}

export function useSpells(): Slot<Spell> & { retry: () => void } {
  return useLoadedCatalog('spells');
}

export function useGods(): Slot<God> & { retry: () => void } {
  return useLoadedCatalog('gods');
}
