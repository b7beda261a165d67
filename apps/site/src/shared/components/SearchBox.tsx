import { Glyph } from '../icons/IconTile';
import searchIcons from './search.icons.json?subset';
import './SearchBox.css';
import { addCollection } from '../../shared/icons/icons';

addCollection(searchIcons);

/** A search field with a visually hidden label; the text is controlled by the caller. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder: string;
}) {
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
