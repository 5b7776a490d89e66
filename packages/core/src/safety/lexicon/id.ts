import { anyOf, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

const THIRD_PERSON = 'tentang|dia|mereka|temenku|temanku|film|berita';

const fan = [
  `${anyOf('pengen', 'pingin', 'ingin', 'kepengen', 'pgn', 'pen')} ${anyOf('mati', 'mengakhiri hidup', 'ngakhirin hidup', 'udahan hidup')}`,
  `mau ${anyOf('mati aja', 'mati saja', 'mengakhiri hidup', 'ngakhirin hidup')}`,
  unlessAfter(`${anyOf('mau', 'pengen', 'ingin', 'pingin', 'mikir', 'mikirin', 'kepikiran', 'berpikir', 'berpikiran', 'rencana', 'niat', 'akan', 'bakal', 'pgn')} (?:untuk |buat )?bunuh diri`, THIRD_PERSON, 1),
  `${anyOf('ga', 'gak', 'nggak', 'enggak', 'tidak', 'tak', 'ngga', 'udah ga', 'udah gak', 'ogah', 'males')} ${anyOf('pengen', 'ingin', 'mau', 'pingin', 'kuat')} hidup(?: lagi)?`,
  `${anyOf('nyakitin', 'menyakiti', 'melukai', 'ngelukain', 'nyayat', 'menyayat', 'nyilet', 'menyilet')} ${anyOf('diri', 'diriku', 'tangan', 'tanganku', 'pergelangan')}`,
  `${anyOf('mengakhiri', 'ngakhirin', 'akhiri')} ${anyOf('hidup', 'hidupku', 'nyawa')}`,
  `${anyOf('ga ada', 'gak ada', 'tidak ada', 'nggak ada')} ${anyOf('alasan', 'gunanya')} ${upTo(1)}hidup`,
];

const reply = [
  `${anyOf('kamu', 'lu', 'lo', 'elu', 'kau')} ${anyOf('mending', 'sebaiknya', 'harus', 'lebih baik')} ${upTo(1)}${anyOf('mati', 'bunuh diri')}`,
  `bunuh diri ${anyOf('aja', 'saja', 'sana')}`,
  `${anyOf('ga ada', 'gak ada', 'tidak ada')} yang ${anyOf('kangen', 'peduli', 'rindu')} ${anyOf('kamu', 'sama kamu', 'padamu')}`,
];

export const INDONESIAN: LanguageLexicon = { fan, reply };
