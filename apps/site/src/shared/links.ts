/** Where "Play Now" goes: the game is a Dota 2 custom game, played from Steam. */
export const PLAY_URL = 'https://store.steampowered.com/app/570/Dota_2/';
