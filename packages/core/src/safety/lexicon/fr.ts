import { anyOf, notBefore, unlessAfter, upTo, type LanguageLexicon } from './phrase-syntax';

/** "Mourir de rire / de faim / de honte / d'envie" are idioms. */
const DIE_IDIOM = 'de rire|de faim|de honte|de chaud|de froid|denvie|de fatigue|de peur|detre|de bonheur';
const BODY = anyOf('les bras', 'le bras', 'les poignets', 'le poignet', 'les veines', 'les cuisses', 'la cuisse', 'les jambes', 'la peau');
const THIRD_PERSON = 'il|elle|ils|elles|mon ami|mon amie|ma soeur|mon frere|sur un|sur une|sur le|de ce|de cette|du';

const fan = [
  // Ideation and intent: "je veux mourir", "j'ai envie de me suicider", "je pense à en finir".
  `${anyOf('je veux', 'jveux', 'veux', 'jai envie de', 'envie de', 'jaimerais', 'je voudrais', 'je prefere', 'je prefererais', 'je vais', 'jvais', 'je pense a', 'pense a', 'je compte', 'je dois')} (?:juste |vraiment |tellement |bien )?${anyOf('mourir', 'crever', 'me tuer', 'me suicider', 'en finir', 'me foutre en lair', 'me pendre', 'disparaitre pour toujours', 'mettre fin a mes jours', 'mettre fin a ma vie')}${notBefore(DIE_IDIOM)}`,
  unlessAfter(anyOf('me suicider', 'me suicide', 'mettre fin a mes jours', 'mettre fin a ma vie'), 'ne|pas|jamais'),
  `en finir${notBefore('avec (?!la vie|ma vie|tout|moi)')}`,
  `${anyOf('je veux', 'jveux', 'veux')} ${anyOf('plus', 'pas', 'ne plus')} vivre`,
  `je ne veux plus vivre`,
  `${anyOf('plus', 'pas', 'aucune')} envie de vivre`,
  `${anyOf('marre', 'fatigue', 'fatiguee', 'lasse', 'las', 'epuise', 'epuisee')} de ${anyOf('vivre', 'la vie', 'exister', 'etre en vie')}`,
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
  `combien de ${anyOf('cachets', 'medicaments', 'comprimes', 'pilules', 'doliprane', 'somniferes')} ${upTo(4)}${anyOf('mourir', 'me tuer', 'tuer', 'crever', 'ne pas me reveiller')}`,
  `me ${anyOf('jeter', 'jette', 'lancer')} ${anyOf('du', 'dun', 'dune', 'sous', 'par la', 'de la', 'depuis')}`,
  // Self-harm: "je me suis scarifiée", "je me suis coupé les bras".
  unlessAfter(`me (?:suis )?${upTo(2)}${anyOf('scarifie', 'scarifier', 'scarifiee', 'mutile', 'mutilee')}`, THIRD_PERSON),
  unlessAfter(anyOf('automutile', 'automutilation', 'scarification', 'scarifications'), THIRD_PERSON, 1),
  `me (?:suis )?${upTo(2)}coupes? ${upTo(2)}${BODY}`,
  `je me ${anyOf('coupe', 'brule', 'fais du mal', 'fait du mal', 'blesse')} ${anyOf('encore', 'souvent', 'quand', 'expres', 'tous les jours', 'chaque')}`,
  `me faire du mal`,
];

const reply = [
  `${anyOf('tu devrais', 'tu dois', 'tu ferais mieux de', 'vas y', 'va', 'pourquoi tu ne vas pas', 'tu nas qua')} ${anyOf('te tuer', 'te suicider', 'mourir', 'crever', 'en finir', 'te couper', 'te scarifier', 'te pendre')}`,
  `${anyOf('tue toi', 'suicide toi', 'pends toi', 'va mourir', 'va crever')}`,
  `${anyOf('personne', 'nul')} ${upTo(2)}${anyOf('regretterait', 'regrettera', 'remarquerait', 'te pleurerait')}`,
  `${anyOf('manquerais', 'manqueras')} a personne`,
  `${anyOf('mieux', 'plus heureux')} sans toi`,
  `${anyOf('te couper', 'te scarifier', 'la mort', 'mourir', 'le suicide')} ${anyOf('te fera du bien', 'te soulagera', 'te liberera', 'est la solution')}`,
];

export const FRENCH: LanguageLexicon = { fan, reply };
