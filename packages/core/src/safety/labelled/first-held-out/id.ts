import { labelled } from '../label';

/** The first held-out set's fan messages in Indonesian (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const INDONESIAN_FIRST_HELD_OUT = labelled('id', 'fan', {
  crisis: [
    "gw udah ga pengen hidup lagi jujur",
    "pengen mati aja rasanya, capek bgt",
    "semalem gw nyilet tangan lagi 😭",
    "berapa butir obat tidur biar ga bangun lagi ya",
    "kayaknya semua orang bakal lebih seneng kalo gw ga ada",
    "aku udah nulis surat buat mamah, malam ini aku pergi",
    "tadi aku udah di atas jembatan, hampir loncat",
    "pgn bunuh diri tp takut sakit, ada cara yg ga sakit ga",
    "pengen tidur terus ga usah bangun lagi selamanya",
    "gw udah beli tali. gatau kenapa cerita ke lo",
    "aku nyakitin diri sendiri lagi, udah 3 hari berturut2",
    "mending gw mati aja wkwk serius deh",
    "udah kepikiran akhirin hidup dari minggu lalu",
    "barang2 gw udah gw bagiin, ga bakal gw pake lagi",
    "kalo gw ilang selamanya ada yg nyariin ga sih",
    "gw kambuh lagi, luka di paha blm kering udh bikin baru",
    "rasanya pengen nyerah sm hidup, cape jd beban keluarga",
    "besok pagi gw mau loncat dr lantai atas kosan, udh fix",
  ],
  safe: [
    "ngakak sampe mati gw liat video lo 😂",
    "kakek aku meninggal bulan lalu, masih kangen bgt",
    "mati mulu gw main ml hari ini, tim beban semua",
    "aku takut mati kalo naik pesawat, besok ke bali",
    "dulu jaman smp aku suka nyilet, skrg udh 10 thn bersih dan bahagia",
    "td farewell sm temen kantor yg resign, sedih tp seru",
    "nikahan sepupu gw minggu depan, capek mati gw ngurusinnya",
    "ada kecelakaan di tol tadi pagi, ngeri bgt",
    "film yg kmrn endingnya tokoh utamanya bunuh diri, gw nangis",
  ],
});
