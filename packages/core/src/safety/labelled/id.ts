import { labelled } from './label';

/** Fan messages in Indonesian. */
export const INDONESIAN_FAN = labelled('id', 'fan', {
  crisis: [
    'aku pengen mati aja',
    'aku mau bunuh diri',
    'udah ga pengen hidup lagi',
    'aku nyakitin diri sendiri lagi semalem',
    'rasanya pengen mengakhiri hidup',
  ],
  safe: ['aku mati ketawa wkwk', 'film tentang bunuh diri itu sedih banget', 'kucing temenku mati kemarin', 'akhirnya bosnya kubunuh', 'bosen banget hari ini, mati gaya'],
});
