export const ROBOTS_GAME_ID = 'robots';
export const ROBOTS_TITLE = 'ROBOTS!';
