import { anyOf } from './phrase-syntax';

/*
 * Indonesian words shared by id.ts and id-categories.ts. Indonesian chat spells freely: "ga", "gak",
 * "nggak", "gk", "tdk" for "tidak"; "aku", "gue", "gw", "saya" for "I"; "pengen", "pgn", "kepengen",
 * "ingin", "mau" for "want".
 */

/** Someone else ("temenku suka nyilet tangannya"), a film or the news. */
export const THIRD_PERSON = 'tentang|dia|mereka|tetangga|tetanggaku|tetangga saya|temen|teman|temenku|temanku|temen aku|teman aku|temen gw|temen gue|sahabat|sahabatku|adik|adek|adikku|kakak|kakakku|pacar|pacarku|film|berita|tokoh|tokohnya|karakter|pemeran|novel|drakor|anime|orang|om|tante|paman|bibi|sepupu|sepupuku|kakek|nenek|kakekku|nenekku';
/** Long ago, recovered ("dulu pas SMP aku pernah self harm"). */
export const LONG_AGO = 'dulu|pernah|waktu smp|waktu sma|pas smp|pas sma|jaman smp|jaman sma|dulu banget|(?:setahun|sebulan|seminggu|\\d+ (?:hari|minggu|bulan|tahun|thn|taun)) (?:aku |gw |gue |saya )?(?:gak|ga|nggak|tidak|tanpa|udah gak|udh gak|sudah tidak|bebas)(?= (?:self harm|sh|nyilet|nyayat|nyakitin diri|ngelukain diri|melukai diri|menyakiti diri)(?= ))';
export const NOT = anyOf('ga', 'gak', 'nggak', 'ngga', 'enggak', 'engga', 'gk', 'g', 'tidak', 'tdk', 'tak', 'udah ga', 'udah gak', 'udh ga', 'udh gak', 'sudah tidak', 'udah nggak', 'ogah', 'males', 'udah tidak');
export const I = anyOf('aku', 'gue', 'gw', 'gua', 'saya', 'ak', 'aq', 'sy');
export const WANT = anyOf('pengen', 'pingin', 'ingin', 'kepengen', 'pgn', 'pen', 'mau', 'mw', 'mo', 'pengin', 'kepingin', 'rasanya pengen', 'rasanya mau');
