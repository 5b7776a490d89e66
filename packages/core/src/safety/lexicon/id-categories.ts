import { across, anyOf, atEnd, gapWithout, guardStart, notBefore, upTo } from './phrase-syntax';
import { I, NOT, THIRD_PERSON, WANT } from './id-words';

/*
 * Round 4 (issue #33): families for phrasings the earlier rounds never saw ("udh", "dr", "blm",
 * "barang2"), each joining two slots so a new wording of the same situation still matches.
 */

/** Not the fan's own: checked only once a pattern matched, over the whole message. */
const awayFrom = (words: string): string => `(?<! ${anyOf(words)} [^]{0,100})(?! ${across(12)}${anyOf(words)}(?= ))`;
/** Fiction and other people, anywhere in the message (not "dia" or "orang": they are everywhere). */
const OTHERS = 'temen|teman|temenku|temanku|sahabat|adik|adek|kakak|pacar|film|berita|tokoh|tokohnya|karakter|pemeran|novel|drakor|anime|sinetron|series|game';
/** A trip, moving or a new job: a goodbye that is not for good. */
const LEAVING = 'mudik|liburan|dinas|luar kota|luar negeri|pindahan|pindah|resign|lulus|wisuda|kkn|kemah|seminggu|sebulan|sementara|cuti|kerja|grup|channel|akun';
/** Outgrown, broken or replaced: things given away that are not a farewell. */
const REPLACED = 'baru|beli|ganti|upgrade|rusak|jual|dijual|kekecilan|kegedean|muat|sempit|bekas|pindahan|pindah|kos|kost';
/** A party, a trip or an exam: "semuanya udah siap" for something else. */
const OCCASION = 'pesta|party|konser|nonton|trip|liburan|mudik|koper|ultah|ulang tahun|nikahan|nikah|lamaran|kencan|date|ujian|uts|uas|sidang|presentasi|acara|makan malam|dinner|bukber|arisan|lomba|turnamen|live|surprise|kejutan|wisuda|interview|wawancara|berangkat|pesawat|kereta';
/** Places one leaves without leaving life: "ga mau ada di kantor ini lagi". */
const HERE_PLACES = 'kantor|sekolah|kampus|kelas|kos|kost|kota|rumah ini|tempat ini|keluar|server|gc|group';
/** Tonight, this weekend, tomorrow. */
const WHEN = anyOf('malam ini', 'malem ini', 'nanti malam', 'nanti malem', 'besok', 'besok pagi', 'besok malem', 'besok malam', 'weekend ini', 'minggu ini', 'sabtu ini', 'minggu depan', 'hari ini', 'jumat ini');
/** Decided, ready: "udah fix", "udah mutusin". */
const DECIDED = anyOf('udah fix', 'udh fix', 'fix', 'udah mutusin', 'udh mutusin', 'udah yakin', 'udh yakin', 'udah bulat', 'udah siap', 'udh siap', 'ga ada jalan balik', 'gak ada jalan balik', 'udah gw putusin', 'udah aku putusin');
/** Ending it all, as the fan's act. */
const END_ALL = anyOf('akhirin', 'akhiri', 'ngakhirin', 'mengakhiri', 'ngakhiri', 'udahin');
/** Somewhere high to jump from. */
const HEIGHT = anyOf('lantai', 'jembatan', 'gedung', 'atap', 'rooftop', 'balkon', 'jendela', 'flyover', 'tebing', 'apartemen', 'apart', 'tower', 'menara', 'jurang', 'mall', 'fly over', 'kosan', 'rel');
/** Pills a fan could ask a lethal amount of. */
const PILLS = anyOf('obat', 'pil', 'butir', 'tablet', 'paracetamol', 'panadol', 'ibuprofen', 'obat tidur', 'antimo', 'ctm', 'strip', 'obat penenang');
/** Dying, as the goal of a method question. */
const TO_DIE = anyOf('mati', 'meninggal', 'ga bangun', 'gak bangun', 'ga bangun lagi', 'gak bangun lagi', 'nggak bangun lagi', 'overdosis', 'od', 'mampus', 'koit', 'mati beneran');
/** Pests and plants, what "biar mati" is usually about. */
const PESTS = 'nyamuk|kecoa|tikus|semut|hama|rumput|kutu|tanaman|bakteri|virus|kuman|jamur|lalat|ulat|rayap';
/** Gone, said of the fan. */
const GONE = anyOf('mati', 'ilang selamanya', 'hilang selamanya', 'ngilang selamanya', 'pergi selamanya', 'ngilang', 'ilang', 'hilang', 'menghilang', 'bunuh diri', 'ga ada', 'gak ada', 'gaada', 'udah ga ada', 'udah gak ada', 'tiada', 'meninggal');
/** Not gone for good: out of a group, for a week. */
const NOT_FOR_GOOD = '(?! (?:dari|dr|di|sebentar|seminggu|sehari|sebulan|beberapa|bentar|dulu) )';
/** Where a fresh wound is. */
const BODY = anyOf('paha', 'tangan', 'lengan', 'pergelangan', 'kaki', 'perut', 'pahaku', 'tanganku', 'lenganku', 'pergelangan tangan');
/** Accidents and pets, not self-harm. */
const HURT_OTHERWISE = 'kucing|anjing|jatoh|jatuh|masak|dapur|motor|kecelakaan|operasi|dicakar|digigit|tato|tatto|nyangkut|kegores|keserempet|knalpot|futsal|bola';

export const INDONESIAN_CATEGORY_FAMILIES: readonly string[] = [
  // Wanting not to exist: "kadang pengen ga ada aja di dunia ini", "gw pengen ilang aja selamanya".
  guardStart(`${WANT} ${upTo(1)}${anyOf('ga ada', 'gak ada', 'nggak ada', 'gaada', 'tidak ada', 'ga ada lagi', 'ilang', 'hilang', 'ngilang', 'menghilang', 'lenyap', 'pergi', 'tidur')} ${upTo(1)}${anyOf('di dunia ini', 'di dunia', 'lagi di dunia', 'selamanya', 'untuk selamanya', 'buat selamanya')}${notBefore('di|dikasur|sampe|sampai')}`, THIRD_PERSON, 2),
  // Never born: "andai aku ga pernah lahir".
  `${anyOf('andai', 'andaikan', 'seandainya', 'kalo aja', 'coba aja', 'harusnya', 'mending', 'nyesel', 'menyesal', 'kenapa')} (?:${I} )?(?:aja |dulu )?${anyOf('ga pernah lahir', 'gak pernah lahir', 'nggak pernah lahir', 'tidak pernah lahir', 'ga pernah dilahirin', 'gak pernah dilahirin', 'ga pernah dilahirkan', 'gak pernah dilahirkan', 'tidak pernah dilahirkan', 'ga usah lahir', 'gak usah lahir', 'ga dilahirin', 'gak dilahirin', 'dilahirin', 'dilahirkan', 'lahir')}${notBefore('di|ke|sebagai|jadi|pas|tahun|bulan|tanggal|kaya|kayak|kembali|lagi|ulang|normal|prematur|caesar|sesar')}`,
  // No will to live: "gw udh ga ada semangat hidup".
  `${anyOf('ga ada', 'gak ada', 'tidak ada', 'nggak ada', 'gaada', 'udah ga ada', 'udh ga ada', 'kehilangan', 'ilang', 'hilang')} ${anyOf('semangat', 'keinginan', 'gairah', 'niat')} ${anyOf('hidup', 'idup', 'untuk hidup', 'buat hidup', 'buat idup')}${notBefore('di|sehat|sehari|hemat|minimalis|mewah|bareng|sama')}`,
  // Tired of life, with an intensifier: "udah lelah bgt sama hidup ini".
  `${anyOf('capek', 'cape', 'capai', 'lelah', 'cpk', 'muak', 'bosen', 'bosan', 'jenuh')} ${anyOf('banget', 'bgt', 'bngt', 'bener', 'sekali', 'parah', 'bener2')} (?:${anyOf('sama', 'dengan', 'sm', 'dgn', 'ama')} )?${anyOf('hidup', 'idup', 'hidupku', 'hidup ini', 'hidup gw', 'hidup gue', 'hidup aku')}${notBefore('di|jadi|sebagai|kayak|kaya|sbg|sendirian di|sama kerjaan|ngekos|merantau|miskin|sehat')}`,
  // Given up on life: "aku udah nyerah sama hidup".
  `${anyOf('nyerah', 'menyerah', 'pasrah')} ${anyOf('sama', 'sm', 'dengan', 'dgn', 'ama', 'dalam', 'atas')} ${anyOf('hidup', 'idup', 'hidupku', 'hidup ini', 'hidup gw', 'hidup gue', 'hidup aku', 'kehidupan')}${notBefore('di|sehat|sebagai')}`,
  // Ending it all: "weekend ini gw akhirin semuanya".
  guardStart(`${END_ALL} ${anyOf('semuanya', 'semua ini', 'semua', 'hidup ini', 'hidupku', 'hidup gw', 'hidup gue', 'hidup aku')}${notBefore('sama|sm|dengan|dgn|hubungan|tugas|kerjaan|urusan|masalah|drama|game|series|ini sama|ini dengan|pertemanan|persahabatan|hari ini|minggu ini|deadline')}`, `${THIRD_PERSON}|kita|kami|ayo|yuk`, 2),
  // When, the act, decided: "besok pagi gw mau loncat dr lantai atas kosan, udh fix".
  `${WHEN} ${upTo(3)}${anyOf('akhirin', 'ngakhirin', 'mengakhiri', 'bunuh diri', 'bundir', 'gantung diri', 'loncat', 'lompat', 'terjun', 'minum semua obat', 'pergi selamanya')} ${across(8)}${DECIDED}${awayFrom(OTHERS)}`,
  `${DECIDED} ${across(6)}${WHEN} ${upTo(3)}${anyOf('akhirin', 'ngakhirin', 'mengakhiri', 'bunuh diri', 'bundir', 'gantung diri', 'loncat', 'lompat', 'terjun', 'minum semua obat', 'pergi selamanya')}${awayFrom(OTHERS)}`,
  // Everything prepared, for tonight: "semuanya udah gw siapin buat malam ini".
  `${anyOf('semuanya', 'semua', 'semua nya')} ${anyOf('udah siap', 'udah gw siapin', 'udah aku siapin', 'udah disiapin', 'udh siap', 'udh gw siapin', 'udah beres', 'udah gw beresin', 'udah aku beresin', 'udah kusiapin')} ${anyOf('buat', 'untuk', 'bwt')} ${WHEN}${atEnd('ya|kok|sih|deh|kayaknya')}${awayFrom(OCCASION)}`,
  // Wanting to sleep and not wake: "pengen tidur trus ga bangun2".
  `${anyOf('tidur', 'bobo', 'merem')} ${upTo(1)}${anyOf('dan', 'trus', 'terus', 'lalu', 'n')} ${upTo(1)}${NOT} ${anyOf('bangun2', 'bangun bangun', 'bangun')}${atEnd('lagi|selamanya|aja|wkwk|ya|sih')}(?<=${anyOf('pengen', 'pgn', 'mau', 'ingin', 'pingin', 'kepengen', 'berharap', 'semoga', 'moga', 'pen', 'andai')} [^.]{0,30})`,
  // Not wanting to be here any more: "ga mau ada di sini lagi".
  `${NOT} ${anyOf('mau', 'pengen', 'ingin', 'pgn')} ${anyOf('ada di sini', 'ada disini', 'di sini', 'disini', 'ada di dunia ini', 'ada')} ${anyOf('lagi', 'lg')}${atEnd('ya|sih|deh|rasanya|capek|wkwk')}${awayFrom(`${LEAVING}|${HERE_PLACES}`)}`,
  // The day is picked, no way back: "sabtu ini harinya, udah ga ada jalan balik".
  `${anyOf(WHEN, 'sabtu', 'minggu', 'jumat', 'besok lusa', 'pas ultah gw', 'pas ultahku')} ${anyOf('harinya', 'hari nya', 'waktunya', 'saatnya')} ${across(6)}${DECIDED}${awayFrom(OCCASION)}`,
  // All the pills, meant: "ada sebotol obat di depan gw, mau gw minum semua".
  `${anyOf('mau', 'pengen', 'bakal', 'akan', 'pgn')} ${upTo(1)}${anyOf('minum', 'telen', 'nelen')} ${anyOf('semua', 'semuanya', 'sekaligus', 'semua sekaligus', 'sebotol', 'sekali telen', 'semua aja')}${atEnd('aja|sekarang|malam ini|malem ini|ya|deh')}(?<=${anyOf('obat', 'pil', 'butir', 'strip', 'obatnya', 'pilnya', 'obat tidur')} [^]{0,80})${awayFrom('sembuh|dokter|resep|vitamin|aturan|sesuai|batuk|flu')}`,
  // Goodbye, don't look for me: "maafin aku semuanya, jangan cari aku".
  `${anyOf('jangan cari', 'jangan nyariin', 'jangan nyari', 'ga usah nyariin', 'gak usah nyariin', 'ga usah cari', 'gausah nyariin', 'gausah cari', 'jgn cari', 'jgn nyariin')} ${I}${awayFrom(LEAVING)}(?:(?<=${anyOf('maaf', 'maafin', 'makasih', 'terima kasih', 'selamat tinggal', 'pamit', 'sayang kalian', 'selamanya')} [^]{0,100})|(?= ${across(8)}${anyOf('maaf', 'maafin', 'makasih', 'selamat tinggal', 'pamit', 'selamanya')}(?= )))`,
  // Jumping from a height, meant: "mau loncat dr lantai atas", "pengen terjun dari jembatan".
  guardStart(`${anyOf('mau', 'pengen', 'pgn', 'pen', 'bakal', 'akan', 'mikir', 'kepikiran', 'niat', 'rencana', 'mo', 'pingin', 'ingin', 'kepengen')} ${upTo(1)}${anyOf('loncat', 'lompat', 'terjun', 'jatuhin diri', 'nerjunin diri', 'nyebur')} ${anyOf('dari', 'dr', 'dri', 'ke')} ${upTo(2)}${HEIGHT}${notBefore('saking|karena malu|krn malu')}`, `${THIRD_PERSON}|kucing|kucingku|anjing`, 2),
  // The last time you hear from me: "ini terakhir kalinya kalian denger kabar dari gw".
  `terakhir ${anyOf('kalinya', 'kali')} ${upTo(3)}${anyOf('denger', 'dengar', 'dapet', 'dapat', 'tau', 'liat', 'lihat', 'baca')} ${anyOf('kabar', 'chat', 'pesan')} ${anyOf('dari', 'dr')} ${I}`,
  `${anyOf('ga bakal', 'gak bakal', 'ga akan', 'gak akan', 'tidak akan', 'nggak bakal')} ${anyOf('denger', 'dengar', 'dapet', 'dapat')} ${anyOf('kabar', 'kabar apa2', 'kabar apapun')} ${anyOf('dari', 'dr')} ${I} ${anyOf('lagi', 'lg', 'selamanya')}`,
  // How many pills, to die: "minum paracetamol berapa biar mati".
  `${anyOf('minum', 'nelen', 'telen', 'makan')} ${upTo(2)}berapa ${upTo(2)}${anyOf('biar', 'supaya', 'agar', 'buat', 'untuk', 'bisa', 'baru')} ${TO_DIE}${awayFrom(`${PESTS}|${OTHERS}`)}`,
  `berapa ${upTo(3)}${PILLS} ${upTo(3)}${anyOf('biar', 'supaya', 'agar', 'buat', 'untuk', 'yg bikin', 'yang bikin', 'bisa bikin')} ${TO_DIE}${awayFrom(`${PESTS}|${OTHERS}`)}`,
  // Not eating on purpose, to die: "udah 3 hari sengaja ga makan biar mati".
  `${anyOf('sengaja', 'emang sengaja')} ${NOT} ${anyOf('makan', 'minum', 'makan minum', 'makan dan minum')} ${upTo(4)}${anyOf('biar mati', 'supaya mati', 'biar cepet mati', 'sampe mati', 'sampai mati', 'biar ga ada', 'biar ilang', 'biar lenyap', 'biar mampus', 'biar mati aja', 'biar sakit terus mati')}`,
  // Things given away, won't need them again: "barang2 gw udah gw bagiin, ga bakal gw pake lagi".
  `${anyOf('kasih', 'kasihin', 'kasi', 'ngasih', 'ngasihin', 'kukasih', 'bagiin', 'bagi2in', 'bagi bagiin', 'titipin', 'nitipin', 'relain', 'serahin', 'hibahin', 'warisin')} ${across(10)}${NOT} ${upTo(2)}${anyOf('butuh', 'perlu', 'pake', 'pakai', 'make', 'butuhin', 'perlukan', 'bakal butuh', 'bakal pake')} ${upTo(1)}${anyOf('lagi', 'lg')}${atEnd('kok|ya|kayaknya|sih|deh|wkwk|selamanya')}${awayFrom(`${REPLACED}|${LEAVING}`)}`,
  // Thanks, this is goodbye: "makasih buat semuanya, ini perpisahan".
  `${anyOf('makasih', 'terima kasih', 'trimakasih', 'makasi', 'thanks', 'thx', 'maaf', 'maafin')} ${upTo(2)}${anyOf('semuanya', 'segalanya', 'selama ini', 'semua')} ${across(4)}${anyOf('ini perpisahan', 'selamat tinggal', 'ini yang terakhir', 'ini yg terakhir', 'ini pesan terakhir', 'aku pamit', 'gw pamit', 'gue pamit', 'pamit ya', 'ini salam perpisahan', 'sampai jumpa di kehidupan', 'sampe jumpa di kehidupan', 'aku pergi', 'gw pergi')}${atEnd('ya|semuanya|selamanya|kalian|sayang')}${awayFrom(LEAVING)}`,
  `${anyOf('ini perpisahan', 'selamat tinggal', 'ini salam perpisahan')} ${across(4)}${anyOf('makasih', 'terima kasih', 'maaf', 'maafin', 'sayang kalian', 'jaga diri')}${awayFrom(LEAVING)}`,
  // Not here tomorrow: "gw ga bakal ada lagi besok".
  guardStart(`${I} ${upTo(1)}${anyOf('ga', 'gak', 'nggak', 'tidak', 'udah ga', 'udah gak', 'udh ga')} ${anyOf('bakal', 'akan')} ${anyOf('ada lagi', 'di sini lagi', 'disini lagi', 'ada di sini lagi', 'ada di dunia ini lagi', 'ada di dunia lagi', 'nemenin kalian lagi')}${notBefore('di kantor|di grup|di kelas|di rumah|di kos|minggu|bulan|karena|soalnya|krn|selama|sampe|sampai|pas')}${awayFrom(LEAVING)}`, THIRD_PERSON, 1),
  // Would anyone look for me: "ga bakal ada yg nyariin gw kalo gw ngilang", "kalo gw ilang selamanya ada yg nyariin ga sih".
  `${anyOf('ga bakal ada', 'gak bakal ada', 'ga akan ada', 'tidak akan ada', 'ga ada', 'gak ada', 'gaada', 'tidak ada', 'nggak ada')} ${anyOf('yang', 'yg')} ${upTo(1)}${anyOf('nyariin', 'nyari', 'peduli', 'kangen', 'sadar', 'nangis', 'sedih', 'ngerasa kehilangan', 'inget')} ${upTo(2)}${anyOf('kalo', 'kalau', 'klo', 'jika', 'kl')} ${I} ${upTo(1)}${GONE}${NOT_FOR_GOOD}`,
  `${anyOf('kalo', 'kalau', 'klo', 'jika', 'kl', 'seandainya')} ${I} ${upTo(1)}${GONE}${NOT_FOR_GOOD} ${upTo(2)}${anyOf('ada yg', 'ada yang', 'siapa yg', 'siapa yang', 'bakal ada yg', 'bakal ada yang')} ${anyOf('nyariin', 'nyari', 'peduli', 'kangen', 'sadar', 'nangis', 'sedih', 'inget')}`,
  // Only a nuisance: "aku cuma nyusahin semua orang".
  guardStart(`${I} ${upTo(2)}${anyOf('cuma', 'hanya', 'cuman', 'cm', 'selalu', 'cuma bisa', 'bisanya')} ${anyOf('nyusahin', 'menyusahkan', 'ngerepotin', 'merepotkan', 'bikin susah', 'bikin repot', 'jadi masalah')} ${upTo(1)}${anyOf('semua orang', 'orang', 'keluarga', 'ortu', 'orang tua', 'mama', 'kalian', 'semuanya', 'orang tuaku', 'keluargaku', 'org')}${notBefore('di kelompok|di tim|pas|waktu|kalo lagi|kalau lagi')}`, `${THIRD_PERSON}|kucing|kucingku|anjing`, 0),
  // Fresh wounds: "ada luka baru di paha gw", "luka di paha blm kering udh bikin baru".
  `${anyOf('luka', 'sayatan', 'bekas sayatan', 'luka sayatan', 'goresan', 'luka bakar')} ${anyOf('baru', 'masih baru', 'fresh', 'yg baru', 'yang baru', 'masih basah', 'belum kering', 'blm kering', 'masih berdarah')} ${upTo(2)}(?:di )?${BODY}${awayFrom(HURT_OTHERWISE)}`,
  `${anyOf('luka', 'sayatan', 'bekas sayatan')} ${upTo(1)}di ${BODY} ${upTo(3)}${anyOf('blm kering', 'belum kering', 'masih basah', 'masih baru', 'belum sembuh', 'blm sembuh')} ${across(4)}${anyOf('bikin baru', 'bikin lagi', 'nambah', 'nambah lagi', 'nyayat lagi', 'nyilet lagi', 'udah ada yang baru', 'udh ada yg baru')}${awayFrom(HURT_OTHERWISE)}`,
  `${anyOf('kambuh', 'relapse', 'kumat', 'balik lagi')} ${upTo(2)}${gapWithout(6, HURT_OTHERWISE)}${anyOf('nyilet', 'nyayat', 'silet', 'cutter', 'sayatan', 'self harm', 'sh', 'nyakitin diri', 'luka di paha', 'luka di tangan', 'luka di lengan', 'nyundut')}`,
  // Suicide as the only way out, the act first: "bunuh diri kayaknya satu2nya jalan".
  `${anyOf('bunuh diri', 'bundir', 'mati', 'mengakhiri hidup', 'ngakhirin hidup', 'gantung diri', 'suicide')} ${gapWithout(3, 'bukan|ga|gak|tidak|nggak|jangan|bkn')}${anyOf('satu2nya jalan', 'satu satunya jalan', 'satu2nya cara', 'satu satunya cara', 'satu2nya solusi', 'satu satunya solusi', 'jalan keluar satu2nya', 'jalan keluarnya', 'solusinya', 'jalan terbaik', 'solusi terbaik', 'pilihan terbaik', 'satu2nya pilihan')}${notBefore('buat (?:tokoh|karakter|dia)')}${awayFrom(OTHERS)}`,
];
