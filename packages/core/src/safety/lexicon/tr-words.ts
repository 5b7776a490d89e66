/* The Turkish lexicon's word lists: other people, long ago. */

/** Someone else ("arkadaşım kendini kesiyor"), a show or a school paper. */
export const THIRD_PERSON = 'arkadasim|arkadasimin|kardesim|kardesimin|o|onun|dizide|dizi|filmde|film|karakter|hakkinda|haberde|haber|oyunda|kitapta|roman|odev';
/** "lisede kendimi keserdim ama 7 yıldır iyiyim": long ago. */
export const LONG_AGO = 'eskiden|lisede|ortaokulda|cocukken|gencken|yillar once|[0-9]+ yil once|bir zamanlar|zamaninda';
/** A dating years back, without LONG_AGO's school years: the past guard's (tr.ts PAST_TELLING), which needs an attempt's verb beside it; "önceydi" is "it was … ago" ("bu 8 yıl önceydi"). */
export const DATED_YEARS_BACK = '(?:[0-9]+|bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|on beş|yirmi|birkaç|kaç|yıllar) yıl (?:önce|evvel)(?:ydi)?|yıllar önce(?:ydi)?|uzun zaman önce(?:ydi)?';
