import { labelled } from './label';

/** Fan messages in Turkish. */
export const TURKISH_FAN = labelled('tr', 'fan', {
  crisis: [
    'ölmek istiyorum',
    'kendimi öldürmek istiyorum',
    'intihar etmeyi düşünüyorum',
    'artık yaşamak istemiyorum',
    'kendime zarar veriyorum yine',
  ],
  safe: ['açlıktan ölüyorum', 'gülmekten öldüm 😂', 'bu trafik beni öldürüyor', 'sonunda bossu öldürdüm', 'intihar konulu bir film izledim'],
});
