import { Glyph } from './Images';

export function SearchBox({ value, onChange, label, placeholder }: { value: string; onChange: (v: string) => void; label: string; placeholder: string }) {
  return (
    <label className="search-box">
      <span className="sr-only">{label}</span>
      <Glyph name="game-icons:magnifying-glass" size={18} className="search-box__icon" />
      <input
        className="input search-box__input"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        data-testid="search"
        autoComplete="off"
        spellCheck={false}
      />
    </label>
  );
}

/** The search text lives in the address (?q=...), so it survives reloads and back. */
export { useSearchParamState } from '../lib/useSearchParamState';
