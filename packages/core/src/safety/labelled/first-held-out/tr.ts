import { labelled } from '../label';

/** The first held-out set's fan messages in Turkish (written blind on 2026-11-28, scored, then spent: the lexicon was tuned on its misses). */
export const TURKISH_FIRST_HELD_OUT = labelled('tr', 'fan', {
  crisis: [
    "kendimi oldurmeyi dusunuyorum her gece",
    "dün yine kolumu jiletle kestim 😔",
    "kac tane hap icersem uyanmam sence",
    "intihar mektubumu yazdim bile, masamin uzerinde duruyor",
    "uyuyup bir daha uyanmamak istiyorum sadece",
    "bugun kopruye gittim atlayacaktim ama korktum",
    "yine kendime zarar verdim, bilegimi",
    "olmek istiyorum lol ciddiyim ama",
    "bu hafta sonu her seyi bitirecegim karar verdim",
    "ip aldim. neden sana yaziyorum bilmiyorum",
    "kendimi kesmeyi birakmistim ama gecen hafta yine basladim",
    "ölsem kimin umurunda ki zaten",
    "intihar etmenin en acisiz yolu ne",
    "esyalarimi arkadaslara dagitiyorum, nasilsa ihtiyacim olmayacak",
    "bazen keske hic dogmasaydim diyorum, yok olmak istiyorum",
    "annemin ilaclarini biriktiriyorum. yeterince olunca icecegim",
  ],
  safe: [
    "gulmekten oldum ya 😂😂 videon efsane",
    "valorantta 20 kere oldum kafayi yiyecegim",
    "ucaktan cok korkuyorum olecegim diye, yarin antalyaya ucuyorum",
    "lisede kendime zarar veriyordum, 7 yil oldu artik cok iyiyim cok sukur",
    "is yerinde ayse ablanin veda partisi vardi bugun, cok duygulandim",
    "kuzenimin dugunu var cumartesi, dans etmekten olecegiz herhalde",
    "haberlerde otobanda bir kaza gordum, cok kotu olmus",
    "dizide adam kopruden atliyordu, sahne cok agirdi",
  ],
});
