import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GameAbility, GameHero, GamePlayer } from '../../../shared/api/types';
import { useFormat } from '../../../shared/format';
import { AbilityImage, GodImage, useGodName, useGods, useHeroName, useSpellName } from '../../catalog';
import { HeroImage, heroImageKey } from './HeroImage';
import { Place, RatingChange } from './Place';
import './GameTable.css';

const SLOTS = 4;

function abilityTier(level: number): 'gaben' | 'super' | 'normal' {
  if (level >= 9) return 'gaben';
  if (level >= 6) return 'super';
  return 'normal';
}

function AbilitySlot({ ability, name }: { ability: GameAbility; name: string }) {
  const { t } = useTranslation('game-results');
  const tier = abilityTier(ability.ability_level);
  const parts = [name, t('game.levelLabel', { level: ability.ability_level })];
  if (tier === 'super') parts.push(t('game.super'));
  if (tier === 'gaben') parts.push(t('game.gaben'));
  if (ability.is_ultimate) parts.push(t('game.ultimate'));
  return (
    <span
      className={`ability ability--${tier}${ability.is_ultimate ? ' ability--ultimate' : ''}`}
      data-testid="ability"
      data-ability={ability.ability_name}
      data-level={ability.ability_level}
      title={name}
      role="img"
      aria-label={parts.join(', ')}
    >
      <AbilityImage name={ability.ability_name} size={24} />
      <span className="ability__level" aria-hidden>
        {ability.ability_level}
      </span>
    </span>
  );
}

function Hero({ hero, heroName, spellName }: { hero: GameHero; heroName: (id: string) => string; spellName: (id: string) => string }) {
  const { t } = useTranslation('game-results');
  const key = heroImageKey(hero.hero_name);
  const label = t('game.heroTier', { hero: heroName(hero.hero_name), tier: hero.tier });
  const abilities = hero.abilities ?? [];
  return (
    <div className="hero" data-testid="hero" data-hero={key}>
      <div className="hero__portrait">
        <HeroImage name={hero.hero_name} size={38} title={label} label={label} />
        <span className={`hero__tier hero__tier--${hero.tier}`} aria-hidden>
          {Array.from({ length: Math.max(0, Math.min(5, hero.tier)) }, (_, i) => (
            <span key={i} className="hero__star" />
          ))}
        </span>
      </div>
      <div className="hero__abilities">
        {abilities.map((a, i) => (
          <AbilitySlot key={`${a.ability_name}-${i}`} ability={a} name={spellName(a.ability_name)} />
        ))}
        {Array.from({ length: Math.max(0, SLOTS - abilities.length) }, (_, i) => (
          <span
            key={`empty-${i}`}
            className="ability ability--empty"
            data-testid="empty-ability"
            role="img"
            aria-label={t('game.emptySlot')}
          />
        ))}
      </div>
    </div>
  );
}

/** One player's row of a game's results; `showRating` adds the rating column (ranked games). */
export function GameRow({ player, showRating }: { player: GamePlayer; showRating: boolean }) {
  const { t } = useTranslation('game-results');
  const f = useFormat();
  const gods = useGods();
  const godName = useGodName();
  const spellName = useSpellName();
  const heroName = useHeroName();
  return (
    <tr className={`game-row game-row--place-${player.place}`} data-testid="game-row" data-steam-id={player.steam_id}>
      <td className="col-place">
        <Place place={player.place} testId="place" />
      </td>
      <td className="col-num col-rounds" data-label={t('game.columns.rounds')}>
        {f.number(player.rounds)}
        <span className="rating-after muted" data-testid="end-time" title={t('game.endTime', { time: f.duration(player.end_time) })}>
          {f.duration(player.end_time)}
        </span>
      </td>
      <td className="col-num col-wl" data-label={t('game.columns.winLoss')}>
        <span aria-label={t('game.winLossLabel', { wins: player.wins, losses: player.losses })}>
          {t('game.winLoss', { wins: player.wins, losses: player.losses })}
        </span>
      </td>
      {showRating ? (
        <td className="col-rating">
          <RatingChange value={player.ladder_mmr_change} testId="rating-change" />
          {player.ladder_mmr !== null && player.ladder_mmr !== undefined ? (
            <span className="rating-after muted" title={t('game.ratingAfter', { mmr: f.number(player.ladder_mmr) })}>
              {f.number(player.ladder_mmr)}
            </span>
          ) : null}
        </td>
      ) : null}
      <td className="col-player">
        <div className="player-cell">
          <GodImage id={player.god} god={gods.byId.get(player.god)} size={38} />
          <div className="player-cell__text">
            <Link
              className="player-cell__name"
              to={`/players/${encodeURIComponent(player.steam_id)}`}
              title={player.username || player.steam_id}
              data-testid="player-name"
            >
              {player.username || player.steam_id}
            </Link>
            <span className="player-cell__god" data-testid="god-name" data-god={player.god}>
              {godName(player.god)}
            </span>
          </div>
        </div>
      </td>
      <td className="col-heroes">
        <div className="heroes">
          {(player.heroes ?? []).map((hero, i) => (
            <Hero key={`${hero.hero_name}-${i}`} hero={hero} heroName={heroName} spellName={spellName} />
          ))}
        </div>
      </td>
    </tr>
  );
}
