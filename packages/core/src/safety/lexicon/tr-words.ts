/* The Turkish lexicon's word lists: other people, long ago. */

/** Someone else ("arkadaşım kendini kesiyor"), a show or a school paper. */
export const THIRD_PERSON = 'arkadasim|arkadasimin|kardesim|kardesimin|o|onun|dizide|dizi|filmde|film|karakter|hakkinda|haberde|haber|oyunda|kitapta|roman|odev';
/** "lisede kendimi keserdim ama 7 yıldır iyiyim": long ago. */
export const LONG_AGO = 'eskiden|lisede|ortaokulda|cocukken|gencken|yillar once|[0-9]+ yil once|bir zamanlar|zamaninda';
