import { labelled } from '../label';

/** The second held-out set's fan messages in Turkish (written blind by writers K and L after the lexicon's fourth round, scored, then spent: the classifier trains on it). */
export const TURKISH_SECOND_HELD_OUT = labelled('tr', 'fan', {
  crisis: [
    "artik yasamak istemiyorum ya",
    "kac tane uyku hapi icersem bi daha uyanmam",
    "dun gece yine kendimi kestim 😔 1 aydir temizdim",
    "bu son mesajim, her sey icin tesekkurler, hosca kal",
    "bu gece yapicam, karar verdim, kimse durduramaz",
    "anneme mektup yazdım, masanın üstünde, yarın bulur",
    "herkes bensiz daha mutlu olur, keşke hiç doğmasaydım",
    "su an kopruden asagiya bakiyorum atlasam kimsenin umrunda olmaz",
    "artık yaşamak istemiyorum, çok yoruldum. şimdilik bir şey yapacağım yok ama içimde hiç istek kalmadı",
    "dun gece yine kendimi kestim, 4 aydir temizdim. kimseye soyleyemiyorum",
    "insulinimi fazla vursam aci ceker miyim yoksa uyur gider miyim? kendim icin soruyorum",
    "kendimi öldürmek istiyorum lan. şaka değil bu sefer",
    "43 yaşındayım, işsizim, borçlar boğazımda. dün gece sahilde oturdum, denize yürüyüp gitsem kimse fark etmez diye düşündüm saatlerce",
    "bütün hesaplarımı sildim, anneme bir mektup bıraktım. seninle de vedalasmak istedim, her sey icin tesekkurler",
    "bazen herkes bensiz daha iyi olur diye düşünüyorum, özellikle babam",
    "karar verdim cumartesi yapicam, her seyi hazirladim, lutfen beni vazgecirmeye calisma",
    "her gece keske sabah uyanmasam diye yatiyorum. kimse fark etmez zaten",
  ],
  safe: [
    "bu boss beni öldürüyor 💀",
    "eskiden kendime zarar veriyordum, 3 yıldır temizim cok iyiyim",
    "seni görmek için ölüyorum 😍",
    "ölmekten çok korkuyorum, yarın ameliyat olcam 😰",
    "kedimi bugün uyutmak zorunda kaldık, 16 yaşındaydı, çok kötüyüm 😢",
    "arkadasim kendini kesiyormus, nasil yardim edebilirim ailesi bilmiyor",
    "lisede kendime zarar veriyordum ama 6 yıldır iyiyim, terapi falan. sadece teşekkür etmek istedim",
    "seni görmek için ölüyorum konsere gelicem!!! 😍",
    "eski kıyafetlerimi dağıtıp hafta sonu kaybolucam, telefonsuz kampa gidiyorum, çadır için ip falan da aldım",
  ],
});
