import { FRENCH_WILLS } from './wills';
import { FRENCH_SHARED_FAMILIES } from './shared-families';
import { FRENCH_PAST_TELLING, FRENCH_OTHERS_WISH, FRENCH_RECOVERY } from './past-and-others';
import { toldAsRecovered } from './told-as-recovered';
import { FRENCH_SELF_HARM_INTENT } from './self-harm-intent';
import { FRENCH_FIFTH_ROUND } from './fifth-round';
import { FRENCH_CATEGORY_FAMILIES } from './fr-categories';
import { across, acrossWithout, anyOf, bundled, atPhraseEnd, gapWithout, withSpellings, headUnlessAfter, notBefore, toldAsPast, othersWish, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** "Mourir de rire / de faim / de honte / d'envie" are idioms. */
const DIE_IDIOM = 'de stress|de rage|de colere(?! contre moi| envers moi)|dennui|dimpatience|de jalousie|de rire|de faim|de honte|de chaud|de froid|denvie|de fatigue|de peur|detre|de bonheur';
const BODY = anyOf('les bras', 'le bras', 'les poignets', 'le poignet', 'les veines', 'les cuisses', 'la cuisse', 'les jambes', 'la peau');
const THIRD_PERSON = 'il|elle|ils|elles|mon ami|mon amie|ma soeur|mon frere|sur un|sur une|sur le|de ce|de cette|du';

/** Who a farewell letter is for, when it says goodbye to life rather than to a job. */
const FAMILY = anyOf('famille', 'mere', 'maman', 'pere', 'papa', 'parents', 'frere', 'soeur', 'sœur', 'freres', 'soeurs', 'sœurs', 'petit frere', 'petite soeur', 'petite sœur', 'enfants', 'fils', 'fille', 'grand mere', 'grand pere', 'grands parents', 'mamie', 'papi', 'meilleure amie', 'meilleur ami', 'copine', 'copain', 'mari', 'femme', 'proches', 'toi', 'vous', 'amis', 'potes', 'cousine', 'cousin');
/** Pills a fan could stockpile or ask a lethal amount of. */
const PILLS = anyOf('medocs', 'medicaments', 'cachets', 'comprimes', 'pilules', 'somniferes', 'antidepresseurs', 'doliprane', 'dolipranes', 'xanax', 'anxiolytiques', 'lexomil', 'paracetamol', 'traitement', 'gelules');

const written = [
  // Ideation and intent: "je veux mourir", "j'ai envie de me suicider", "je pense à en finir".
  `${anyOf('je veux', 'jveux', 'veux', 'jai envie de', 'envie de', 'jaimerais', 'je voudrais', 'je prefere', 'je prefererais', 'je vais', 'jvais', 'je pense a', 'pense a', 'je compte', 'je dois')} (?:juste |vraiment |tellement |bien )?${anyOf('mourir', 'crever', 'me tuer', 'me suicider', 'me foutre en lair', 'me pendre', 'mettre fin a mes jours', 'mettre fin a ma vie')}${notBefore(`${DIE_IDIOM}|au telephone|a (?:son|ton|ta|sa) cou`)}`,
  unlessAfter(anyOf('me suicider', 'me suicide', 'mettre fin a mes jours', 'mettre fin a ma vie'), 'ne|pas|jamais'),
  unlessAfter(`d?en finir${notBefore('avec(?! (?:la vie|ma vie|tout|moi|mes jours|cette vie|lexistence|mon existence)(?: |$))|une bonne fois avec|rapidement avec|vite avec|au plus vite avec')}`, 'hate|vite|presse|pressee|quon|on|faut|faudrait|va|allez|pas|jamais|jaimerais bien|pour', 0),
  `${anyOf('je veux', 'jveux', 'veux')} ${anyOf('plus', 'pas', 'ne plus')} vivre`,
  `je ne veux plus vivre`,
  `${anyOf('plus', 'pas', 'aucune')} envie de vivre${notBefore('a|au|aux|en|dans|ici|la bas|loin|chez|pres')}`,
  `${anyOf('marre', 'fatigue', 'fatiguee', 'lasse', 'las', 'epuise', 'epuisee')} de ${anyOf('vivre', 'la vie', 'exister', 'etre en vie')}${notBefore('avec|chez|ici|dans (?:cette|ce|un|une)|en (?:coloc|ville)|a (?:paris|la campagne)|loin')}`,
  `${anyOf('la vie', 'vivre', 'ma vie')} ne vaut (?:pas|plus) la peine`,
  `${anyOf('je veux', 'jveux', 'envie de', 'jaimerais')} ${upTo(1)}${anyOf('disparaitre et mourir', 'ne plus exister', 'ne plus me reveiller', 'ne jamais me reveiller')}`,
  `${anyOf('aucune', 'pas de', 'plus de', 'plus aucune', 'sans', 'aucun')} ${anyOf('raison', 'raisons', 'sens', 'envie')} de vivre`,
  `${anyOf('la vie', 'ma vie', 'vivre')} na (?:plus )?(?:aucun )?sens`,
  `${anyOf('mieux', 'plus heureux', 'plus heureuse', 'plus heureuses')} sans moi`,
  `personne ne ${anyOf('remarquerait', 'me regretterait', 'me regrettera', 'verrait', 'sen rendrait compte')}${notBefore('rien|ca|cette|ce|le|la|les|ton|ta|tes')}`,
  `${anyOf('je manquerais', 'je ne manquerais')} a personne`,
  unlessAfter(anyOf('suicidaire', 'suicidaires', 'pensees suicidaires', 'idees suicidaires', 'idees noires'), THIRD_PERSON, 1),
  `${anyOf('pense au', 'penser au', 'pense souvent au', 'je pense au', 'envie de')} suicide`,
  `${anyOf('mendormir', 'dormir', 'mendormir pour toujours')} et ${anyOf('ne jamais', 'ne plus jamais', 'ne pas', 'ne plus', 'jamais')} me reveiller`,
  // Method questions: "combien de cachets pour mourir", "me jeter du pont".
  `combien de ${PILLS} ${upTo(6)}${anyOf('mourir', 'me tuer', 'tuer', 'crever', 'ne pas me reveiller', 'pas me reveiller', 'plus me reveiller', 'ne plus me reveiller', 'ne pas se reveiller', 'pas se reveiller', 'ne plus se reveiller', 'plus se reveiller', 'une overdose', 'une od', 'mortel', 'mortelle', 'letal', 'letale', 'une dose mortelle', 'en finir')}`,
  `me ${anyOf('jeter', 'jette', 'lancer')} ${anyOf('du', 'dun', 'dune', 'sous', 'par la', 'de la', 'depuis')}`,
  // Self-harm: "je me suis scarifiée", "je me suis coupé les bras".
  unlessAfter(`me (?:suis )?${upTo(2)}${anyOf('scarifie', 'scarifier', 'scarifiee', 'mutile', 'mutilee')}`, THIRD_PERSON),
  unlessAfter(anyOf('automutile', 'automutilation', 'scarification', 'scarifications'), THIRD_PERSON, 1),
  `me (?:suis )?${upTo(2)}coupes? ${upTo(2)}${BODY}`,
  `je me ${anyOf('coupe', 'brule', 'fais du mal', 'fait du mal', 'blesse')} ${anyOf('encore', 'souvent', 'quand', 'expres', 'tous les jours', 'chaque')}${notBefore('les cheveux|la frange|les ongles|la barbe|le doigt|un morceau|une tranche|du pain|en cuisinant|au four')}`,
  `me faire du mal`,
  // Intent and plans told indirectly (issue #33): a date picked, farewell letters, things given away, a last message.
  unlessAfter(`${anyOf('jai choisi', 'choisi', 'jai fixe', 'jai decide', 'jai pris', 'jai deja choisi', 'jai arrete')} ${anyOf('la date', 'le jour', 'une date')}${notBefore('de|du|des|pour|avec|dun|dune|et lheure|et le lieu|qui|ou|dans|davant|libre|parfait|ideal')}`, 'on|nous|ne|pas', 1),
  `${anyOf('lettres', 'lettre', 'mots', 'mot', 'messages', 'message', 'video')} ${anyOf('dadieu', 'dadieux', 'dau revoir')} ${upTo(1)}${anyOf('pour', 'a', 'au', 'aux')} ${upTo(2)}${FAMILY}`,
  `${anyOf('ecrit', 'ecris', 'laisse', 'ecrire', 'jai ecrit', 'deja ecrit')} ${anyOf('des lettres', 'les lettres', 'mes lettres', 'mes lettres dadieu', 'des lettres dadieu', 'ma lettre dadieu', 'une lettre dadieu')}(?= \\.| $| et | tout )`,
  `${anyOf('donne', 'jai donne', 'offert', 'jai offert', 'distribue', 'je donne', 'jai file', 'file')} ${upTo(10)}${anyOf('ma facon de dire au revoir', 'ma maniere de dire au revoir', 'ma facon de dire adieu', 'ma maniere de dire adieu', 'mon adieu', 'mes adieux', 'un adieu', 'tout est pret')}`,
  `${anyOf('lettres', 'lettre')} ${upTo(10)}(?:\\. )?${anyOf('tout est pret', 'tout est regle', 'tout est en ordre')}`,
  `${anyOf('cest', 'ce sera', 'ceci est', 'voici', 'ca sera', 'ca doit etre')} (?:surement |sans doute |probablement |peut etre |srement )?${anyOf('mon dernier message', 'mon dernier msg', 'mon dernier texto')}${notBefore('de la journee|daujourdhui|avant|pour ce soir|pour aujourdhui|de la soiree|jusqua|du jour|ce soir|je vais dormir|je dors|parce que|pour le moment|pour linstant|de lannee|sur|dans|du groupe')}`,
  `mon dernier message ${anyOf('pour toi', 'pour vous', 'merci', 'adieu', 'je taime')}`,
  `si je ${anyOf('disparais', 'meurs', 'pars', 'men vais', 'ne suis plus la', 'ne me reveille pas', 'le fais', 'me tue', 'ne reviens pas')}${notBefore('de|du|des|pour|quelques|un|une|en|dans|avec|pendant|a|au|chez|plus|tot|demain matin|de rire')} ${upTo(5)}${anyOf('cest pas', 'ce nest pas', 'ce sera pas', 'ce ne sera pas', 'cest jamais', 'ce nest jamais', 'nest pas', 'ne sera pas')} ${anyOf('ta faute', 'votre faute', 'de ta faute', 'de votre faute', 'la faute de personne', 'ta faute bb')}`,
  `${anyOf('je garde', 'garde', 'jai garde', 'je stocke', 'stocke', 'jaccumule', 'accumule', 'je mets de cote', 'mis de cote', 'mets de cote', 'je cache', 'jai cache', 'je collectionne', 'jamasse', 'amasse')} ${anyOf('mes', 'les', 'des', 'tous mes', 'toutes mes', 'mon', 'tous les', 'toutes les')} ${upTo(1)}${PILLS}${notBefore('dans|au|a la|sous|pour le voyage|pour les vacances|sur|a lecole|au frais|de la semaine|du mois')}`,
  `${anyOf('cachets', 'medicaments', 'medocs', 'comprimes', 'doliprane', 'pont', 'immeuble', 'etage', 'hauteur', 'dose', 'corde', 'overdose', 'pilules')} ${upTo(8)}(?:\\. )?${upTo(2)}${anyOf('c pour moi', 'cest pour moi', 'pour moi meme', 'je demande pour moi', 'cest pas pour un ami', 'pas pour une amie', 'pas pour un ami', 'je demande pour moi meme')}(?= \\.| $| serieux| hein| pas)`,
  `${anyOf('assez haut', 'suffisamment haut', 'assez haute', 'suffisamment haute', 'assez hauts')} ${upTo(3)}${anyOf('pour mourir', 'pour ne pas survivre', 'pour pas survivre', 'pour me tuer', 'pour en finir', 'pour que je meure', 'pour pas se rater', 'pour ne pas se rater')}`,
  `${anyOf('de quel etage', 'quel etage', 'quelle hauteur', 'de quelle hauteur', 'quel pont', 'quel immeuble', 'combien detages')} ${upTo(6)}${anyOf('mourir', 'pas survivre', 'ne pas survivre', 'me tuer', 'en finir', 'se tuer', 'me jeter', 'se jeter', 'pas se rater')}`,
  // Ending it, and no reason to go on.
  `${anyOf('a quoi bon', 'a quoi ca sert de', 'a quoi sert de', 'pourquoi continuer a', 'quel sens a', 'ca sert a quoi de', 'ca sert a rien de', 'ca ne sert a rien de', 'sert a rien de')} ${anyOf('vivre', 'continuer a vivre', 'rester en vie', 'exister', 'me lever', 'etre en vie', 'continuer de vivre', 'rester vivant', 'rester vivante')}${notBefore('ici|la bas|dans|avec|sans|a paris|en|tot|le matin pour|pour le|pour la|pour un|pour une|si tot')}`,
  `${anyOf('je veux plus', 'jveux plus', 'je ne veux plus', 'veux plus', 'je voudrais plus', 'je ne voudrais plus', 'je veux juste plus')} etre ${anyOf('la', 'ici', 'en vie', 'vivant', 'vivante', 'sur cette terre', 'de ce monde', 'dans ce monde', 'sur terre', 'au monde')}${notBefore('premiere|seule|meilleure|cible|bonne|derniere|personne|fille|copine|amie|ce|demain|ce soir|a|avec|dans|pour(?! (?:de bon|toujours)(?: |$))|quand|en|chez|le|les|un|une|au|sa|ta|ma|sur|si|toute|tout|pendant|lors|cette|seul|bas|dedans|quand il|si tot|le matin|ou|apres|parce|pcq|pck')}`,
  `${anyOf('je peux plus', 'jpeux plus', 'je ne peux plus', 'je peux pas', 'je ne peux pas', 'jarrive plus a', 'je narrive plus a')} ${anyOf('continuer a vivre', 'vivre comme ca', 'vivre ainsi', 'continuer de vivre', 'rester en vie', 'vivre')}${notBefore('sans|avec|ici|la|dans|en|a|loin|chez|seul|seule')}`,
  `${anyOf('juste', 'envie de', 'veux', 'voudrais', 'aimerais', 'besoin de', 'jai envie de')} disparaitre ${anyOf('pour de bon', 'definitivement', 'de ce monde', 'pour de vrai')}${notBefore('des reseaux|dinsta|dinstagram|de twitter|de tiktok|dinternet|du groupe|mdr|ptdr|lol')}`,
  `${anyOf('dormir', 'mendormir', 'endormir')} (?:pour toujours )?et ${anyOf('ne jamais', 'ne plus jamais', 'ne pas', 'ne plus', 'jamais', 'plus jamais', 'pas')} ${anyOf('me reveiller', 'me lever', 'me reveille', 'se reveiller')}`,
  `${anyOf('envie de', 'veux', 'voudrais', 'aimerais', 'juste')} dormir pour toujours${notBefore('apres|ce|demain|aujourdhui|mdr|lol|ptdr')}`,
  `${anyOf('pense a', 'penser a', 'veux', 'voudrais', 'envie de', 'vais', 'jvais', 'pret a', 'prete a', 'aimerais', 'je compte')} ${anyOf('partir', 'passer', 'aller')} de lautre cote${notBefore('de|du|des|pour|avec|en|a|au|chez|la rue')}`,
  `${anyOf('pense', 'pensant', 'pensais', 'penser', 'envie', 'reve', 'reflechis')} ${anyOf('a', 'de')} ${anyOf('mettre fin a mes jours', 'mettre fin a ma vie', 'mettre un terme a ma vie', 'ne plus etre la', 'ne plus exister', 'me tuer', 'mourir', 'me foutre en lair', 'me pendre', 'sauter')}${notBefore(`${DIE_IDIOM}|en parachute|a lelastique|dans la piscine|dans leau`)}`,
  // Self-harm again: "je me suis encore coupée", a relapse, a lighter, hidden cuts.
  `me suis ${anyOf('encore', 'de nouveau', 'a nouveau', 'encore une fois', 're')} ?${anyOf('coupe', 'coupee', 'coupes', 'coupees', 'scarifie', 'scarifiee', 'brule', 'brulee', 'blesse', 'blessee', 'mutile', 'mutilee', 'fait du mal', 'fait mal', 'griffe', 'griffee', 'tailladee', 'taillade')}${notBefore('le|la|les|un|une|avec (?:un|une|le|la|mon|ma) (?:couteau|feuille|papier|verre|ciseaux|four|poele|fer|casserole|plaque)|en (?:cuisinant|me rasant|coupant|bricolant|jardinant|tombant|sortant|faisant)|au|a la|aux|sur|dans|par accident|sans faire expres|au four|a la cuisine|les cheveux|la frange')}`,
  `me ${anyOf('suis recoupe', 'suis recoupee', 'recoupe', 'suis rescarifie', 'suis rescarifiee', 'rescarifie')}${notBefore('le|la|les|un|une|avec|en|au|a la|les cheveux')}`,
  `me (?:suis )?${anyOf('brule', 'brulee', 'coupe', 'coupee', 'scarifie', 'scarifiee', 'taillade', 'tailladee')} ${upTo(1)}avec ${anyOf('le briquet', 'un briquet', 'mon briquet', 'une lame', 'la lame', 'un cutter', 'le cutter', 'mon cutter', 'des cigarettes', 'une cigarette', 'ma cigarette', 'une clope', 'ma clope', 'un rasoir', 'une lame de rasoir', 'le compas', 'un compas', 'un taille crayon')}${notBefore('en me rasant|en rasant|en cuisinant|sans faire expres|par accident')}`,
  `${anyOf('rechute', 'jai rechute', 'rechuter', 'jai fait une rechute', 'rechutes')} ${upTo(8)}(?:\\. )?${upTo(3)}${anyOf('lame', 'lames', 'cutter', 'rasoir', 'scarifiee', 'scarifie', 'me suis coupee', 'me suis coupe', 'coupures', 'scarifications', 'briquet', 'me scarifier', 'me couper', 'me bruler', 'taille crayon', 'compas')}`,
  `${anyOf('coupures', 'scarifications', 'cicatrices', 'brulures', 'entailles', 'marques')} ${upTo(3)}${anyOf('sous mes manches', 'sous les manches', 'sous mon sweat', 'sous mes pulls', 'avec mes manches', 'avec des manches longues', 'sous des bracelets', 'sous mes bracelets', 'avec des bracelets', 'sous mon pull')}`,
  `${anyOf('cache', 'cacher', 'je cache', 'caches', 'cachant', 'planque')} ${anyOf('mes coupures', 'les coupures', 'mes scarifications', 'les scarifications', 'mes brulures', 'mes entailles', 'mes cicatrices de scarification', 'mes scarifs', 'mes scarif')}`,
  unlessAfter(`${anyOf('gratte', 'griffe', 'coupe', 'scarifie', 'griffes', 'grattes', 'gratter', 'griffer')} ${upTo(3)}${anyOf('jusqua saigner', 'jusquau sang', 'jusqua ce que ca saigne', 'jusqua en saigner')}${notBefore('a cause|l?eczema|piqures?|moustiques?|l?allergie|varicelle')}`, 'ma|ta|sa|chat|chatte|chien|chaton|il|elle|ton|mon chat', 1),
  // Gone, a burden, preparations done.
  `${anyOf('je serai plus la', 'je ne serai plus la', 'jserai plus la', 'je serai partie', 'je serai parti', 'je ne serai plus')}(?= \\.| $| pour| quand| demain| apres| bientot| de toute)`,
  `${anyOf('donne', 'jai donne', 'offert', 'jai offert', 'laisse', 'jai laisse', 'file', 'jai file')} ${upTo(12)}${anyOf('jen aurai plus besoin', 'jen aurai pas besoin', 'jen ai plus besoin', 'je nen aurai plus besoin', 'la ou je vais', 'ou je vais', 'men servira plus', 'me serviront plus')}${notBefore('parce|car|vu que|depuis|jai achete|jen ai rachete|apres le demenagement')}`,
  `${anyOf('la ou je vais', 'la ou je pars')}(?= \\.| $| de toute| jen| jaurai)`,
  `${anyOf('mieux', 'plus tranquille', 'plus tranquilles', 'plus heureux', 'plus heureuse', 'plus heureuses', 'plus facile', 'plus simple', 'plus leger', 'plus legere', 'en paix')} ${upTo(1)}${anyOf('sans moi', 'si je netais pas la', 'si je netais plus la', 'si jexistais pas', 'si je nexistais pas', 'si je mourais', 'si je disparaissais', 'si jetais morte', 'si jetais mort')}`,
  `${anyOf('je te manquerais', 'je vous manquerais', 'je manquerais a quelquun', 'quelquun me regretterait', 'on me regretterait', 'tu me regretterais', 'tu remarquerais', 'quelquun remarquerait')} ${upTo(2)}si je ${anyOf('mourais', 'disparaissais', 'netais plus la', 'partais pour toujours', 'me tuais', 'me suicidais', 'mourrais')}`,
  `${anyOf('plus personne', 'personne', 'personne ne')} ${anyOf('aura a', 'naura a', 'devra', 'naura plus a', 'aura plus a', 'ne devra plus')} ${upTo(1)}${anyOf('me supporter', 'se soucier de moi', 'sinquieter pour moi', 'me gerer', 'me subir')}`,
  `${anyOf('la date que jai choisie', 'la date que jai choisi', 'le jour que jai choisi', 'cest la date', 'ma date est choisie', 'jai ma date')}(?= \\.| $| apres| plus| ce sera| cest)`,
  `${anyOf('supprime', 'efface', 'jai supprime', 'donne', 'ecrit', 'range', 'jai range', 'jai ecrit', 'jai donne')} ${upTo(12)}(?:\\. )?${upTo(4)}${anyOf('je suis prete', 'je suis pret', 'tout est pret', 'tout est en ordre', 'tout est regle', 'je suis enfin prete', 'je suis enfin pret')}(?= \\.| $| je crois| pour| maintenant| enfin)`,
  `${anyOf('on se voit', 'on se verra', 'on se retrouve', 'rendez vous', 'a bientot')} ${anyOf('de lautre cote', 'dans lautre monde', 'dans une autre vie', 'au paradis', 'la haut')}${notBefore('de|du|des|pour')}`,
  `si je ${anyOf('reponds pas', 'ne reponds pas', 'te reponds pas', 'ne te reponds pas', 'ne me reveille pas', 'me reveille pas')} ${upTo(2)}(?:\\. )?${upTo(1)}${anyOf('tu sauras pourquoi', 'tu sais pourquoi', 'vous saurez pourquoi', 'tu comprendras')}`,
  `${anyOf('jen peux plus', 'jpeux plus', 'marre', 'fatiguee', 'fatigue', 'lasse', 'epuisee', 'epuise')} de ${anyOf('me reveiller', 'respirer', 'etre moi', 'me lever chaque matin')}${notBefore('tot|a|aussi tot|avec|dans|pour')}`,
  `${anyOf('mendormir', 'dormir', 'fermer les yeux', 'partir')} et que ${anyOf('ce soit fini', 'tout soit fini', 'tout sarrete', 'ca sarrete', 'tout se termine', 'ce soit termine', 'tout sarrete enfin')}${notBefore('avant|pour|ce|demain|quand')}`,
  `${anyOf('pont', 'immeuble', 'batiment', 'toit', 'balcon', 'falaise', 'viaduc', 'etage', 'tour')} ${upTo(12)}${anyOf('assez haut', 'suffisamment haut', 'assez haute', 'suffisamment haute')}${notBefore('pour (?:voir|passer|que le camion|les camions)')}`,
  `${anyOf('dose', 'quantite', 'combien')} ${upTo(4)}${anyOf('mortelle', 'letale', 'mortel', 'letal', 'qui tue', 'pour tuer')} ${upTo(3)}${anyOf('personne', 'quelquun', 'moi', 'adulte', 'kg', 'kilos')}`,
  `${anyOf('dose mortelle', 'dose letale', 'overdose mortelle')}${notBefore('de cafeine|deau|de cafe|pour (?:un|une) (?:chien|chat)')}(?! ${upTo(3)}(?:pour|per) (?:un|une|mon|ma|le|la|il) (?:chien|chat|chiot|chaton|cheval|lapin|enfant|bebe|cane|gatto|bambino))`,
  `${anyOf('jai prepare', 'prepare', 'jai mis de cote', 'jai sorti', 'sorti')} ${anyOf('les', 'mes', 'tous mes', 'toutes mes', 'tous les')} ${PILLS} ${anyOf('pour ce soir', 'pour cette nuit', 'pour tout a lheure', 'pour en finir', 'sur mon bureau', 'sur la table')}`,
  `${anyOf('prendre', 'avaler', 'pris', 'avale', 'je vais prendre', 'je vais avaler')} ${anyOf('toute la boite de', 'toute la plaquette de', 'tous mes', 'toutes mes', 'tous les', 'toute la boite', 'une boite entiere de')} ${upTo(1)}${PILLS}${notBefore('du jour|de la semaine|a lheure|comme prevu|prescrits')}`,
];

/*
 * Slot families (issue #33, round 2): each pattern joins two slots of a message, so that a phrasing
 * nobody wrote down yet still matches: [moyen] × [à portée], [adieu] × [famille], [méthode] × [sans
 * douleur], [souhait] × [qu'une voiture me renverse], [préparé] × [prêt]. Chat spellings come from CHAT_SPELLINGS.
 */
/** Means a fan could hold or keep ready. */
const MEANS = anyOf('medocs', 'medicaments', 'cachets', 'comprimes', 'pilules', 'somniferes', 'antidepresseurs', 'doliprane', 'dolipranes', 'xanax', 'anxiolytiques', 'lexomil', 'gelules', 'boite', 'plaquette', 'plaquettes', 'lame', 'lames', 'rasoir', 'lame de rasoir', 'cutter', 'corde', 'arme', 'flingue', 'pistolet');
/** Where means are when the fan is about to use them. */
const AT_HAND = anyOf('dans la main', 'dans ma main', 'dans les mains', 'dans mes mains', 'devant moi', 'a cote de moi', 'a cote', 'pres de moi', 'sur le bureau', 'sur mon bureau', 'sur le lit', 'sur mon lit', 'sur la table', 'sur la table de nuit', 'prets', 'pretes', 'prete', 'pret', 'alignes', 'alignees', 'comptes', 'comptees', 'sortis', 'sorties', 'avec moi la', 'ici');
/** What does not make means a plan: a trip, a prescription, a chore. */
const MEANS_BENIGN = 'je les prends|je le prends|a prendre|plus tard|pour (?:le voyage|les vacances|la semaine|demain|cuisiner|me raser|le medecin|prendre)|du medecin|avant de|apres (?:le|les|manger)|en mangeant|mdr|ptdr|lol|haha|si besoin|au cas ou';
/** Saying goodbye for good. */
const FAREWELL = anyOf('adieu', 'au revoir', 'merci pour tout', 'merci de tout', 'pardon', 'pardonnez moi', 'pardonne moi', 'desolee', 'desole', 'je vous aime', 'je taime', 'prenez soin', 'prends soin', 'mes adieux', 'dire adieu');
/** Ready, meaning for the end. */
const READY_END = `${anyOf('je suis pret', 'je suis prete', 'jsuis pret', 'jsuis prete', 'cest lheure', 'il est temps', 'cest le moment', 'tout est pret', 'tout est regle', 'je suis en paix', 'cest fini')}(?= \\.| $| je crois| je pense| maintenant| enfin| vraiment| la)`;
/** What a method question is about: dying, for the fan. */
const DIE_GOAL = anyOf('mourir', 'me tuer', 'se tuer', 'me suicider', 'se suicider', 'en finir', 'mettre fin a mes jours', 'mettre fin a ma vie', 'partir', 'crever', 'ne pas me reveiller', 'ne plus me reveiller', 'ne pas se reveiller', 'ne plus se reveiller', 'disparaitre');
/** A method said to hurt less or be quick. */
const PAINLESS = anyOf('la moins douloureuse', 'le moins douloureux', 'moins douloureu(?:x|se)', 'sans douleur', 'sans souffrir', 'sans avoir mal', 'qui fait le moins mal', 'qui fait pas mal', 'qui fait moins mal', 'le plus rapide', 'la plus rapide', 'le plus simple', 'la plus simple', 'la plus sure', 'le plus sur', 'la plus efficace', 'le plus efficace', 'la plus douce', 'la plus facile', 'le plus facile', 'indolore', 'rapide', 'efficace', 'la meilleure', 'le meilleur');
/** Being gone, said of the fan. */
const IM_GONE = anyOf('cest fini pour moi', 'cest que cest fini', 'je suis parti', 'je suis partie', 'je suis mort', 'je suis morte', 'je lai fait', 'jai fait', 'je ne suis plus la', 'je suis plus la', 'jsuis plus la', 'cest fini', 'jy suis passe', 'jy suis passee', 'je me suis tue', 'je me suis tuee');
/** The fan gone, in a supposition: "si je disparaissais". */
const IF_I_WERE_GONE = anyOf('disparaissais', 'mourais', 'mourrais', 'me tuais', 'me suicidais', 'netais plus la', 'etais plus la', 'etais morte?', 'partais pour toujours', 'partais pour de bon', 'crevais', 'me reveillais pas', 'ne me reveillais pas', 'existais plus', 'nexistais plus', 'disparais', 'meurs', 'me tue');

/** A letter for an occasion, not a farewell. */
const OCCASION = 'anniversaire|anniv|fete des meres|fete des peres|noel|mariage|saint valentin';

const families = [
  // Means at hand: "j'ai les médocs devant moi là".
  `${anyOf('jai', 'ai', 'je tiens', 'tiens', 'jai sorti', 'sorti', 'jai pose', 'pose', 'jai aligne', 'aligne', 'jai prepare', 'prepare', 'jai compte', 'compte', 'je regarde', 'jai vide', 'jai mis')} ${upTo(3)}${MEANS} ${gapWithout(2, 'pour|contre|rhume|grippe|toux|mal|fievre')}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${MEANS} ${anyOf('sont', 'est', 'sont la', 'est la', 'sont deja', 'est deja', 'tout')} ${upTo(2)}${AT_HAND}${notBefore(MEANS_BENIGN)}`,
  `${anyOf('jai', 'jai garde', 'jai stocke', 'jai accumule', 'jai mis de cote', 'jai amasse', 'jai recupere')} ${upTo(4)}${anyOf('medocs', 'medicaments', 'cachets', 'comprimes', 'pilules', 'somniferes', 'antidepresseurs', 'doliprane', 'dolipranes', 'xanax', 'lexomil', 'gelules', 'plaquettes', 'boites')} ${across(8)}${anyOf('ca suffit', 'ca devrait suffire', 'ca suffira', 'cest assez', 'il y en a assez', 'y en a assez', 'assez pour', 'suffisamment pour', 'pour ne pas me reveiller', 'pour pas me reveiller')}${notBefore('pour (?:le|la|les|tout le|toute la) (?:voyage|mois|semaine|annee|traitement|vacances)|jusqua')}`,
  // Standing at a height, now.
  `${anyOf('je suis sur', 'jsuis sur', 'suis sur', 'je suis au bord', 'je suis au bord du', 'je suis au bord de', 'assise? au bord', 'debout sur', 'monte sur', 'montee sur', 'grimpe sur', 'je suis en haut du', 'je suis en haut de', 'je suis tout en haut')} ${anyOf('le', 'la', 'du', 'de la', 'mon', 'ma', 'un', 'une', 'ce', 'cette', 'l')} ${upTo(1)}${anyOf('toit', 'pont', 'rebord', 'balcon', 'rambarde', 'parapet', 'falaise', 'viaduc', 'immeuble', 'dernier etage', 'voie', 'voies', 'rails', 'fenetre')} ${upTo(3)}(?:${anyOf('la', 'maintenant', 'en ce moment', 'la maintenant', 'encore', 'a regarder en bas', 'je regarde en bas', 'et je regarde en bas', 'je pense')})(?= \\.| $| et| je)`,
  // Farewell letters and goodbyes: "j'ai écrit ma lettre pour mes parents. merci pour tout, adieu".
  `${anyOf('lettre', 'lettres', 'mot', 'mots', 'message', 'messages', 'video')} ${anyOf('pour', 'a', 'au', 'aux')} ${upTo(2)}${FAMILY} ${acrossWithout(10, OCCASION)}${FAREWELL}${notBefore('pour (?:son|leur|ton) (?:anniversaire|anniv)|danniversaire|pour la fete|a demain|a plus|a tout a lheure|bonne nuit|je vais dormir|mdr|lol|ptdr')}`,
  `${anyOf('jai ecrit', 'ecrit', 'jai fini', 'fini', 'jai laisse', 'laisse', 'jecris', 'ecris', 'je suis en train decrire', 'jai enregistre', 'jai termine', 'termine')} ${upTo(2)}${anyOf('lettres?', 'mots?', 'messages?', 'videos?')} ${anyOf('dadieu', 'dadieux', 'de depart', 'dau revoir', 'pour dire adieu')}${notBefore('(?:pour|a|aux) (?:les |mes |mon |ma |la )?(?:collegues?|equipe|classe|patron|patronne|boulot|taf|travail|eleves|prof|bureau|boite)|au (?:boulot|taf|travail|bureau)|parce que je demenage|car je demenage')}`,
  `merci ${anyOf('pour tout', 'de tout', 'pour tout ce que tu as fait', 'detre la', 'davoir ete la')} ${across(4)}${anyOf('adieu', 'pardonnez moi', 'pardonne moi', 'je vous aime tous', 'cest un adieu', 'ce sont mes adieux', 'voici mes adieux', 'pour toujours')}(?= \\.| $| tout le monde| a tous| vraiment| je vous| je taime)`,
  `si ${anyOf('demain ', '')}je ${anyOf('reponds pas', 'ne reponds pas', 'te reponds pas', 'ne te reponds pas', 'reponds plus', 'ne reponds plus', 'te reponds plus', 'ne te reponds plus', 'donne plus de nouvelles', 'donne pas de nouvelles', 'ne donne pas de nouvelles', 'reviens pas', 'ne reviens pas', 'me reveille pas', 'ne me reveille pas', 'ecris pas', 'necris pas', 'suis pas la', 'ne suis pas la')} ${across(6)}${IM_GONE}${notBefore('en vacances|en voyage|a la|au|chez|dormir|me coucher|pour|de|du|sans batterie|sans reseau|mdr|lol')}`,
  // Things given away, readiness.
  `${anyOf('donne', 'jai donne', 'offert', 'jai offert', 'laisse', 'jai laisse', 'file', 'jai file', 'vendu', 'jai vendu', 'confie', 'jai confie', 'fait adopter', 'jai fait adopter', 'supprime', 'jai supprime', 'efface', 'jai efface', 'range', 'jai range', 'vide', 'jai vide')} ${across(12)}${anyOf('je serai plus la', 'je ne serai plus la', 'jserai plus la', 'je pourrai plus', 'je ne pourrai plus men occuper', 'je pourrai plus men occuper', 'quand je serai parti', 'quand je serai partie', 'apres mon depart', 'la ou je vais', 'jen aurai plus besoin', 'jen aurai pas besoin', 'je nen aurai plus besoin', READY_END)}${notBefore('parce|car|vu que|depuis|jai achete|apres le demenagement|pendant|cette semaine|ce week end|pour les vacances|demain')}`,
  `${anyOf('je serai plus la', 'je ne serai plus la', 'jserai plus la', 'je ne serai pas la', 'je serai pas la')} ${anyOf('pour')} ${anyOf('men occuper', 'moccuper del(?:le|ui)', 'prendre soin del(?:le|ui)', 'les voir grandir', 'le voir grandir', 'la voir grandir', 'noel', 'le nouvel an', 'lannee prochaine', 'mon anniversaire')}${notBefore('ce|cette|demain|parce|pcq|car|le (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|la semaine|le week end')}`,
  // Method questions: "la méthode la moins douloureuse pour mourir".
  `${anyOf('methode', 'methodes', 'facon', 'facons', 'maniere', 'manieres', 'moyen', 'moyens', 'comment', 'technique')} ${upTo(3)}${PAINLESS} ${upTo(2)}${DIE_GOAL}${notBefore('dans (?:le|ce|un) (?:jeu|niveau)|sur (?:minecraft|fortnite|gta|roblox|le jeu)|en (?:vacances|voyage|week end)|de (?:la|chez|ici|paris|france)|a (?:la|paris|lheure)|au|tot|avec|en avance|mdr|lol')}`,
  `${anyOf('comment', 'on peut', 'je peux', 'possible de', 'y a moyen de', 'il y a un moyen de')} ${upTo(1)}${anyOf('mourir', 'me tuer', 'me suicider', 'en finir', 'mettre fin a mes jours', 'ne plus me reveiller', 'disparaitre pour de bon')} ${anyOf('sans douleur', 'sans souffrir', 'sans avoir mal', 'rapidement', 'vite', 'en dormant', 'dans mon sommeil', 'sans men rendre compte', 'sans que personne sache', 'sans me rater', 'sans rater', 'pour de bon', 'tranquillement', 'en douceur')}${notBefore('dans (?:le|ce|un) (?:jeu|niveau)|sur (?:minecraft|fortnite|gta|roblox)|mdr|lol|ptdr')}`,
  `combien ${upTo(3)}${anyOf('medocs', 'medicaments', 'cachets', 'comprimes', 'pilules', 'somniferes', 'doliprane', 'dolipranes', 'xanax', 'lexomil', 'gelules', 'plaquettes', 'boites', 'paracetamol')} ${upTo(6)}${anyOf('suffisent', 'suffit', 'suffiraient', 'pour y passer', 'pour ne plus se reveiller', 'pour pas se reveiller', 'pour dormir pour toujours', 'pour en finir', 'pour que ca marche', 'cest mortel', 'pour mourir', 'pour me tuer', 'sans me reveiller')}${notBefore('pour (?:un|une|le|la) (?:mal de tete|rhume|grippe|jour|journee|semaine|voyage|enfant|chien|chat)|par jour|pour dormir (?:bien|la nuit)|contre')}`,
  `${anyOf('pont', 'immeuble', 'batiment', 'toit', 'falaise', 'tour', 'etage', 'balcon', 'viaduc', 'parking')} ${across(8)}${anyOf('pas pour (?:une |la |des |les )?photos?', 'pas pour prendre des photos', 'pas pour la vue', 'cest pas pour la vue', 'cest pas pour une photo', 'pas pour un ami', 'je demande pour moi', 'cest pour moi', 'personne me trouverait', 'personne ne me trouverait')}${notBefore('mdr|lol|ptdr')}`,
  // Passive wishes: "j'aimerais qu'une voiture me renverse".
  `${anyOf('jaimerais', 'je voudrais', 'jespere', 'je souhaite', 'parfois je veux', 'je prie pour', 'vivement', 'je reve', 'je prie')} ${upTo(2)}${anyOf('quune voiture', 'quun camion', 'quun bus', 'quun train', 'que le metro', 'quune balle', 'que lavion', 'quun meteore', 'que la foudre', 'quun truc', 'quelque chose', 'quune moto', 'que quelquun')} ${anyOf('me renverse', 'mecrase', 'me tue', 'me percute', 'me fauche', 'me tombe dessus', 'tombe sur moi', 'memporte', 'secrase', 'me roule dessus')}`,
  `${anyOf('jaimerais', 'je voudrais', 'jespere', 'je prefererais', 'parfois je voudrais', 'envie de', 'je veux', 'jveux')} ${upTo(1)}${anyOf('ne pas me reveiller', 'ne plus me reveiller', 'pas me reveiller', 'plus me reveiller', 'ne jamais me reveiller', 'jamais me reveiller', 'ne jamais etre ne', 'ne jamais etre nee', 'netre jamais ne', 'netre jamais nee', 'me faire renverser', 'ne plus exister', 'plus exister', 'pas exister', 'mourir dans mon sommeil')}${notBefore('tot|si tot|a|avant|demain pour|pour aller|lundi|pour le|mdr|lol|ptdr')}`,
  `${anyOf('ca me derangerait pas', 'ca me derangerait pas de', 'ca ne me derangerait pas de', 'je men fiche de', 'je men fous de', 'ca me ferait rien de', 'ca me dérangerait pas')} ${anyOf('mourir', 'crever', 'si je mourais', 'ne pas me reveiller', 'ne plus me reveiller', 'pas me reveiller', 'me faire renverser', 'disparaitre', 'etre morte?')}${notBefore('de|du|en|dans|pour|mdr|lol|ptdr')}`,
  // Nobody would notice, not wanting to be here, disappearing for good.
  `${anyOf('personne', 'meme pas ma famille', 'meme pas mes parents', 'meme ma famille', 'personne personne')} ${upTo(4)}${anyOf('remarquerait', 'verrait', 'sen rendrait compte', 'sen apercevrait', 'le remarquerait', 'me regretterait', 'pleurerait', 'viendrait a mon enterrement', 'ne remarquerait', 'le verrait', 'sen soucierait', 'sen soucierait meme')} ${upTo(3)}si je ${IF_I_WERE_GONE}${notBefore('de|du|des|pendant|quelques|une semaine|un moment|un peu')}`,
  `si je ${IF_I_WERE_GONE} ${upTo(4)}personne ${upTo(2)}${anyOf('remarquerait', 'verrait', 'sen rendrait compte', 'sen apercevrait', 'le remarquerait', 'me regretterait', 'pleurerait', 'le verrait', 'sen soucierait')}`,
  `${anyOf('je veux plus', 'jveux plus', 'je ne veux plus', 'veux plus', 'je crois que je veux plus', 'je sais pas si je veux', 'je suis pas sure de vouloir', 'jai plus envie de', 'je nai plus envie de', 'plus envie de')} ${anyOf('exister', 'vivre', 'etre en vie', 'me reveiller', 'rester en vie', 'continuer a vivre', 'etre la', 'etre ici', 'etre sur terre', 'rester ici', 'rester la')}${notBefore('ce|cet|cette|ici|la bas|dans|avec|sans|a|en|tot|le matin pour|pour le|pour la|pour un|pour une|si tot|comme ca|seul|seule|chez|aupres|demain pour|pendant|quand|parce|pcq|au|ce soir|mdr|lol|ptdr|de')}`,
  `${anyOf('veux', 'voudrais', 'aimerais', 'envie de', 'besoin de', 'juste', 'pense a', 'reve de', 'je vais', 'jvais')} ${upTo(1)}${anyOf('partir', 'men aller', 'ne plus etre la', 'mendormir')} ${anyOf('pour de bon', 'pour toujours', 'a jamais', 'definitivement', 'pour de vrai')}${notBefore('de (?:twitter|insta|instagram|tiktok|snap|les reseaux|ce groupe|la ville|paris|ici)|des reseaux|du groupe|a la campagne|en (?:vacances|voyage)|au|a|de|dans|avec|mdr|lol|ptdr')}`,
  // Self-harm told with when or again.
  `${anyOf('encore', 'hier', 'hier soir', 'cette nuit', 'ce matin', 'aujourdhui', 'tout a lheure', 'de nouveau', 'a nouveau', 'jai rechute et', 'rechute et')} ${anyOf('je me suis', 'jme suis', 'me suis', 'je me', 'jme')} ${upTo(1)}${anyOf('coupe', 'coupee', 'scarifie', 'scarifiee', 'brule', 'brulee', 'fait du mal', 'fait mal expres', 'mutile', 'mutilee', 'griffe', 'griffee', 'taillade', 'tailladee', 'blesse expres', 'blessee expres', 'recoupe', 'recoupee')}${notBefore('le|la|les(?! (?:bras|poignets|cuisses|veines))|un|une|avec (?:un|une|le|la|mon|ma) (?:couteau|feuille|papier|verre|ciseaux|four|poele|fer|casserole|plaque)|en (?:cuisinant|me rasant|coupant|bricolant|jardinant|tombant|sortant|faisant|jouant)|au|a la|aux|sur|dans|par accident|sans faire expres|les cheveux|la frange|au doigt|au genou|a la cheville|au dos|au sport|a la muscu')}`,
  `${anyOf('rechute', 'jai rechute', 'jai fait une rechute', 'apres des mois', 'apres un an', 'jai craque', 'craque')} ${across(8)}${anyOf('je me suis fait du mal', 'me suis fait du mal', 'je me suis coupe', 'je me suis coupee', 'je me suis brule', 'je me suis brulee', 'je me suis scarifie', 'je me suis scarifiee', 'me couper', 'me faire du mal', 'me scarifier', 'lame', 'cutter', 'rasoir')}${notBefore('le|la|un|une|en (?:cuisinant|tombant|jouant)|au|a la|par accident')}`,
  // Plans with a time: "ce soir je vais tout arrêter, c'est décidé".
  `${anyOf('ce soir', 'cette nuit', 'demain', 'ce week end', 'ce weekend', 'vendredi', 'samedi', 'bientot', 'aujourdhui', 'quand tout le monde dormira', 'apres ca')} ${anyOf('je vais', 'jvais', 'je', 'j')} ${anyOf('tout arreter', 'tout finir', 'tout terminer', 'en finir', 'me tuer', 'me suicider', 'mettre fin a mes jours', 'partir pour de bon', 'partir pour toujours', 'le faire', 'passer a lacte', 'prendre tous les cachets', 'prendre toute la boite', 'sauter', 'arreter tout', 'arrete tout', 'arrete', 'finis tout', 'mets fin a mes jours')} ${across(6)}${anyOf('cest decide', 'jai decide', 'ma decision est prise', 'plus de retour en arriere', 'pas de retour en arriere', 'adieu', 'merci pour tout', 'pardon', 'je suis prete?', 'jai plus peur', 'je nai plus peur')}${notBefore('avec|de|du|des|plus de|pour (?:le|la|les|ce|cette)|mdr|lol|ptdr')}`,
  `${anyOf('cest decide', 'jai decide', 'ma decision est prise', 'jai pris ma decision', 'plus de retour en arriere')} ${across(6)}${anyOf('je vais tout arreter', 'jvais tout arreter', 'je vais en finir', 'jvais en finir', 'je me tue', 'je vais me tuer', 'je me suicide', 'je vais me suicider', 'je pars pour de bon', 'je le fais ce soir', 'ce soir je le fais', 'cette nuit je le fais', 'je mets fin a mes jours', 'cest ce soir', 'cest cette nuit')}`,
  // Batch-1 self-check families: relieved if I disappeared, pills taken, a funeral, a letter in case, a decided plan.
  `${anyOf('mieux', 'soulage', 'soulagee', 'soulages', 'soulagees', 'plus heureux', 'plus heureuse', 'plus tranquilles?', 'plus facile', 'en paix', 'debarrasses?', 'libres?')} ${upTo(2)}si je ${IF_I_WERE_GONE}${notBefore('de|du|des|pendant|quelques|une semaine|un moment|un peu')}`,
  `${anyOf('jai pris', 'jai avale', 'pris', 'avale', 'je viens de prendre', 'je viens davaler')} ${upTo(1)}${anyOf('(?:[89]|[1-9]\\d+)', 'toute la boite de', 'toute la plaquette de', 'tous mes', 'toutes mes', 'une boite entiere de', 'plein de', 'une tonne de', 'toute ma boite de', 'tous les', 'toutes les')} ${upTo(1)}${PILLS}${notBefore('du jour|de la semaine|a lheure|comme prevu|prescrits|pour (?:le|la|mon|ma) (?:rhume|grippe|tete|dos)|de vitamines?')}`,
  `${anyOf('personne', 'meme pas ma famille', 'meme pas mes parents')} ${upTo(2)}${anyOf('viendrait', 'viendra', 'irait', 'ira', 'pleurerait', 'pleurera')} ${upTo(1)}${anyOf('a mon enterrement', 'a mes funerailles', 'a mon enterement')}`,
  `${anyOf('lettre', 'lettres', 'mot', 'mots', 'message', 'video')} ${anyOf('pour', 'a', 'au', 'aux')} ${upTo(2)}${FAMILY} ${across(6)}${anyOf('au cas ou je serais plus la', 'au cas ou je ne serais plus la', 'au cas ou il marriverait quelque chose', 'au cas ou je partirais', 'pour quand je serai plus la', 'quand je serai plus la', 'quand je serai parti', 'quand je serai partie', 'pour tout expliquer', 'jen peux plus')}`,
  `${anyOf('jai decide', 'je sais', 'jai prevu', 'jai planifie', 'jai deja decide', 'je sais deja')} ${anyOf('comment', 'quand', 'ou')} ${anyOf('je vais le faire', 'jvais le faire', 'le faire', 'je le ferai', 'ca va se passer')}(?= $)`,
  // Batch-2 self-check families: death on my mind, a day picked while alone, picturing the jump, all the pills at once, ready but for courage, a past attempt to repeat, means bought for this, worthless life and leaving, a floor enough to die, the car in the garage.
  `${anyOf('je pense a', 'pense a', 'je pense tout le temps a', 'je reve de', 'obsede par', 'obsedee par')} ${anyOf('la mort', 'ma mort', 'mourir', 'etre morte?')} ${anyOf('tout le temps', 'tous les jours', 'chaque jour', 'sans arret', 'h24', 'en permanence', 'constamment', 'de plus en plus', 'chaque nuit')}`,
  `${anyOf('je vais le faire', 'jvais le faire', 'je le fais', 'je le ferai', 'je vais en finir', 'je me tue')} ${upTo(1)}${anyOf('lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche', 'ce week end', 'ce soir', 'demain', 'la semaine prochaine', 'le jour de mon anniversaire')} ${across(2)}${anyOf('quand (?:mes parents|ma mere|mon pere|ma famille|tout le monde|personne) (?:seront|sera|sont|est) (?:partis?|absents?|pas la|couches?|endormis?)', 'quand je serai seule?', 'quand il ny aura personne', 'pendant que tout le monde dort')}`,
  `${anyOf('je mimagine', 'jme imagine', 'je me vois', 'je reve de')} ${anyOf('sauter', 'me jeter', 'me pendre', 'me tuer', 'morte?', 'tomber')} ${anyOf('del', 'de', 'da', 'do', 'du', 'dun', 'dune', 'desde', 'por', 'pela', 'sous', 'debajo', 'na frente', 'delante', 'devant', 'en')} ${upTo(2)}${anyOf('balcon', 'sacada', 'varanda', 'puente', 'ponte', 'pont', 'edificio', 'predio', 'immeuble', 'ventana', 'janela', 'fenetre', 'techo', 'telhado', 'toit', 'azotea', 'tren', 'trem', 'train', 'metro', 'onibus', 'bus', 'camion', 'caminhao', 'voiture', 'coche', 'carro', 'piso', 'andar', 'etage', 'falaise', 'acantilado', 'penhasco')}`,
  `si je ${anyOf('prends', 'avale')} ${anyOf('tous mes', 'toutes mes', 'toute la boite de', 'toute la plaquette de', 'tous les', 'plein de')} ${PILLS} ${across(4)}${anyOf('ca fait mal', 'jai mal', 'je meurs', 'je vais mourir', 'je mourrais', 'il se passe quoi', 'quest ce qui se passe', 'je me reveille')}`,
  `${anyOf('tout est pret', 'jai tout prepare', 'jai tout ce quil faut', 'jai un plan', 'jai tout prevu')}${notBefore('pour|mdr|lol')} ${across(6)}${anyOf('il me manque (?:juste |plus que )?le courage', 'manque (?:juste )?le courage', 'jai besoin de courage', 'plus qua le faire', 'attendre le bon moment', 'jai pas encore le courage')}`,
  `${anyOf('jai essaye de', 'essaye de', 'jai tente de', 'tente de')} ${anyOf('me tuer', 'me suicider', 'en finir', 'mettre fin a mes jours')} ${across(8)}${anyOf('recommencer', 'reessayer', 'je vais recommencer', 'je recommencerai', 'cette fois ca marchera', 'la prochaine fois')}`,
  `${anyOf('jai achete', 'achete', 'jai pris', 'jai recupere', 'jai vole')} ${upTo(2)}${anyOf('lame', 'lames', 'rasoir', 'cutter', 'corde', 'cachets', 'medocs', 'arme')} ${anyOf('juste pour ca', 'pour ca', 'expres', 'exprès', 'pour ce soir', 'pour le faire')}${atPhraseEnd('', 'je sais|desole|pardon|et')}`,
  `${anyOf('la vie', 'ma vie', 'vivre')} ${anyOf('vaut rien', 'ne vaut rien', 'na aucun sens', 'a aucun sens', 'sert a rien', 'ne sert a rien')} ${across(4)}${atPhraseEnd(anyOf('je men vais', 'jmen vais', 'je pars', 'adieu', 'salut', 'ciao', 'cest fini', 'jarrete'), 'pour de bon|pour toujours|tout le monde')}`,
  `${anyOf('sauter', 'se jeter', 'me jeter', 'tomber')} ${upTo(5)}${anyOf('ca suffit pour mourir', 'suffit pour mourir', 'suffit pour en finir', 'pour mourir', 'ca tue', 'on meurt', 'je meurs')}${notBefore('de rire|mdr|lol')}`,
  `voiture ${across(5)}moteur ${upTo(1)}${anyOf('allume', 'en marche', 'qui tourne', 'tourne')} ${across(4)}garage`,
];

/*
 * Co-occurrence families (issue #33, round 3): concepts defined once, joined by bounded gaps within a
 * sentence or a message, so that a new writer's wording of the same situation still matches.
 */
const R3_MEANS = anyOf('medocs', 'medicaments', 'cachets', 'comprimes', 'pilules', 'somniferes', 'antidepresseurs', 'doliprane', 'xanax', 'lexomil', 'morphine', 'ampoules de morphine', 'ampoules', 'insuline', 'lames?', 'rasoirs?', 'lames de rasoir', 'cutter', 'corde', 'fusil', 'flingue', 'pistolet', 'arme', 'poison');
const R3_HARD_MEANS = anyOf('lames?', 'rasoirs?', 'lames de rasoir', 'corde(?! a sauter)', 'fusil', 'flingue', 'pistolet', 'arme', 'poison', 'morphine', 'ampoules de morphine');
const R3_PURPOSE = 'pour|escalade|grimper|camping|bateau|hamac|balancoire|tente|chasse|rhume|grippe|mal de tete|ordonnance|pharmacie|medecin|veterinaire|chien|chat|boulot|travail|cours|projet|voyage|salle|jeter|rendre|rapporter';
const R3_KEPT = anyOf('dans (?:ma|mon|la|le) (?:chambre|placard|tiroir|sac|voiture|salle de bain|armoire|poche|casier)', 'sous (?:mon|le) (?:lit|oreiller|matelas)', 'a la maison', 'de cote');
const R3_WHEN = anyOf('ce soir', 'ce week ?end', 'samedi', 'dimanche', 'vendredi', 'demain', 'cest ce soir', 'ce sera', 'quand (?:il ny aura|y aura) personne', 'quand tout le monde dort', 'jarrete pas dy penser', 'je narrete pas dy penser', 'jy pense tout le temps', 'pour le jour ou', 'pour quand', 'pour moi', 'je sais ce que je vais faire');
const R3_STOCK = anyOf('rassemble', 'garde', 'gardes', 'gardees', 'cache', 'caches', 'cachees', 'mis de cote', 'mets de cote', 'economise', 'accumule', 'stocke', 'recupere', 'pique', 'vole', 'compte', 'compter');
const R3_OTHERS = anyOf('de (?:ma|mon|mes) (?:mere|pere|grand mere|grand pere|mamie|papi|soeur|frere|parents|tante|oncle)', 'de lhopital', 'du (?:boulot|service|travail)');
const R3_WROTE = anyOf('ecrit', 'ecris', 'ecrire', 'laisse', 'termine', 'fini');
const R3_LETTER = anyOf('une lettre', 'des lettres', 'la lettre', 'les lettres', 'un mot', 'le mot', 'des mots', 'ma lettre', 'mes lettres');
const R3_NOT_FAREWELL = anyOf('frigo', 'lait', 'courses', 'acheter', 'achete', 'collegues?', 'patron', 'boss', 'boulot', 'travail', 'equipe', 'prof', 'profs', 'ecole', 'classe', 'pere noel', 'motivation', 'recommandation', 'anniversaire', 'anniv', 'mariage', 'noel', 'saint valentin', 'fete des meres', 'fete des peres', 'remerciement', 'demission', 'change de boulot');
const R3_FAMILY = anyOf('famille', 'mere', 'maman', 'pere', 'papa', 'parents', 'frere', 'soeur', 'freres', 'soeurs', 'enfants', 'fils', 'fille', 'mari', 'femme', 'grand mere', 'grand pere', 'mamie', 'papi', 'meilleure amie', 'meilleur ami', 'copain', 'copine', 'tout le monde');
const R3_GAVE = anyOf('donne', 'donnee', 'laisse', 'vendu', 'supprime', 'efface', 'range', 'rangee', 'confie');
const R3_GONE_REASON = anyOf('je voulais te remercier', 'voulais te remercier', '(?:je )?(?:pourrai|pourrais) plus men occuper', 'pourrai plus men occuper', 'en aurai plus besoin', 'aurai plus besoin', 'sen occupera mieux', 'je ne serai plus la', 'je serai plus la', 'je voulais (?:juste )?te dire (?:au revoir|merci|adieu)', 'voulais (?:juste )?(?:dire|te dire) (?:au revoir|merci|adieu)', 'te dire au revoir', 'dire au revoir', 'merci pour tout', 'une derniere fois');
const R3_WONT_CAUSE = 'week ?end|vacances|voyage|semaine|pendant|parce que|parce quon|car|vu que|demenage|demenagement|allergie|allergique|nouveau|nouvelle|appart|boulot|voyage';
const R3_NO_POINT = anyOf('trouve (?:plus|pas) de sens', 'trouve (?:plus|pas) de raison', 'aucune raison', 'aucun sens', 'plus aucun sens', 'aucun interet', 'pas de raison', 'plus de raison', 'ca sert (?:plus )?a rien', 'sa sert (?:plus )?a rien', 'ca a (?:plus )?aucun sens', 'je vois (?:pas|plus) (?:linteret|de raison|le sens|pourquoi)', 'a quoi bon', 'sert a rien');
const R3_GO_ON = anyOf('a continuer', 'continuer', 'de continuer', 'rester ici', 'de rester ici', 'rester', 'vivre', 'de vivre', 'tenir', 'me lever', 'se lever', 'essayer', 'etre la', 'detre la');
const R3_HERE_BENIGN = 'cette|ce|cet|ces|dans (?:ce|cette|cet|le|la)|avec (?:lui|elle|eux|ca)|a (?:ce|cette) (?:boulot|taf|soiree)|de discuter|de parler|dattendre|detudier|mdr|ptdr|lol|aujourdhui';
const R3_HURT_SELF = anyOf('(?:je )?marrache la peau', 'jmarrache la peau', 'arracher la peau', '(?:je )?me (?:re)?(?:fais|fait|suis fait|suis faite) du mal', '(?:je )?me (?:re)?(?:mutile|scarifie|coupe|brule|blesse|griffe|gratte|mords|frappe)', 'jme (?:re)?(?:fais|fait) du mal', 'jme (?:re)?(?:mutile|scarifie|coupe|brule|blesse|griffe|gratte|mords|frappe)', 'me suis (?:encore )?(?:re)?(?:mutile|mutilee|scarifie|scarifiee|coupe|coupee|brule|brulee|blesse|blessee|griffe|griffee)', 'me (?:faire|refaire) du mal');
const R3_REPEATED = anyOf('encore', 'a nouveau', 'de nouveau', 'tous les soirs', 'chaque soir', 'tous les jours', 'chaque jour', 'depuis', 'jusquau sang', 'jarrive pas a arreter', 'jarrive plus a arreter', 'expres', 'pour ressentir', 'personne (?:le|ne le) (?:sait|voit)', 'avec (?:le|un) (?:briquet|cutter|compas|clope|cigarette)', 'les bras', 'le bras', 'les poignets', 'les cuisses', 'les jambes');
const R3_HURT_NOT = 'chat|chaton|chien|il|elle|en jouant|en cuisinant|sans faire expres|accident|en tombant|au foot|au sport|mtn|moment';
const R3_VANISH = anyOf('disparaitre', 'partir', 'ne plus exister', 'plus exister', 'mevaporer');
const R3_FOR_GOOD = anyOf('et (?:ne )?jamais revenir', 'et plus jamais revenir', 'pour de bon', 'pour toujours', 'a jamais', 'definitivement', 'une bonne fois pour toutes', 'pour de vrai');
const R3_NOT_FROM = 'des reseaux|dinsta|dinstagram|de twitter|de tiktok|dinternet|du groupe|de la circulation|en vacances|mdr|ptdr|lol';
const R3_ONLY_WAY = anyOf('seule solution', 'seule issue', 'seule option', 'seule sortie', 'seul moyen', 'seule facon', 'seule echappatoire');
const R3_DEATH_ACT = anyOf('me tuer', 'mourir', 'crever', 'me suicider', 'en finir', 'mettre fin a mes jours', 'disparaitre', 'la mort', 'ne plus exister', 'partir pour de bon');
const R3_HEIGHT = anyOf('toit', 'pont', 'rebord', 'bord', 'balcon', 'rambarde', 'garde corps', 'falaise', 'voie ferree', 'voies', 'quai', 'viaduc', 'parapet', '\\d+e etage', 'etage');
const R3_THERE_NOW = anyOf('je tecris dici', 'je tecris de la', 'je vous ecris dici', 'je voulais parler a quelquun', 'voulais (?:juste )?parler a quelquun', 'une derniere fois', 'je regarde en bas', 'regarder en bas', 'je pense a sauter');
const R3_FESTIVE = 'bureau|antenne|wifi|installer|feu dartifice|feux dartifice|fete|soiree|vue|coucher de soleil|lever de soleil|etoiles|photo|photos|selfie|barbecue|apero|pique nique|concert|defile|match|bouchons|embouteillages|boulot|travail|repare|reparer|peindre|nettoyer|visite|balade';
const R3_THINK = anyOf('pense', 'penser', 'jpense', 'envie de', 'jai envie de', 'tente', 'tentee', 'je vais', 'jvais', 'vais', 'imagine', 'jimagine');
const R3_METHOD = anyOf('foncer (?:dans|contre|sur)', 'me (?:jeter|lancer) (?:du|de la|dun|dune|sous|contre|dans|sur)', 'sauter (?:du|de la|dun|dune|sous|depuis)', 'lacher le volant', 'me prendre (?:un|le|une)', 'traverser devant', 'rentrer dans', 'precipiter (?:dans|contre|du)');
const R3_OBJECT = anyOf('les voies', 'arbre', 'mur', 'poteau', 'pilier', 'camion', 'glissiere', 'pont', 'immeuble', 'toit', 'balcon', 'fenetre', 'train', 'metro', 'rer', 'tram', 'voies?', 'riviere', 'seine', 'mer', 'falaise', 'viaduc', 'platane', 'volant');
const R3_EASY = anyOf('serait (?:tellement |si )?(?:facile|rapide|simple)', 'ce serait (?:facile|rapide|simple)', 'suffirait');
const R3_GOT = anyOf('achete', 'jai achete', 'pris', 'recupere', 'jai', 'ai', 'y a', 'il y a');
const R3_READY_ALL = anyOf('achete ce quil faut', 'jai ce quil faut', 'ai ce quil faut', 'jai tout ce quil faut', 'tout est pret', 'jai tout prepare', 'tout est regle', 'jai tout range', 'ai tout range');
const R3_ITLL_BE = anyOf('ce sera', 'ca sera', 'sa sera', 'cest', 'ca se fera', 'je le fais', 'je le ferai');
const R3_DAY = anyOf('ce soir', 'demain', 'ce week ?end', 'samedi', 'dimanche', 'vendredi', 'lundi', 'aujourdhui', 'cette nuit');
const R3_LAST_TIME = anyOf('derniere fois que (?:je )?(?:vous|te) (?:ecris|parle|derange|embete)', 'dernier message que (?:je )?(?:vous|t)?(?:envoie|ecris)', 'derniere fois que vous (?:aurez|entendrez) (?:de mes nouvelles|parler de moi)');
const R3_DECIDED = anyOf('jai pris ma decision', 'ai pris ma decision', 'cest decide', 'jai decide', 'ai decide', 'ma decision est prise', 'pas de retour en arriere', 'je suis pret', 'je suis prete', 'jsuis pret', 'jsuis prete');

const cooccurrence = [
  `${R3_GOT} ${upTo(3)}${R3_HARD_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf(R3_KEPT, R3_WHEN, R3_DAY)}(?! ${upTo(4)}${anyOf(R3_PURPOSE)}(?= ))`,
  `${anyOf(R3_GOT, R3_STOCK)} ${upTo(3)}${R3_MEANS} ${acrossWithout(8, R3_PURPOSE)}${anyOf('cest ce soir', 'ce sera', 'quand (?:il ny aura|y aura) personne', 'pour le jour ou', 'jarrete pas dy penser', 'je narrete pas dy penser', 'tout prendre', 'tous les prendre', 'les prendre tous', 'pour moi', 'pour quand')}`,
  `${R3_STOCK} ${upTo(4)}${R3_MEANS} ${upTo(2)}${R3_OTHERS}${notBefore('pour (?:les )?(?:rapporter|jeter|rendre)|parce qu')}`,
  `${R3_MEANS} ${upTo(6)}${anyOf(R3_KEPT, 'sous mon lit')} ${acrossWithout(8, R3_PURPOSE)}${anyOf('jarrete pas dy penser', 'je narrete pas dy penser', 'jy pense', 'pour le jour ou', 'pour quand', 'ce soir')}`,
  `${R3_STOCK} ${upTo(4)}${R3_MEANS} ${upTo(3)}${anyOf(R3_OTHERS, 'pour moi', 'ils sont sous mon lit', 'sous mon lit')}`,
  `${R3_WROTE} ${upTo(2)}${anyOf('une lettre', 'des lettres', 'la lettre', 'les lettres', 'ma lettre', 'mes lettres', 'a')} ${gapWithout(3, R3_NOT_FAREWELL)}${anyOf('a', 'pour', 'a ma', 'a mon', 'a mes')} ${gapWithout(2, R3_NOT_FAREWELL)}${R3_FAMILY}(?! ${upTo(6)}${R3_NOT_FAREWELL}(?= ))(?<! ${anyOf(R3_NOT_FAREWELL)} ${across(8)}${R3_FAMILY})`,
  `${R3_LETTER} ${upTo(6)}${anyOf('(?:la|les|le) trouveront', '(?:la|les|le) trouvera', 'quand je serai plus la', 'sur mon lit', 'sur le lit', 'pour apres')}(?<! ${R3_NOT_FAREWELL} ${across(10)})`,
  `${R3_GAVE} ${acrossWithout(14, R3_WONT_CAUSE)}${R3_GONE_REASON}(?! ${upTo(4)}${anyOf('parce', 'car', 'vu que', 'jai achete', 'demenagement', 'demenage')}(?= ))`,
  `${R3_NO_POINT} ${upTo(4)}${R3_GO_ON}${notBefore(`${R3_HERE_BENIGN}|el|la|los|las|o|a|os|as|le|les|il|lo|gli|un|una|uma|um|une|mon|ma|mes|mi|mis|meu|minha|junta|reunion|reuniao|riunione|partida|partita|jogo|juego|jeu|clase|aula|cours|lezione`)}`,
  headUnlessAfter(R3_HURT_SELF, R3_HURT_NOT, 1, ` ${gapWithout(6, 'sans faire expres|en cuisinant|en jouant|en tombant|accident|chat|chien|sport|foot|cheveux|frange|ongles|barbe|couteau|cuisine')}${R3_REPEATED}${notBefore('les cheveux|la frange|les ongles|la barbe|a cause|l?eczema|piqures?|moustiques?|l?allergie|varicelle')}`),
  headUnlessAfter(R3_VANISH, `${THIRD_PERSON}|veut|va|tache|douleur|probleme|messages?|appli|photos?|compte|boutons?|bleu`, 1, ` ${upTo(1)}${R3_FOR_GOOD}${notBefore(R3_NOT_FROM)}(?<! ${anyOf('honte', 'la honte', 'par erreur', 'sans faire expres', 'au lieu de', 'genant', 'malaise')} ${across(16)}${R3_FOR_GOOD})`),
  `${R3_ONLY_WAY} ${upTo(6)}${R3_DEATH_ACT}${notBefore('dans le jeu|du jeu|du niveau|mdr|ptdr|lol')}`,
  `${anyOf('sur', 'au bord de', 'au bord du', 'en haut de', 'en haut du', 'assise? sur', 'debout sur')} ${anyOf('le', 'la', 'mon', 'ma', 'un', 'une', 'ce', 'cette')} ${upTo(2)}${R3_HEIGHT} ${acrossWithout(8, R3_FESTIVE)}${R3_THERE_NOW}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  headUnlessAfter(R3_THINK, THIRD_PERSON, 0, ` ${upTo(6)}${R3_METHOD} ${upTo(3)}${R3_OBJECT}`),
  `${R3_HEIGHT} ${upTo(8)}${R3_EASY}${notBefore('pour (?:traverser|arriver|monter)')}`,
  `${anyOf(R3_READY_ALL, `${R3_GOT} ${upTo(2)}${R3_HARD_MEANS}`)} ${acrossWithout(6, R3_PURPOSE)}${R3_ITLL_BE} ${upTo(1)}${R3_DAY}${atPhraseEnd('', 'je pense|je crois|quand|pendant')}`,
  `${R3_READY_ALL} ${across(6)}${anyOf(R3_DECIDED, 'je voulais (?:juste )?te dire (?:au revoir|merci|adieu)', 'dire au revoir')}`,
  R3_LAST_TIME,
  `${anyOf('le plus simple', 'le mieux', 'plus simple', 'mieux')} ${upTo(2)}pour ${anyOf('tout le monde', 'tous', 'ma famille')} ${upTo(4)}${anyOf('j?arrete dexister', 'disparaisse', 'meure', 'sois plus la', 'existe plus')}`,
  `${anyOf('sait pas', 'savait pas', 'ne sait pas', 'ne savait pas', 'savent pas')} que ${anyOf('cetait', 'cest')} ${anyOf('un adieu', 'des adieux', 'la derniere fois')}`,
  `${anyOf('vous entendrez', 'tu entendras', 'on entendra')} ${anyOf('plus parler de moi', 'plus jamais parler de moi')}`,
  `${R3_MEANS} ${acrossWithout(10, R3_PURPOSE)}${anyOf('jarrete pas dy penser', 'je narrete pas dy penser', 'jy pense tout le temps', 'cest ca le plan', 'cest le plan', 'pour quand (?:ca va pas|ca ira pas|jen pourrai plus|ca ira mal)')}`,
  `${anyOf('au bord du', 'au bord de la', 'assise? au bord du', 'sur le rebord du', 'sur le rebord de la')} ${upTo(2)}${R3_HEIGHT} ${upTo(2)}${anyOf('la', 'maintenant', 'en ce moment')}(?! ${across(8)}${anyOf(R3_FESTIVE)}(?= ))`,
  `${anyOf('cest aujourdhui', 'cest ce soir', 'cest le jour', 'cest le grand jour', 'aujourdhui cest le jour', 'ce soir cest le soir')}${notBefore('de|du|des|que|pour|ou')} ${across(4)}${R3_DECIDED}`,
  `${anyOf('si je disparais', 'si je reponds plus', 'si je ne reponds plus', 'si demain je')} ${across(6)}${anyOf('tu sais pourquoi', 'vous savez pourquoi', 'merci pour tout', 'pardon pour tout')}`,
];

/** Chat spellings of common words ("j" for "je", "c" for "c'est"), so each pattern also matches them. */
const CHAT_SPELLINGS = {
  je: ['j'],
  que: ['q', 'k'],
  cest: ['c', 'ces', 'sest'],
  jai: ['g'],
  suis: ['sui', 'jsuis'],
  plus: ['pu', 'plu'],
  pourquoi: ['pk', 'pq'],
  toi: ['twa'],
  moi: ['mwa'],
  tout: ['tt'],
  toujours: ['tjrs', 'tjs'],
  aujourdhui: ['ajd', 'auj', 'aujd'],
  merci: ['mrc', 'mrci', 'mci'],
  vraiment: ['vrmt', 'vrm'],
  personne: ['persone'],
  quelquun: ['qqn', 'qlqn'],
  suicider: ['sucider', 'suisider', 'suicid'],
  pense: ['jpense'],
  me: ['jme'],
  suicide: ['sucide', 'suiside'],
  suicidaire: ['sucidaire', 'suisidaire'],
};
/** A crisis told as the past, then recovery ("... but i'm doing so much better now"). Checked at a match's end with the language's `recovered`: a match it follows gets the check-in, not the crisis reply, since a recovery alone may hide a crisis ("je vais me tuer ce soir mais je vais bien"). */
const RECOVERED = `${anyOf('mais', 'et')} ${upTo(3)}${anyOf('beaucoup mieux', 'ca va mieux', 'je vais mieux', 'je vais bien', 'ca va bien', 'cest fini', 'cest du passe', 'jai gueri', 'je men suis sortie?')}`;
const NOT_PAST = `${toldAsPast(FRENCH_PAST_TELLING)}${othersWish(FRENCH_OTHERS_WISH)}`;
const fan = bundled([...written, ...families, ...cooccurrence, ...FRENCH_CATEGORY_FAMILIES, ...FRENCH_FIFTH_ROUND, ...FRENCH_WILLS, ...FRENCH_SELF_HARM_INTENT, ...FRENCH_SHARED_FAMILIES].map((pattern) => withSpellings(pattern, CHAT_SPELLINGS)), NOT_PAST);

const reply = [
  `${anyOf('tu devrais', 'tu dois', 'tu ferais mieux de', 'vas y', 'va', 'pourquoi tu ne vas pas', 'tu nas qua')} ${anyOf('te tuer', 'te suicider', 'mourir', 'crever', 'en finir', 'te couper', 'te scarifier', 'te pendre')}`,
  `${anyOf('tue toi', 'suicide toi', 'pends toi', 'va mourir', 'va crever')}`,
  `${anyOf('personne', 'nul')} ${upTo(2)}${anyOf('regretterait', 'regrettera', 'remarquerait', 'te pleurerait')}`,
  `${anyOf('manquerais', 'manqueras')} a personne`,
  `${anyOf('mieux', 'plus heureux')} sans toi`,
  `${anyOf('te couper', 'te scarifier', 'la mort', 'mourir', 'le suicide')} ${anyOf('te fera du bien', 'te soulagera', 'te liberera', 'est la solution')}`,
];

export const FRENCH: LanguageLexicon = { fan, reply, recovered: `${toldAsRecovered(FRENCH_RECOVERY)}(?! ${across(10)}${RECOVERED})` };
